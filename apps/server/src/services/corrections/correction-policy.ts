import { CONTRIBUTION_WRITE_MESSAGES, CORRECTION_MESSAGES } from '@trove/contracts';
import type { Caller } from '../../auth/caller.ts';
import { type Decision, allow, refuse } from '../../domain/decision.ts';
import { isDataManager, mayManageData } from '../data-manager-policy.ts';

/**
 * Who may correct an article's text and who looks after corrections (issue 17 §1, ADR 046). Pure
 * rules over the caller, the human check and a block, tested as a matrix.
 */

const humanFirst = refuse('refused', 'human_check', CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst);
const blocked = refuse('refused', 'correction_blocked', CORRECTION_MESSAGES.blocked);

/**
 * Saving corrected lines: a signed-in reader freely unless a data manager blocked the account; a
 * visitor once past the human check, as for public tags and notes.
 */
export function mayCorrect(caller: Caller | null, isHuman: boolean, isBlocked: boolean): Decision {
  if (caller === null) return isHuman ? allow : humanFirst;
  return isBlocked ? blocked : allow;
}

/** Reverting, reviewing held corrections, blocking and unblocking: data managers only. */
export function mayLookAfterCorrections(caller: Caller | null): Decision {
  return mayManageData(caller);
}

/** Whether held and rejected corrections show in an article's history. */
export function seesHeldCorrections(caller: Caller | null): boolean {
  return isDataManager(caller);
}
