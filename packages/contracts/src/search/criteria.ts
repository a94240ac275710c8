import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import {
  cleanSearchText,
  expandFuzzyDate,
  isValidIsbn,
  isValidIsmn,
  isValidIssn,
  isValidYear,
} from '../validators.ts';
import { SORT_OPTIONS, type SortBy } from '../api/search-rules.ts';
import { FACETS } from './facets.ts';

/**
 * The search query of spec 01 §3 and §2.7 as URL parameters, the same on the page's address and
 * on GET /api/search/{category}: one parser for the server and the web app, so a link means the
 * same everywhere. See ADR 008 for the choices the spec leaves open.
 */

/** Text fields: `{field}` holds words that must all match; `.any`, `.phrase`, `.not` the other modes. */
export const TEXT_FIELD_KEYS = [
  'keyword',
  'title',
  'creator',
  'subject',
  'name',
  'organisationname',
] as const;
export type TextFieldKey = (typeof TEXT_FIELD_KEYS)[number];
export const TEXT_MODES = ['all', 'any', 'phrase', 'not'] as const;
export type TextMode = (typeof TEXT_MODES)[number];

/** Exact values: identifiers compared without spaces and hyphens, a library's NUC, a public tag, a batch. */
export const VALUE_FIELD_KEYS = ['isbn', 'issn', 'ismn', 'nuc', 'publictag', 'batchId'] as const;
export type ValueFieldKey = (typeof VALUE_FIELD_KEYS)[number];

/** Ranges: `{key}.from` and `{key}.to` (date and existencedate fuzzy dates, year whole years); l-birth, l-death years. */
export const RANGE_KEYS = ['date', 'year', 'existencedate', 'birth', 'death'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/**
 * Every `l-` limit a search takes. Those named by a facet filter on that facet's terms; the others
 * are the advanced forms' own (advtitle and advstate filter like title and state).
 */
export const LIMIT_KEYS = [
  ...Object.values(FACETS).map((f) => f.limit),
  'l-australianelectronic',
  'l-advtitle',
  'l-advstate',
  'l-advContentType',
  'l-advSite',
  'l-relatedTerms',
  'l-usertag',
  'l-auGov',
  'l-auGovState',
] as const;

/**
 * The limit of the asker's own tags, public and private (spec 01 §2.5 user-tag limit, ADR 022):
 * what it finds depends on who asks, and it is not a facet of one collection.
 */
export const USER_TAG_LIMIT = 'l-usertag';

/** Whether a search's answer depends on who asks: then it is never shared with anyone else. */
export function dependsOnCaller(criteria: Pick<SearchCriteria, 'limits'>): boolean {
  return criteria.limits.some((limit) => limit.key === USER_TAG_LIMIT);
}

export const LIMIT_LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.values(FACETS).map((f) => [f.limit, f.displayName])),
  'l-australianelectronic': 'Australian electronic publications',
  'l-advtitle': 'Title',
  'l-advstate': 'State',
  'l-advContentType': 'File type',
  'l-advSite': 'Domain tag',
  'l-relatedTerms': 'Related terms',
  'l-usertag': 'Tagged',
  'l-auGov': 'gov.au domain',
  'l-auGovState': 'gov.au state',
};

/** `{limit}.mod`: not leaves the terms out; all requires every one (default: any of them). */
export const LIMIT_MODS = ['any', 'all', 'not'] as const;
export type LimitMod = (typeof LIMIT_MODS)[number];

export interface TextCriterion {
  field: TextFieldKey;
  mode: TextMode;
  value: string;
}
export interface RangeCriterion {
  field: RangeKey;
  /** YYYY-MM-DD (years before 1 keep their sign); null is an open end. */
  from: string | null;
  to: string | null;
}
export interface LimitCriterion {
  key: string;
  values: string[];
  mod: LimitMod;
}

export interface SearchCriteria {
  text: TextCriterion[];
  values: { field: ValueFieldKey; value: string }[];
  ranges: RangeCriterion[];
  limits: LimitCriterion[];
  startPos: number;
  pageSize: number;
  /** Counts of the previous and next pages are wanted (website paging). */
  pageTotals: boolean;
  sortBy: SortBy;
  /** Data managers: each result's score explained. */
  explain: boolean;
}

export interface CriteriaProblem {
  /** The parameter at fault, as it appears in the address. */
  param: string;
  message: string;
}

/**
 * The parser's problems as one message naming each parameter at fault: the web shows it as the
 * failed search, the API answers it as the 400's message.
 */
export function criteriaProblemsMessage(problems: readonly CriteriaProblem[]): string {
  return problems.map((p) => `${p.param}: ${p.message}`).join(' ');
}

export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The raw query of an address's parameters, repeated ones as lists. A map without a prototype:
 * a parameter named 'constructor' or '__proto__' is a parameter like any other (ADR 024).
 */
export function rawQueryOf(params: Iterable<readonly [string, string]>): Record<string, string[]> {
  const raw: Record<string, string[]> = Object.create(null);
  for (const [key, value] of params) (raw[key] ??= []).push(value);
  return raw;
}

const all = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split('\u0000'));
const first = (query: RawQuery, key: string): string => cleanSearchText(all(query[key])[0]);

const VALUE_CHECKS: Partial<Record<ValueFieldKey, [(v: string) => boolean, string]>> = {
  isbn: [isValidIsbn, MESSAGES.notValidIsbn],
  issn: [isValidIssn, MESSAGES.notValidIssn],
  ismn: [isValidIsmn, MESSAGES.notValidIsmn],
};

function textParamKey(field: TextFieldKey, mode: TextMode): string {
  return mode === 'all' ? field : `${field}.${mode}`;
}

function readRange(query: RawQuery, field: RangeKey, problems: CriteriaProblem[]): RangeCriterion | null {
  if (field === 'birth' || field === 'death') {
    const raw = first(query, `l-${field}`);
    if (!raw) return null;
    const m = /^(-?\d{1,4})(?:\s*(?:-|to)\s*(-?\d{1,4}))?$/.exec(raw);
    if (!m || !isValidYear(m[1] ?? '') || (m[2] !== undefined && !isValidYear(m[2]))) {
      problems.push({ param: `l-${field}`, message: MESSAGES.notValidYear });
      return null;
    }
    return { field, from: yearDay(m[1] ?? '', 'from'), to: yearDay(m[2] ?? m[1] ?? '', 'to') };
  }
  const bounds = (['from', 'to'] as const).map((bound) => {
    const param = `${field}.${bound}`;
    const raw = first(query, param);
    if (!raw) return null;
    if (field === 'year') {
      if (isValidYear(raw)) return yearDay(raw, bound);
      problems.push({ param, message: MESSAGES.notValidYear });
      return null;
    }
    const day = expandFuzzyDate(raw, bound);
    if (day === null) problems.push({ param, message: MESSAGES.fuzzyDate });
    return day;
  });
  const [from = null, to = null] = bounds;
  return from === null && to === null ? null : { field, from, to };
}

/** A year as the first or last day of that year, zero-padded to four digits with its sign. */
function yearDay(year: string, bound: 'from' | 'to'): string {
  const n = Number(year);
  const digits = String(Math.abs(n)).padStart(4, '0');
  return `${n < 0 ? '-' : ''}${digits}-${bound === 'from' ? '01-01' : '12-31'}`;
}

/**
 * Reads a search query. Problems name the parameter and use the spec's messages; parameters the
 * search does not know (includeraw, tracking tags) are ignored.
 */
export function parseSearchCriteria(query: RawQuery): {
  criteria: SearchCriteria;
  problems: CriteriaProblem[];
} {
  const problems: CriteriaProblem[] = [];
  const text: TextCriterion[] = [];
  for (const field of TEXT_FIELD_KEYS) {
    for (const mode of TEXT_MODES) {
      const value = first(query, textParamKey(field, mode));
      if (!value) continue;
      const mod = first(query, `${field}.mod`);
      // `{field}.mod` re-reads the plain field in another mode (the basic bar's mode select).
      const effective =
        mode === 'all' && (TEXT_MODES as readonly string[]).includes(mod) ? (mod as TextMode) : mode;
      text.push({ field, mode: effective, value });
    }
  }
  const values: SearchCriteria['values'] = [];
  for (const field of VALUE_FIELD_KEYS) {
    for (const raw of all(query[field])) {
      const value = cleanSearchText(raw);
      if (!value) continue;
      const check = VALUE_CHECKS[field];
      if (check && !check[0](value)) problems.push({ param: field, message: check[1] });
      else values.push({ field, value });
    }
  }
  const ranges = RANGE_KEYS.map((f) => readRange(query, f, problems)).filter((r) => r !== null);
  const limits: LimitCriterion[] = [];
  for (const key of Object.keys(query)) {
    if (!key.startsWith('l-') || key.endsWith('.mod') || key === 'l-birth' || key === 'l-death') continue;
    if (!(LIMIT_KEYS as readonly string[]).includes(key)) {
      problems.push({ param: key, message: `${key} is not a limit this search knows.` });
      continue;
    }
    const values = [
      ...new Set(
        all(query[key])
          .map(cleanSearchText)
          .filter((v) => v !== ''),
      ),
    ];
    if (values.length === 0) continue;
    const mod = first(query, `${key}.mod`);
    limits.push({
      key,
      values,
      mod: (LIMIT_MODS as readonly string[]).includes(mod) ? (mod as LimitMod) : 'any',
    });
  }

  const startPos = Number.parseInt(first(query, 'startPos') || '0', 10);
  const pageSize = Number.parseInt(first(query, 'pageSize') || String(LIMITS.defaultPageSize), 10);
  if (!Number.isInteger(startPos) || startPos < 0)
    problems.push({ param: 'startPos', message: 'startPos must be a whole number, 0 or more.' });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIMITS.maxPageSize)
    problems.push({
      param: 'pageSize',
      message: `pageSize must be a whole number from 1 to ${LIMITS.maxPageSize}.`,
    });
  const sort = first(query, 'sortBy') || 'relevance';
  if (!(SORT_OPTIONS as readonly string[]).includes(sort))
    problems.push({ param: 'sortBy', message: `sortBy must be one of ${SORT_OPTIONS.join(', ')}.` });
  const flag = (key: string) => ['true', 'y', '1', 'on'].includes(first(query, key).toLowerCase());
  return {
    criteria: {
      text,
      values,
      ranges,
      limits,
      startPos: Number.isInteger(startPos) && startPos >= 0 ? startPos : 0,
      pageSize:
        Number.isInteger(pageSize) && pageSize >= 1
          ? Math.min(pageSize, LIMITS.maxPageSize)
          : LIMITS.defaultPageSize,
      pageTotals: flag('pageTotals'),
      sortBy: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortBy) : 'relevance',
      explain: flag('explain'),
    },
    problems,
  };
}

/** Whether the criteria hold anything to search for (paging and sort alone are not a search). */
export function hasSearchTerms(criteria: SearchCriteria): boolean {
  return (
    criteria.text.length > 0 ||
    criteria.values.length > 0 ||
    criteria.ranges.length > 0 ||
    criteria.limits.length > 0
  );
}

/** The URL parameters of criteria, in a stable order, empty values and defaults omitted. */
export function criteriaToParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const t of criteria.text) params.append(textParamKey(t.field, t.mode), t.value);
  for (const v of criteria.values) params.append(v.field, v.value);
  for (const r of criteria.ranges) {
    if (r.field === 'birth' || r.field === 'death') {
      const from = r.from?.replace(/-\d{2}-\d{2}$/, '');
      const to = r.to?.replace(/-\d{2}-\d{2}$/, '');
      params.set(`l-${r.field}`, from === to || !to ? (from ?? '') : `${from ?? ''}-${to}`);
      continue;
    }
    const asYear = (day: string | null) => (r.field === 'year' ? day?.replace(/-\d{2}-\d{2}$/, '') : day);
    if (r.from) params.set(`${r.field}.from`, asYear(r.from) ?? '');
    if (r.to) params.set(`${r.field}.to`, asYear(r.to) ?? '');
  }
  for (const l of criteria.limits) {
    for (const value of l.values) params.append(l.key, value);
    if (l.mod !== 'any') params.set(`${l.key}.mod`, l.mod);
  }
  if (criteria.startPos > 0) params.set('startPos', String(criteria.startPos));
  if (criteria.pageSize !== LIMITS.defaultPageSize) params.set('pageSize', String(criteria.pageSize));
  if (criteria.pageTotals) params.set('pageTotals', 'true');
  if (criteria.sortBy !== 'relevance') params.set('sortBy', criteria.sortBy);
  if (criteria.explain) params.set('explain', 'true');
  return params;
}
