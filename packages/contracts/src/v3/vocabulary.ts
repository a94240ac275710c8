import { FACETS, type FacetCode, STATE_TERMS, WORD_COUNT_BUCKETS } from '../search/facets.ts';
import type { SortBy } from '../api/search-rules.ts';

/**
 * The words of Trove API v3 (/v3, ADR 051) and what each means in the portal's own search
 * vocabulary (search/criteria.ts). Zod-free, so the web can translate addresses with it too.
 */

/** What a category's records are called in a v3 answer (`records.article`, `records.work` …). */
export type V3RecordKind = 'article' | 'work' | 'people' | 'list';

export interface V3Category {
  /** v3's code, as `category=` takes it and the answer's `category[].code` gives it. */
  code: string;
  name: string;
  /** The portal collection (categories.ts url key) it searches. */
  portal: string;
  records: V3RecordKind;
}

/** v3's categories in v3's order; websites are not in the API (as in Trove). */
export const V3_CATEGORIES: readonly V3Category[] = [
  { code: 'book', name: 'Books & Libraries', portal: 'books', records: 'work' },
  { code: 'diary', name: 'Diaries, Letters & Archives', portal: 'diaries', records: 'work' },
  { code: 'image', name: 'Images, Maps & Artefacts', portal: 'images', records: 'work' },
  { code: 'list', name: 'Lists', portal: 'lists', records: 'list' },
  { code: 'magazine', name: 'Magazines & Newsletters', portal: 'magazines', records: 'work' },
  { code: 'music', name: 'Music, Audio & Video', portal: 'music', records: 'work' },
  { code: 'newspaper', name: 'Newspapers & Gazettes', portal: 'newspapers', records: 'article' },
  { code: 'people', name: 'People & Organisations', portal: 'people', records: 'people' },
  { code: 'research', name: 'Research & Reports', portal: 'research', records: 'work' },
];
export const V3_CATEGORY_ALL = 'all';

export function v3CategoryByCode(code: string): V3Category | undefined {
  return V3_CATEGORIES.find((c) => c.code === code.toLowerCase());
}
export function v3CategoryOfPortal(portal: string): V3Category | undefined {
  return V3_CATEGORIES.find((c) => c.portal === portal);
}

export const V3_ENCODINGS = ['json', 'xml'] as const;
export type V3Encoding = (typeof V3_ENCODINGS)[number];

export const V3_RECLEVELS = ['brief', 'full'] as const;
export type V3Reclevel = (typeof V3_RECLEVELS)[number];

/** v3's sort words and the portal's. */
export const V3_SORTS: Record<string, SortBy> = {
  relevance: 'relevance',
  dateasc: 'dateAsc',
  datedesc: 'dateDesc',
};

/** `include=` values, lower-cased (v3 takes them in any case: articleText, listItems …). */
export const V3_INCLUDES = [
  'tags',
  'comments',
  'lists',
  'articletext',
  'workversions',
  'links',
  'holdings',
  'years',
  'listitems',
] as const;
export type V3Include = (typeof V3_INCLUDES)[number];

/** v3's facet names and the portal facets that count them. */
export const V3_FACETS: Record<string, FacetCode> = {
  decade: 'decade',
  year: 'year',
  format: 'format',
  language: 'language',
  austlanguage: 'austlanguage',
  subject: 'subject',
  place: 'place',
  availability: 'availability',
  australian: 'australian',
  state: 'state',
  title: 'title',
  category: 'category',
  illustrated: 'illustrated',
  illtype: 'illustrationType',
  illustrationtype: 'illustrationType',
  word: 'wordCount',
  wordcount: 'wordCount',
  occupation: 'occupation',
  type: 'type',
};
/** The v3 name a portal facet is answered under. */
export const V3_FACET_NAME: Partial<Record<FacetCode, string>> = {
  ...Object.fromEntries(Object.entries(V3_FACETS).map(([name, code]) => [code, name])),
  illustrationType: 'illtype',
  wordCount: 'word',
};

/** A v3 limit value and the portal's term for it; null when the value means nothing here. */
type ValueMap = { toPortal: (value: string) => string | null; toV3: (term: string) => string };

const same: ValueMap = { toPortal: (v) => v, toV3: (t) => t };
const STATE_BY_NAME = new Map(
  Object.entries(STATE_TERMS).flatMap(([abbr, name]) => [
    [abbr.toLowerCase(), abbr],
    [name.toLowerCase(), abbr],
  ]),
);
const yesNo: ValueMap = {
  toPortal: (v) => ({ true: 'y', y: 'y', yes: 'y', false: 'n', n: 'n', no: 'n' })[v.toLowerCase()] ?? null,
  toV3: (t) => (t === 'y' ? 'true' : 'false'),
};
/** v3 writes word counts as '<100 Words', '100 - 1000 Words', '1000+ Words'. */
const V3_WORD_COUNTS = ['<100 Words', '100 - 1000 Words', '1000+ Words'];
const wordCount: ValueMap = {
  toPortal: (v) => {
    const i = V3_WORD_COUNTS.findIndex((w) => w.toLowerCase() === v.trim().toLowerCase());
    return i >= 0 ? (WORD_COUNT_BUCKETS[i]?.term ?? null) : null;
  },
  toV3: (t) => V3_WORD_COUNTS[WORD_COUNT_BUCKETS.findIndex((b) => b.term === t)] ?? t,
};

export interface V3Limit {
  /** The portal limit parameter (criteria.ts LIMIT_KEYS). */
  portal: string;
  values: ValueMap;
}

/**
 * v3's `l-*` limits that the portal's search has, by v3 name (case as v3 writes it). `l-month`
 * and `l-artType` are read by the query translation itself (a month is a date range; every
 * newspaper here is a newspaper).
 */
export const V3_LIMITS: Record<string, V3Limit> = {
  'l-category': { portal: FACETS.category.limit, values: same },
  'l-title': { portal: FACETS.title.limit, values: same },
  'l-state': {
    portal: FACETS.state.limit,
    values: { toPortal: (v) => STATE_BY_NAME.get(v.toLowerCase()) ?? v, toV3: (t) => STATE_TERMS[t] ?? t },
  },
  'l-decade': { portal: FACETS.decade.limit, values: same },
  'l-year': { portal: FACETS.year.limit, values: same },
  'l-illustrated': { portal: FACETS.illustrated.limit, values: yesNo },
  'l-illustrationType': { portal: FACETS.illustrationType.limit, values: same },
  'l-wordCount': { portal: FACETS.wordCount.limit, values: wordCount },
  'l-format': { portal: FACETS.format.limit, values: same },
  'l-availability': { portal: FACETS.availability.limit, values: same },
  'l-australian': { portal: FACETS.australian.limit, values: same },
  'l-language': { portal: FACETS.language.limit, values: same },
  'l-austlanguage': { portal: FACETS.austlanguage.limit, values: same },
  'l-occupation': { portal: FACETS.occupation.limit, values: same },
  'l-place': { portal: FACETS.place.limit, values: same },
  'l-subject': { portal: FACETS.subject.limit, values: same },
  'l-type': { portal: FACETS.type.limit, values: same },
  'l-publictag': { portal: FACETS.pubtag.limit, values: same },
};
/** Limits that v3 has and the portal's collections do not (yet) hold facts for: they find nothing. */
export const V3_UNHELD_LIMITS = [
  'l-contribcollection',
  'l-firstnation',
  'l-firstAustralians',
  'l-culturalSensitivity',
  'l-geocoverage',
  'l-partnerNuc',
  'l-zoom',
  'l-audience',
] as const;
export const V3_MONTH_LIMIT = 'l-month';
export const V3_ART_TYPE_LIMIT = 'l-artType';

/** A v3 limit's entry, its name matched without regard to case (clients write l-wordcount too). */
export function v3LimitNamed(name: string): [string, V3Limit] | undefined {
  const lower = name.toLowerCase();
  return Object.entries(V3_LIMITS).find(([key]) => key.toLowerCase() === lower);
}
/** The v3 name of a portal limit, when v3 has one. */
export function v3LimitOfPortal(portal: string): [string, V3Limit] | undefined {
  return Object.entries(V3_LIMITS).find(([, limit]) => limit.portal === portal);
}

/** The most records one page of one category holds, and the default. */
export const V3_MAX_N = 100;
export const V3_DEFAULT_N = 20;
