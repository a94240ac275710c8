import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import { enforce } from '../domain/decision.ts';
import { isDataManager, mayManageData } from '../services/data-manager-policy.ts';
import { callerOf } from './viewer.ts';

export { isDataManager };

/** The caller of this request, when the data-manager policy lets them in; its refusal otherwise. */
export function requireDataManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  enforce(mayManageData(caller));
  return caller!;
}

/** Spec 01 §6: search explanations are for data managers; anyone else asking is refused (ADR 016). */
export function guardExplain<T extends { explain: boolean }>(request: FastifyRequest, criteria: T): T {
  if (criteria.explain) requireDataManager(request);
  return criteria;
}
