import { MESSAGES, type CriteriaProblem } from '@trove/contracts';

/**
 * Validation of the advanced forms is the contracts' parser (parseSearchCriteria): the same rules
 * and the spec's messages (01 §5) on the page and on the API. Here: how its problems are shown.
 */

/** The first message for each field at fault. */
export function errorsByParam(problems: readonly CriteriaProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of problems) errors[p.param] ??= p.message;
  return errors;
}

/** Shown when a search has nothing in it (spec 01 §2.7, §4). */
export const EMPTY_SEARCH_MESSAGE = 'Enter at least one word, identifier, date or limit to search for.';

/** Messages this form may show, quoted from the spec (01 §5) through the contracts. */
export const VALIDATION_MESSAGES = [
  MESSAGES.notValidYear,
  MESSAGES.notValidIsbn,
  MESSAGES.notValidIssn,
  MESSAGES.notValidIsmn,
  MESSAGES.fuzzyDate,
] as const;
