import type { Viewer } from '@trove/db';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling. There are no accounts or sessions yet (ADR 012), so every caller is anonymous
 * and sees public contributions only; sign-in will read the session here.
 */
export function viewerOf(_request: FastifyRequest): Viewer {
  return null;
}

/** Roles of a signed-in caller (issue 5: from the token or the local account). */
export type Role = 'dataManager' | 'qa' | 'contentManager' | 'partner' | 'staff';

/** A signed-in caller. */
export interface Caller {
  userId: number;
  username: string;
  displayName: string;
  roles: Role[];
}

/** The signed-in caller, or null when anonymous; nobody can sign in yet, so always null here. */
export function callerOf(_request: FastifyRequest): Caller | null {
  return null;
}
