import type { Viewer } from '@trove/db';
import type { FastifyRequest } from 'fastify';

/** The roles an account may hold (spec 03 §6; ADR 014 maps them from tokens and local accounts). */
export type Role = 'dataManager' | 'qa' | 'contentManager' | 'partner' | 'staff';

export const ROLES: readonly Role[] = ['dataManager', 'qa', 'contentManager', 'partner', 'staff'];

/** The signed-in person making a request. */
export interface Caller {
  userId: number;
  username: string;
  displayName: string;
  roles: Role[];
}

/** Filled by the session hook (http/session.ts) before any route runs; absent means anonymous. */
const callers = new WeakMap<FastifyRequest, Caller>();

export function setCaller(request: FastifyRequest, caller: Caller): void {
  callers.set(request, caller);
}

/** The signed-in caller of this request, or null for an anonymous visitor. */
export function callerOf(request: FastifyRequest): Caller | null {
  return callers.get(request) ?? null;
}

/** Who is calling, as the repositories need it: the account id, or null when anonymous. */
export function viewerOf(request: FastifyRequest): Viewer {
  return callerOf(request)?.userId ?? null;
}
