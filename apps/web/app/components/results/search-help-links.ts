import { withParams } from './query-links.ts';

/**
 * Links of the search help (issue 14 §2, ADR 034) from the page's own address, so they work on
 * search pages and on a collection's own page alike: the corrected search of 'Did you mean', and
 * the same search without its date limit. Both keep every other parameter and start at page one.
 */

/** Parameters that limit a search by date: the date and year ranges and the decade and year facets. */
const DATE_PARAMS = [
  'date.from',
  'date.to',
  'year.from',
  'year.to',
  'l-decade',
  'l-decade.mod',
  'l-year',
  'l-year.mod',
];

/** A date range written in the keyword itself (date:[1900 TO 1910]). */
const keywordRange = () => /(^|\s)date:\[[^\]]*\]/gi;

/** The same search with the keyword corrected: what 'Did you mean' runs. */
export function suggestionHref(pathname: string, search: string, keyword: string): string {
  return withParams(pathname, search, { keyword, startPos: null });
}

/** Whether the search is limited by date, in its parameters or in its keyword. */
export function hasDateLimit(search: string): boolean {
  const current = new URLSearchParams(search);
  return (
    DATE_PARAMS.some((key) => current.has(key)) ||
    current.getAll('keyword').some((k) => keywordRange().test(k))
  );
}

/** The same search without any date limit. */
export function withoutDateLimitHref(pathname: string, search: string): string {
  const next = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (DATE_PARAMS.includes(key) || key === 'startPos') continue;
    const kept = key === 'keyword' ? value.replace(keywordRange(), '$1').replace(/\s+/g, ' ').trim() : value;
    if (kept !== '') next.append(key, kept);
  }
  return withParams(pathname, next.toString(), {});
}
