import { MESSAGES } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';
import { isOwner } from './contribution-policy.ts';

/** Who may add to lists and see them (spec 01 §5, §7; ADR 017). Pure rules over the caller and a list's owner. */

/** Adding to lists, new or existing, needs an account to hold them. */
export function mayAddToLists(caller: Caller | null): Decision {
  return caller === null ? refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission) : allow;
}

/** Adding to an existing list: only its owner (collaborative lists are not open to others yet). */
export function mayAddToList(caller: Caller | null, ownerId: number): Decision {
  if (caller === null) return mayAddToLists(caller);
  return isOwner(caller, ownerId) ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}

/** A user's private lists show to that user only. */
export function seesPrivateListsOf(caller: Caller | null, userId: number): boolean {
  return isOwner(caller, userId);
}
