import { CONTRIBUTION_WRITE_MESSAGES, LIST_WRITE_MESSAGES, MESSAGES } from '@trove/contracts';
import type { ApiResult } from '@trove/contracts';

/**
 * The action phrase of each bulk call for the shared handler's sentence (spec 01 §8). Add to list
 * and Add tag take the spec's own phrases as written; the spec gives none for the other two.
 */
export const BULK_ACTIONS = {
  addToList: LIST_WRITE_MESSAGES.saveAction,
  addTag: CONTRIBUTION_WRITE_MESSAGES.saveTagAction,
  removeTag: CONTRIBUTION_WRITE_MESSAGES.removeTagAction,
  merge: 'merge the selected works',
} as const;

/**
 * What a failed bulk call shows (spec 01 §8): the server's own message when it refused the request
 * (bulk failures show the server's response message); with no answer, a server fault or an answer
 * not understood, the shared handler's 'An unexpected error has occurred while attempting to …',
 * never the browser's raw text such as 'Failed to fetch'.
 */
export function bulkFailureMessage(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  action: string,
): string {
  if (result.kind === 'http' && result.status < 500 && result.message) return result.message;
  return MESSAGES.unexpected(action);
}
