import { LIMITS } from '../limits.ts';

/**
 * The merge and separate dialogs' texts, which the API answers with too (spec 01 §5, 02 §2; ADR
 * 016). Without zod, so the browser has them without the schemas (ADR 035).
 */

/**
 * A merge or separate note that is too long. The spec gives the limits (200) but no text; this is
 * the wording spec 01 §5 gives the other bulk dialogs' fields ('Your name is too long (N
 * characters). The name must not be longer than 255 characters.'). The dialogs and the server say
 * the same words.
 */
export const mergeNoteTooLong = (length: number) =>
  `Your note is too long (${length} characters). The note must not be longer than ${LIMITS.mergeNote} characters.`;
export const separateNoteTooLong = (length: number) =>
  `Your note is too long (${length} characters). The note must not be longer than ${LIMITS.separateNote} characters.`;
export const MERGE_COUNT_MESSAGE = 'Select at least 2 works to merge';
export const MERGE_DISTINCT_MESSAGE = 'A work may be merged only once';
