import { CONTRIBUTION_WRITE_MESSAGES, MESSAGES } from '@trove/contracts';
import type { ApiResult } from '@trove/contracts';

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

/** The part of a tag or note form an error is about: it is shown beside it and tied to it. */
export type ErrorField = 'content' | 'visibility' | 'humanCheck' | 'form';

export interface FormError {
  field: ErrorField;
  message: string;
}

/** Where a message belongs: the human check, the visibility choice, or else the text typed. */
export function fieldError(message: string): FormError {
  if (message === CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst) return { field: 'humanCheck', message };
  if (
    message === CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility') ||
    message === CONTRIBUTION_WRITE_MESSAGES.privateNeedsSignIn
  )
    return { field: 'visibility', message };
  return { field: 'content', message };
}

/** A failed save: the server's refusal of a field goes beside that field, anything else under the form. */
export function failureError(result: Extract<ApiResult<unknown>, { ok: false }>, action: string): FormError {
  const message = failureMessage(result, action);
  const error = fieldError(message);
  // A 400 refuses what was typed; other failures are about the field only when they name it.
  return result.status === 400 || error.field !== 'content' ? error : { field: 'form', message };
}

/** The message of the error while it is about this field, else null (for `fieldErrorProps` and `FieldError`). */
export function problemOf(error: FormError | null, field: ErrorField): string | null {
  return error?.field === field ? error.message : null;
}
