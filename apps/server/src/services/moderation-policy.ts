import { MESSAGES } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/** Who may review and moderate tags and notes (spec 03 §6 content manager; ADR 045): pure rules. */

export function isContentManager(caller: Caller | null): boolean {
  return caller?.roles.includes('contentManager') ?? false;
}

/** Sign in first when anonymous (401); refused for anyone signed in without the role (403). */
export function mayModerate(caller: Caller | null): Decision {
  if (caller === null) return refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission);
  return isContentManager(caller) ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}
