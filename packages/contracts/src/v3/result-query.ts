import type { SortBy } from '../api/search-rules.ts';
import { FACETS, type FacetCode } from '../search/facets.ts';
import { LIMIT_KEYS, type RawQuery } from '../search/criteria.ts';
import {
  V3_CATEGORIES,
  V3_CATEGORY_ALL,
  V3_DEFAULT_N,
  V3_ENCODINGS,
  V3_FACETS,
  V3_INCLUDES,
  V3_MAX_N,
  V3_RECLEVELS,
  V3_SORTS,
  V3_UNHELD_LIMITS,
  type V3Category,
  type V3Encoding,
  type V3Include,
  type V3Reclevel,
  v3CategoryByCode,
  v3LimitNamed,
} from './vocabulary.ts';

/** The parameters of GET /v3/result, read (ADR 051). */
export interface V3ResultQuery {
  /** The query as given; null when empty or v3's facet-only forms (' ', '%00', '*'). */
  q: string | null;
  categories: V3Category[];
  encoding: V3Encoding;
  n: number;
  /** '*' for the first page, else a previous answer's nextStart. */
  s: string;
  bulkHarvest: boolean;
  sortBy: SortBy;
  reclevel: V3Reclevel;
  include: V3Include[];
  facets: FacetCode[];
}

export interface V3Problem {
  param: string;
  message: string;
}

/** v3's own messages for bad parameters (ADR 051 says which are v3's words and which ours). */
export const V3_MESSAGES = {
  categoryRequired: 'Missing required parameter: category',
  badCategory: (value: string) =>
    `Invalid category: ${value}. Valid values are ${[V3_CATEGORY_ALL, ...V3_CATEGORIES.map((c) => c.code)].join(', ')}`,
  badEncoding: (value: string) => `Invalid encoding: ${value}. Valid values are ${V3_ENCODINGS.join(', ')}`,
  badN: (value: string) => `Invalid value for n: ${value}. It must be a whole number from 0 to ${V3_MAX_N}`,
  badS: (value: string) => `Invalid value for s: ${value}. Use * or the nextStart of the previous response`,
  badSort: (value: string) =>
    `Invalid value for sortby: ${value}. Valid values are ${Object.keys(V3_SORTS).join(', ')}`,
  badReclevel: (value: string) =>
    `Invalid value for reclevel: ${value}. Valid values are ${V3_RECLEVELS.join(', ')}`,
  badInclude: (value: string) =>
    `Invalid value for include: ${value}. Valid values are ${V3_INCLUDES.join(', ')}`,
  badFacet: (value: string) => `Invalid facet: ${value}`,
  badLimit: (name: string) => `Invalid limit: ${name}`,
  badBoolean: (param: string, value: string) => `Invalid value for ${param}: ${value}. Use true or false`,
} as const;

const values = (raw: RawQuery, key: string): string[] => {
  const found = Object.keys(raw).filter((k) => k.toLowerCase() === key.toLowerCase());
  return found.flatMap((k) => {
    const v = raw[k];
    return Array.isArray(v) ? v : v === undefined ? [] : [v];
  });
};
/** Repeated or comma-separated values, trimmed, empties dropped. */
const listOf = (raw: RawQuery, key: string): string[] =>
  values(raw, key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
const firstOf = (raw: RawQuery, key: string): string | undefined => values(raw, key)[0]?.trim();

/** The cursor's alphabet: '*' or what nextStart gives (url-safe base64). */
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

/** v3's facet-only queries: nothing to look for. */
function queryOf(raw: string | undefined): string | null {
  const q = (raw ?? '').replaceAll('\u0000', ' ').trim();
  return q === '' || q === '*' || q === '*:*' ? null : q;
}

function readBoolean(raw: RawQuery, param: string, problems: V3Problem[]): boolean {
  const value = firstOf(raw, param);
  if (value === undefined || value === '') return false;
  if (/^(true|y|yes|1)$/i.test(value)) return true;
  if (/^(false|n|no|0)$/i.test(value)) return false;
  problems.push({ param, message: V3_MESSAGES.badBoolean(param, value) });
  return false;
}

function readCategories(raw: RawQuery, problems: V3Problem[]): V3Category[] {
  const codes = listOf(raw, 'category');
  if (codes.length === 0) {
    problems.push({ param: 'category', message: V3_MESSAGES.categoryRequired });
    return [];
  }
  if (codes.some((c) => c.toLowerCase() === V3_CATEGORY_ALL)) return [...V3_CATEGORIES];
  const found: V3Category[] = [];
  for (const code of codes) {
    const category = v3CategoryByCode(code);
    if (!category) problems.push({ param: 'category', message: V3_MESSAGES.badCategory(code) });
    else if (!found.includes(category)) found.push(category);
  }
  return found;
}

/** Whether a parameter is a limit /v3/result knows: v3's, or the portal's own (ADR 051). */
export function isKnownLimit(name: string): boolean {
  const base = name.endsWith('.mod') ? name.slice(0, -4) : name;
  return (
    v3LimitNamed(base) !== undefined ||
    (LIMIT_KEYS as readonly string[]).includes(base) ||
    ['l-month', 'l-arttype'].includes(base.toLowerCase()) ||
    V3_UNHELD_LIMITS.some((l) => l.toLowerCase() === base.toLowerCase()) ||
    base === 'l-birth' ||
    base === 'l-death'
  );
}

/** Reads GET /v3/result's parameters; problems name the parameter and carry v3's words. */
export function parseV3ResultQuery(raw: RawQuery): { query: V3ResultQuery; problems: V3Problem[] } {
  const problems: V3Problem[] = [];
  const categories = readCategories(raw, problems);

  const encodingRaw = (firstOf(raw, 'encoding') || 'json').toLowerCase();
  const encoding = (V3_ENCODINGS as readonly string[]).includes(encodingRaw)
    ? (encodingRaw as V3Encoding)
    : 'json';
  if (encoding !== encodingRaw)
    problems.push({ param: 'encoding', message: V3_MESSAGES.badEncoding(encodingRaw) });

  const nRaw = firstOf(raw, 'n');
  const n = nRaw === undefined || nRaw === '' ? V3_DEFAULT_N : Number(nRaw);
  if (!/^\d{1,3}$/.test(nRaw ?? '0') || !Number.isInteger(n) || n < 0 || n > V3_MAX_N)
    problems.push({ param: 'n', message: V3_MESSAGES.badN(nRaw ?? '') });

  const s = firstOf(raw, 's') || '*';
  if (s !== '*' && !CURSOR.test(s)) problems.push({ param: 's', message: V3_MESSAGES.badS(s) });

  const sortRaw = (firstOf(raw, 'sortby') || 'relevance').toLowerCase();
  const sortBy = V3_SORTS[sortRaw];
  if (!sortBy) problems.push({ param: 'sortby', message: V3_MESSAGES.badSort(sortRaw) });

  const reclevelRaw = (firstOf(raw, 'reclevel') || 'brief').toLowerCase();
  if (!(V3_RECLEVELS as readonly string[]).includes(reclevelRaw))
    problems.push({ param: 'reclevel', message: V3_MESSAGES.badReclevel(reclevelRaw) });

  const include: V3Include[] = [];
  for (const value of listOf(raw, 'include')) {
    const lower = value.toLowerCase();
    if (lower === 'all') include.push(...V3_INCLUDES.filter((i) => !include.includes(i)));
    else if (!(V3_INCLUDES as readonly string[]).includes(lower))
      problems.push({ param: 'include', message: V3_MESSAGES.badInclude(value) });
    else if (!include.includes(lower as V3Include)) include.push(lower as V3Include);
  }

  const facets: FacetCode[] = [];
  for (const value of listOf(raw, 'facet')) {
    const code = V3_FACETS[value.toLowerCase()] ?? (value in FACETS ? (value as FacetCode) : undefined);
    if (!code) problems.push({ param: 'facet', message: V3_MESSAGES.badFacet(value) });
    else if (!facets.includes(code)) facets.push(code);
  }

  for (const key of Object.keys(raw)) {
    if (key.startsWith('l-') && !isKnownLimit(key))
      problems.push({ param: key, message: V3_MESSAGES.badLimit(key) });
  }

  return {
    query: {
      q: queryOf(firstOf(raw, 'q')),
      categories,
      encoding,
      n: Number.isInteger(n) && n >= 0 && n <= V3_MAX_N ? n : V3_DEFAULT_N,
      s,
      bulkHarvest: readBoolean(raw, 'bulkHarvest', problems),
      sortBy: sortBy ?? 'relevance',
      reclevel: (V3_RECLEVELS as readonly string[]).includes(reclevelRaw)
        ? (reclevelRaw as V3Reclevel)
        : 'brief',
      include,
      facets,
    },
    problems,
  };
}

/** The encoding a request asks for, read alone: errors answer in it even when the rest is wrong. */
export function requestedEncoding(raw: RawQuery): V3Encoding {
  return (firstOf(raw, 'encoding') ?? '').toLowerCase() === 'xml' ? 'xml' : 'json';
}

/** The parameters of a single record's call (/v3/newspaper/{id}, /work/{id} …): reclevel, include, encoding. */
export function parseV3RecordQuery(raw: RawQuery): {
  reclevel: V3Reclevel;
  include: V3Include[];
  encoding: V3Encoding;
  problems: V3Problem[];
} {
  // The result parser reads them the same way; a record needs no category.
  const { query, problems } = parseV3ResultQuery({ ...raw, category: 'all' });
  const own = problems.filter((p) => ['reclevel', 'include', 'encoding'].includes(p.param));
  return { reclevel: query.reclevel, include: query.include, encoding: query.encoding, problems: own };
}
