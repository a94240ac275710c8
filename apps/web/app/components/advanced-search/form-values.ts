import {
  CATEGORY_NAMESPACE,
  TEXT_FIELD_KEYS,
  TEXT_MODES,
  cleanSearchText,
  criteriaToParams,
  hasSearchTerms,
  parseSearchCriteria,
  type CriteriaProblem,
  type RawQuery,
  type SearchCriteria,
  type TextMode,
} from '@trove/contracts';
import type { TitleOption } from './lookups.ts';

/** What a form holds: each URL parameter's values, in the order the fields give them. */
export type FormValues = Record<string, string[]>;

/** The form values that show criteria read from an address (or passed in by the search screen). */
export function valuesFromCriteria(criteria: SearchCriteria): FormValues {
  const values: FormValues = {};
  // Paging and sort are not the form's: they are left out so a new search starts afresh.
  const params = criteriaToParams({
    ...criteria,
    startPos: 0,
    pageSize: 20,
    pageTotals: false,
    sortBy: 'relevance',
    explain: false,
  });
  for (const [key, value] of params) (values[key] ??= []).push(value);
  return values;
}

/** The words and mode a text row shows: the first of `{field}`, `.any`, `.phrase`, `.not` set. */
export function textRowValue(values: FormValues, field: string): { value: string; mode: TextMode } {
  for (const mode of TEXT_MODES) {
    const value = values[mode === 'all' ? field : `${field}.${mode}`]?.[0];
    if (value) return { value, mode };
  }
  return { value: '', mode: 'all' };
}

/**
 * The raw query of a submitted form: text cleaned (trimmed, whitespace collapsed), empty values
 * and 'all' modes left out, so empty fields never reach the address.
 */
export function queryFromEntries(
  entries: Iterable<[string, FormDataEntryValue]>,
  splitParams: readonly string[] = [],
): Record<string, string[]> {
  // No prototype: a field named constructor or __proto__ is a field like any other.
  const query: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string') continue;
    const parts = splitParams.includes(key) ? entry.split(',') : [entry];
    for (const part of parts) {
      const value = cleanSearchText(part);
      if (!value) continue;
      if (key.endsWith('.mod') && value === 'all') continue;
      const list = (query[key] ??= []);
      if (!list.includes(value)) list.push(value);
    }
  }
  // A mode without its words says nothing.
  for (const field of TEXT_FIELD_KEYS) if (!query[field]) delete query[`${field}.mod`];
  // Choosing a gov.au state limits to gov.au (spec 01 §2.7: the state is optional within it).
  if (query['l-auGovState'] && !query['l-auGov']) query['l-auGov'] = ['y'];
  return query;
}

/**
 * Titles and states of the newspaper lookup. Limits combine with AND (ADR 008), but a visitor
 * choosing New South Wales and one Victorian title means either, so:
 * titles inside a chosen state are dropped (the state covers them); whole states alone go as
 * `l-advstate`; states with titles of other states are written out as their titles.
 */
export function resolveTitleLimits(
  query: Record<string, string[]>,
  titles: readonly TitleOption[],
): Record<string, string[]> {
  const states = query['l-advstate'] ?? [];
  const chosen = query['l-advtitle'] ?? [];
  if (states.length === 0 || chosen.length === 0) return query;
  const stateOf = new Map(titles.map((t) => [t.value, t.state]));
  const others = chosen.filter((id) => {
    const state = stateOf.get(id);
    return !(state && states.includes(state));
  });
  const next = { ...query };
  if (others.length === 0) {
    delete next['l-advtitle'];
    return next;
  }
  const expanded = titles.filter((t) => t.state !== null && states.includes(t.state)).map((t) => t.value);
  delete next['l-advstate'];
  next['l-advtitle'] = [...new Set([...expanded, ...others])];
  return next;
}

export interface BuiltSearch {
  criteria: SearchCriteria;
  /** Problems with the spec's messages, each naming the parameter (the field) at fault. */
  problems: CriteriaProblem[];
  /** Whether there is anything to search for. */
  empty: boolean;
  /** The results address's query, built by the contracts' criteriaToParams. */
  params: URLSearchParams;
}

/** Reads a form's query with the one parser every search uses, and builds its address. */
export function buildSearch(query: RawQuery): BuiltSearch {
  const { criteria, problems } = parseSearchCriteria(query);
  return { criteria, problems, empty: !hasSearchTerms(criteria), params: criteriaToParams(criteria) };
}

/** The results page of a collection for a query. */
export function resultsAddress(categoryKey: string, params: URLSearchParams): string {
  const text = params.toString();
  return `${searchPath(categoryKey)}${text ? `?${text}` : ''}`;
}

export function searchPath(categoryKey: string): string {
  return `/search/${CATEGORY_NAMESPACE}/${encodeURIComponent(categoryKey)}`;
}
