import { MESSAGES } from '@trove/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { type Caller, callerOf } from './viewer.ts';

export function isDataManager(caller: Caller | null): boolean {
  return caller?.roles.includes('dataManager') ?? false;
}

/**
 * The caller, when a data manager; otherwise the shared handler's refusal (spec 03 §8): 401 for an
 * anonymous visitor, 403 for anyone else signed in.
 */
export function requireDataManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  if (caller === null) throw new HttpError(401, 'unauthorised', MESSAGES.noPermission);
  if (!isDataManager(caller)) throw new HttpError(403, 'forbidden', MESSAGES.noPermission);
  return caller;
}

/** Spec 01 §6: search explanations are for data managers; anyone else asking is refused (ADR 016). */
export function guardExplain<T extends { explain: boolean }>(request: FastifyRequest, criteria: T): T {
  if (criteria.explain) requireDataManager(request);
  return criteria;
}
