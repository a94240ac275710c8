import {
  CATEGORY_NAMESPACE,
  cleanSearchText,
  criteriaToParams,
  hasSearchTerms,
  parseSearchCriteria,
  type CriteriaProblem,
  rawQueryOf,
  type ResultsPage,
  type SearchCriteria,
  type SortBy,
  USER_TAG_LIMIT,
} from '@trove/contracts';

/**
 * The one place the web app reads a search from an address (spec 01 §3, ADR 008), and the route
 * rules of spec 01 §4 that build the next address from the current one.
 */

/** The result of a search as a page shows it: results, or why there are none. */
export type SearchOutcome =
  { ok: true; page: ResultsPage } | { ok: false; message: string; noResponse: boolean; status: number };

export interface SearchParams {
  /** The plain keyword (in whatever mode `keyword.mod` chose), for display and the search box. */
  keyword: string;
  /**
   * The words a result's page highlights (spec 01 §2.1 searchTerm): the keyword, any-words and
   * phrase fields, never the words to leave out.
   */
  searchTerm: string;
  startPos: number;
  pageSize: number;
  sortBy: SortBy;
  /** Everything the address asks for, read by the shared parser. */
  criteria: SearchCriteria;
  /** What the parser could not accept: shown as the search failure, never a crash. */
  problems: CriteriaProblem[];
  /** Whether there is anything to search for (a keyword, a field, a range or a limit). */
  hasQuery: boolean;
}

/** Reads the search query of an address with the shared parser, forgiving odd values. */
export function readSearchParams(search: URLSearchParams): SearchParams {
  const { criteria, problems } = parseSearchCriteria(rawQueryOf(search));
  const keyword = criteria.text.find((t) => t.field === 'keyword')?.value ?? '';
  const searchTerm = criteria.text
    .filter((t) => t.field === 'keyword' && t.mode !== 'not')
    .map((t) => (t.mode === 'phrase' ? `"${t.value}"` : t.value))
    .join(' ');
  return {
    keyword,
    searchTerm,
    startPos: criteria.startPos,
    pageSize: criteria.pageSize,
    sortBy: criteria.sortBy,
    criteria,
    problems,
    hasQuery: hasSearchTerms(criteria),
  };
}

/** A search call's query fields: a repeated parameter as a list of its values, in their order. */
export type SearchFields = Record<string, string | string[]>;

/**
 * The API query of a search, as the fields of a search call: every parameter of the criteria, in
 * the parser's stable order (a repeated parameter's values stay together, in their order).
 */
export function apiSearchFields(
  criteria: SearchCriteria,
  overrides: Partial<SearchCriteria> = {},
): SearchFields {
  const fields = new Map<string, string[]>();
  for (const [key, value] of criteriaToParams({ ...criteria, ...overrides }))
    fields.set(key, [...(fields.get(key) ?? []), value]);
  return Object.fromEntries(
    [...fields].map(([key, values]) => [key, values.length === 1 ? (values[0] ?? '') : values]),
  );
}

// ---------------------------------------------------------------------------------------------
// Route rules (spec 01 §4)

/** Address of a search: one collection, or SearchAll (null), where startPos is dropped. */
export function searchPath(categoryKey: string | null): string {
  return categoryKey ? `/search/${CATEGORY_NAMESPACE}/${encodeURIComponent(categoryKey)}` : '/search';
}

/** Empty values (empty array parameters) are omitted; without a collection startPos is dropped. */
export function searchHref(categoryKey: string | null, params: URLSearchParams): string {
  const clean = new URLSearchParams();
  for (const [key, value] of params) {
    if (value.trim() === '') continue;
    if (key === 'startPos' && (!categoryKey || value === '0')) continue;
    clean.append(key, value);
  }
  const text = clean.toString();
  return `${searchPath(categoryKey)}${text ? `?${text}` : ''}`;
}

const isLimitParam = (key: string) => key.startsWith('l-');

/**
 * A parameter a new collection does not carry over: limits (facets) and paging. The user-tag limit
 * is no facet of one collection but the visitor's own tags (ADR 022): it goes along, like the words.
 */
function isCollectionSpecific(key: string): boolean {
  return (isLimitParam(key) && !isLimitOfAll(key)) || key === 'startPos';
}

const isLimitOfAll = (key: string) => key === USER_TAG_LIMIT || key === `${USER_TAG_LIMIT}.mod`;

/** Changing collection keeps the query but resets facets, limits and paging. */
export function collectionHref(categoryKey: string | null, current: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!isCollectionSpecific(key)) next.append(key, value);
  return searchHref(categoryKey, next);
}

/** Changing sort returns to the first page. */
export function sortHref(categoryKey: string | null, current: URLSearchParams, sortBy: SortBy): string {
  const next = new URLSearchParams(current);
  next.delete('startPos');
  if (sortBy === 'relevance') next.delete('sortBy');
  else next.set('sortBy', sortBy);
  return searchHref(categoryKey, next);
}

/**
 * A data manager's explanations on or off (spec 01 §6, ADR 019): the same page of the same search,
 * every other parameter kept; any spelling of the flag (y, 1, on) gives way to explain=true.
 */
export function explainHref(categoryKey: string | null, current: URLSearchParams, on: boolean): string {
  const next = new URLSearchParams(current);
  next.delete('explain');
  if (on) next.set('explain', 'true');
  return searchHref(categoryKey, next);
}

/** Another page of the same search. */
export function pageHref(categoryKey: string | null, current: URLSearchParams, startPos: number): string {
  const next = new URLSearchParams(current);
  if (startPos > 0) next.set('startPos', String(startPos));
  else next.delete('startPos');
  return searchHref(categoryKey, next);
}

/**
 * A facet term added to or removed from its limit: back to the first page; removing the last
 * value of a limit removes its `.mod` too.
 */
export function toggledLimit(
  current: URLSearchParams,
  limit: string,
  value: string,
  on: boolean,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('startPos');
  const values = next.getAll(limit).filter((v) => v !== value);
  next.delete(limit);
  const kept = on ? [...values, value] : values;
  for (const v of kept) next.append(limit, v);
  if (kept.length === 0) next.delete(`${limit}.mod`);
  return next;
}

/** The search address with a facet term added to or removed from its limit. */
export function limitHref(
  categoryKey: string | null,
  current: URLSearchParams,
  limit: string,
  value: string,
  on: boolean,
): string {
  return searchHref(categoryKey, toggledLimit(current, limit, value, on));
}

/**
 * The address without limits whose facets disappeared from the results (spec 01 §4): each named
 * limit goes with its `.mod`, and paging returns to the first page.
 */
export function withoutLimitsHref(
  categoryKey: string | null,
  current: URLSearchParams,
  limits: string[],
): string {
  const next = new URLSearchParams(current);
  next.delete('startPos');
  for (const limit of limits) {
    next.delete(limit);
    next.delete(`${limit}.mod`);
  }
  return searchHref(categoryKey, next);
}

/** Every limit removed ('Clear all'): the words of the query stay. */
export function clearLimitsHref(categoryKey: string | null, current: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!isLimitParam(key) && key !== 'startPos') next.append(key, value);
  return searchHref(categoryKey, next);
}

/**
 * A new keyword from the basic bar: null when there is nothing to search (empty or blank). The
 * keyword is normalised (curly quotes, dashes); paging is cleared; limits stay unless the
 * collection changes. Other words of the query (advanced fields) stay with their collection.
 */
export function keywordSearchHref(
  text: string,
  target: {
    categoryKey: string | null;
    current?: URLSearchParams;
    currentCategoryKey?: string | null;
    /** The keyword the box started with: whichever keyword parameter held it is replaced. */
    shownKeyword?: string | null;
  },
): string | null {
  const keyword = cleanSearchText(text);
  if (!keyword) return null;
  const current = target.current ?? new URLSearchParams();
  const sameCollection = (target.currentCategoryKey ?? null) === target.categoryKey;
  const shown = cleanSearchText(target.shownKeyword);
  const next = new URLSearchParams();
  next.set('keyword', keyword);
  for (const [key, value] of current) {
    if (key === 'keyword' || key === 'startPos') continue;
    if (shown && key.startsWith('keyword.') && key !== 'keyword.mod' && cleanSearchText(value) === shown)
      continue;
    if (!sameCollection && isCollectionSpecific(key)) continue;
    next.append(key, value);
  }
  return searchHref(target.categoryKey, next);
}

/** The same search again (same collection and query, in any parameter order) is ignored. */
export function isSameSearch(a: string, b: string): boolean {
  const split = (href: string) => {
    const url = new URL(href, 'http://x');
    const params = [...url.searchParams].map(([k, v]) => `${k}=${v}`).sort();
    return `${url.pathname}?${params.join('&')}`;
  };
  return split(a) === split(b);
}

/** The query parameters of the current search minus paging, for links that start a new search. */
export function queryWithout(current: URLSearchParams, keys: string[]): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keys) next.delete(key);
  return next;
}
