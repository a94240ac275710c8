import type { PartialMatch } from './search-help.ts';

/**
 * The words of the search help (ADR 034). Without zod, so the browser has them without the schemas
 * (ADR 035).
 */

/** The label of results that hold most but not all of the words. */
export function partialMatchMessage({ matched, of }: PartialMatch): string {
  return `No results contain all of your words. Showing results that contain ${matched} of your ${of} words.`;
}
