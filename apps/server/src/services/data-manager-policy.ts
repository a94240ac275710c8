import { MESSAGES } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/**
 * What only data managers may do (spec 03 §8; ADR 016): merge and split works, read raw records,
 * explain a search, see a deleted work's details. Pure rules over the caller.
 */

export function isDataManager(caller: Caller | null): boolean {
  return caller?.roles.includes('dataManager') ?? false;
}

/** The shared handler's refusal: sign in first when anonymous, refused for anyone else signed in. */
export function mayManageData(caller: Caller | null): Decision {
  if (caller === null) return refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission);
  return isDataManager(caller) ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}
