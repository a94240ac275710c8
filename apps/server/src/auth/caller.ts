/** The roles an account may hold (spec 03 §6; ADR 014 maps them from tokens and local accounts). */
export type Role = 'dataManager' | 'qa' | 'contentManager' | 'partner' | 'staff' | 'profileViewer';

/** profileViewer: a viewer allowed to see private profiles (spec 03 §6; ADR 039). */
export const ROLES: readonly Role[] = [
  'dataManager',
  'qa',
  'contentManager',
  'partner',
  'staff',
  'profileViewer',
];

/**
 * Who is asking: the signed-in person behind a request. An anonymous visitor is no caller (null);
 * the session hook finds the caller of each request (http/viewer.ts reads it back).
 */
export interface Caller {
  userId: number;
  username: string;
  displayName: string;
  roles: Role[];
}

/** A caller as the repositories know them: the account id, or null when anonymous. */
export type CallerId = number | null;

export const callerIdOf = (caller: Caller | null): CallerId => caller?.userId ?? null;
