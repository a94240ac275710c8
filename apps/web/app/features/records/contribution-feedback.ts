import { MESSAGES } from '@trove/contracts';
import type { ApiResult } from '../../lib/api.ts';

/**
 * The spec's shared handler (spec 01 §8, 03 §8) for a failed tag or note call: 401 and 403 name
 * the server's reason (the human check, sign-in, or no permission); anything else is the
 * unexpected-error sentence with the call's action phrase.
 */
export function failureMessage(result: Extract<ApiResult<unknown>, { ok: false }>, action: string): string {
  if (result.status === 400 || result.status === 401 || result.status === 403)
    return result.message || MESSAGES.noPermission;
  if (result.status === 404) return MESSAGES.resourceNotFound;
  return MESSAGES.unexpected(action);
}
