import { type RoleName, RoleSchema } from '@trove/contracts';

/**
 * The roles an account may hold (spec 03 §6; ADR 014 maps them from tokens and local accounts),
 * as the contracts name them; profileViewer is a viewer allowed to see private profiles (ADR 039).
 */
export type Role = RoleName;
export const ROLES: readonly Role[] = RoleSchema.options;

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
