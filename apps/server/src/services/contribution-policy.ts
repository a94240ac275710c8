import { CONTRIBUTION_WRITE_MESSAGES, MESSAGES } from '@trove/contracts';
import { type Caller, type CallerId, callerIdOf } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/**
 * Who may add, change and remove tags and notes (spec 01 §6, spec 02 §6; ADR 015). Pure rules over
 * the caller, the human check and the owner of a row, so they are tested as a matrix.
 */

const signInFirst = refuse('unauthenticated', 'unauthorised', CONTRIBUTION_WRITE_MESSAGES.privateNeedsSignIn);
const notSignedIn = refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission);
const notPermitted = refuse('refused', 'forbidden', MESSAGES.noPermission);
const humanFirst = refuse('refused', 'human_check', CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst);

/** Whoever adds: a private tag or note needs sign-in; a public one from an anonymous visitor needs the human check. */
export function mayAdd(caller: Caller | null, isHuman: boolean, priv: boolean): Decision {
  if (caller !== null) return allow;
  if (priv) return signInFirst;
  return isHuman ? allow : humanFirst;
}

/** Changing or removing one row: only its owner (an anonymous row has none, so nobody but a data manager's bulk removal). */
export function mayChange(caller: Caller | null, ownerId: number | null): Decision {
  if (caller === null) return notSignedIn;
  return isOwner(caller, ownerId) ? allow : notPermitted;
}

/** Bulk removal of tags: own ones, or any for a data manager. */
export function mayBulkRemove(caller: Caller | null, ownerIds: readonly (number | null)[]): Decision {
  if (caller === null) return notSignedIn;
  if (caller.roles.includes('dataManager')) return allow;
  return ownerIds.every((owner) => owner === caller.userId) ? allow : notPermitted;
}

/** Whether a caller sees a row as their own (editable, deletable). */
export function isOwner(caller: Caller | null, ownerId: number | null): boolean {
  return isOwnRow(callerIdOf(caller), ownerId);
}

/** The same, when only the caller's account id is at hand (the read side's answers). */
export function isOwnRow(callerId: CallerId, ownerId: number | null): boolean {
  return callerId !== null && ownerId !== null && ownerId === callerId;
}
