import type { FastifyRequest } from 'fastify';
import { type Caller, type CallerId, callerIdOf } from '../auth/caller.ts';

/** Filled by the session hook (auth/session.ts) before any route runs; absent means anonymous. */
const callers = new WeakMap<FastifyRequest, Caller>();

export function setCaller(request: FastifyRequest, caller: Caller): void {
  callers.set(request, caller);
}

/** The signed-in caller of this request, or null for an anonymous visitor. */
export function callerOf(request: FastifyRequest): Caller | null {
  return callers.get(request) ?? null;
}

/** The caller's account id, as the repositories need it, or null when anonymous. */
export function viewerOf(request: FastifyRequest): CallerId {
  return callerIdOf(callerOf(request));
}
