import { CONTRIBUTION_WRITE_MESSAGES, MESSAGES } from '@trove/contracts';
import type { Caller } from '../http/viewer.ts';

/**
 * Who may add, change and remove tags and notes (spec 01 §6, spec 02 §6; ADR 015). Pure rules over
 * the caller, the human check and the owner of a row, so they are tested as a matrix.
 */

/** What a rule decides: allowed, or refused with the status and message the API answers. */
export type Decision =
  | { allowed: true }
  | {
      allowed: false;
      status: 401 | 403;
      code: 'unauthorised' | 'forbidden' | 'human_check';
      message: string;
    };

const allow: Decision = { allowed: true };
const signInFirst: Decision = {
  allowed: false,
  status: 401,
  code: 'unauthorised',
  message: CONTRIBUTION_WRITE_MESSAGES.privateNeedsSignIn,
};
const notPermitted = (status: 401 | 403): Decision => ({
  allowed: false,
  status,
  code: status === 401 ? 'unauthorised' : 'forbidden',
  message: MESSAGES.noPermission,
});
const humanFirst: Decision = {
  allowed: false,
  status: 403,
  code: 'human_check',
  message: CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst,
};

/** Whoever adds: a private tag or note needs sign-in; a public one from an anonymous visitor needs the human check. */
export function mayAdd(caller: Caller | null, isHuman: boolean, priv: boolean): Decision {
  if (caller !== null) return allow;
  if (priv) return signInFirst;
  return isHuman ? allow : humanFirst;
}

/** Changing or removing one row: only its owner (an anonymous row has none, so nobody but a data manager's bulk removal). */
export function mayChange(caller: Caller | null, ownerId: number | null): Decision {
  if (caller === null) return notPermitted(401);
  return ownerId !== null && ownerId === caller.userId ? allow : notPermitted(403);
}

/** Bulk removal of tags: own ones, or any for a data manager. */
export function mayBulkRemove(caller: Caller | null, ownerIds: readonly (number | null)[]): Decision {
  if (caller === null) return notPermitted(401);
  if (caller.roles.includes('dataManager')) return allow;
  return ownerIds.every((owner) => owner === caller.userId) ? allow : notPermitted(403);
}

/** Whether a caller sees a row as their own (editable, deletable). */
export const isOwner = (caller: Caller | null, ownerId: number | null): boolean =>
  caller !== null && ownerId !== null && ownerId === caller.userId;
