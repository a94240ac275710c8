import type { SearchHandler } from '../api/collections.ts';

/**
 * The facets of search (spec 01 §3, 02 §9): each refines results through one `l-` limit. A facet's
 * terms are counted over the whole match set; hierarchical facets nest their child's terms
 * (decade -> year, format -> sub-format written 'Book/Illustrated', access 'y' -> 'y/f').
 */
export const FACET_CODES = [
  'format',
  'decade',
  'year',
  'language',
  'austlanguage',
  'subject',
  'place',
  'availability',
  'australian',
  'state',
  'title',
  'category',
  'illustrated',
  'illustrationType',
  'wordCount',
  'type',
  'occupation',
  'site',
  'pubtag',
] as const;
export type FacetCode = (typeof FACET_CODES)[number];

export interface FacetDefinition {
  code: FacetCode;
  displayName: string;
  /** The query parameter that selecting a term adds (without repeating the facet's own code). */
  limit: string;
  /** For a facet shown as its parent's subTerms (year under decade): the parent's code. */
  parent?: FacetCode;
}

export const FACETS: Record<FacetCode, FacetDefinition> = {
  format: { code: 'format', displayName: 'Format', limit: 'l-format' },
  decade: { code: 'decade', displayName: 'Decade', limit: 'l-decade' },
  year: { code: 'year', displayName: 'Year', limit: 'l-year', parent: 'decade' },
  language: { code: 'language', displayName: 'Language', limit: 'l-language' },
  austlanguage: { code: 'austlanguage', displayName: 'Australian language', limit: 'l-austlang' },
  subject: { code: 'subject', displayName: 'Subject', limit: 'l-subject' },
  place: { code: 'place', displayName: 'Place', limit: 'l-place' },
  availability: { code: 'availability', displayName: 'Access', limit: 'l-access' },
  australian: { code: 'australian', displayName: 'Australian content', limit: 'l-australian' },
  state: { code: 'state', displayName: 'State', limit: 'l-state' },
  title: { code: 'title', displayName: 'Title', limit: 'l-title' },
  category: { code: 'category', displayName: 'Category', limit: 'l-category' },
  illustrated: { code: 'illustrated', displayName: 'Illustrated', limit: 'l-illustrated' },
  illustrationType: {
    code: 'illustrationType',
    displayName: 'Illustration type',
    limit: 'l-illustration_type',
  },
  wordCount: { code: 'wordCount', displayName: 'Word count', limit: 'l-word_count' },
  type: { code: 'type', displayName: 'Type', limit: 'l-type' },
  occupation: { code: 'occupation', displayName: 'Occupation', limit: 'l-occupation' },
  site: { code: 'site', displayName: 'Limit by domain', limit: 'l-site' },
  pubtag: { code: 'pubtag', displayName: 'Tagged', limit: 'l-publictag' },
};

const WORK_FACETS: FacetCode[] = ['format', 'decade', 'language', 'subject', 'availability', 'pubtag'];
const ARTICLE_FACETS: FacetCode[] = [
  'decade',
  'state',
  'title',
  'category',
  'illustrated',
  'illustrationType',
  'wordCount',
  'pubtag',
];

const BOOK_FACETS: FacetCode[] = [
  'format',
  'decade',
  'language',
  'austlanguage',
  'subject',
  'place',
  'availability',
  'pubtag',
];
const IMAGE_FACETS: FacetCode[] = ['format', 'decade', 'subject', 'place', 'availability', 'pubtag'];

/** Facets shown for each search handler, in display order; year comes as decade's subTerms. */
export const FACETS_BY_HANDLER: Record<SearchHandler, readonly FacetCode[]> = {
  EBTW: WORK_FACETS,
  RESOURCE: WORK_FACETS,
  RESEARCH: WORK_FACETS,
  MAGAZINE: WORK_FACETS,
  MUSIC: WORK_FACETS,
  COLLECTION: WORK_FACETS,
  BOOK: [...BOOK_FACETS.slice(0, -1), 'australian', 'pubtag'],
  BOOK_LIBRARY: BOOK_FACETS,
  PICTURE: IMAGE_FACETS,
  MAP: IMAGE_FACETS,
  MAP_AND_PICTURE: IMAGE_FACETS,
  NEWSPAPER: ARTICLE_FACETS,
  GAZETTE: ARTICLE_FACETS,
  NEWSPAPER_AND_GAZETTE: ARTICLE_FACETS,
  ARTICLE: ARTICLE_FACETS,
  PEOPLE: ['type', 'occupation', 'pubtag'],
  WEBSITE: ['decade', 'site'],
  LIST: ['pubtag'],
};

/** Searches across every collection (category -1) facet only by these (spec 02 §9). */
export const FACETS_FOR_ALL: readonly FacetCode[] = ['subject', 'pubtag'];

/** Decade terms are Trove's: '191' is 1910–1919. */
export function decadeTermOf(year: number): string {
  return String(Math.floor(year / 10));
}
export function decadeDisplay(term: string): string {
  const start = Number(term) * 10;
  return `${start} - ${start + 9}`;
}

/** Word count buckets of newspaper articles, Trove's terms and labels. */
export const WORD_COUNT_BUCKETS = [
  { term: '0', displayTerm: 'Less than 100 Words', max: 99 },
  { term: '1', displayTerm: '100 - 1000 Words', max: 1000 },
  { term: '3', displayTerm: '1000+ Words', max: Number.POSITIVE_INFINITY },
] as const;
export function wordCountTermOf(words: number): string {
  return (WORD_COUNT_BUCKETS.find((b) => words <= b.max) ?? WORD_COUNT_BUCKETS[2]).term;
}

/** Online availability terms (spec 01 §2.8 labels). */
export const AVAILABILITY_TERMS: Record<string, string> = {
  y: 'Online',
  'y/f': 'Freely available',
  'y/r': 'Access conditions apply',
  'y/s': 'Subscription required',
  'y/u': 'Possibly online',
  n: 'Not available online',
};
/** People's entity types (spec 01 §3) as the type facet names them. */
export const ENTITY_TYPE_TERMS: Record<string, string> = {
  person: 'Person',
  corporatebody: 'Organisation',
  family: 'Family',
};
/** Newspaper title states as the catalogue abbreviates them, and their names. */
export const STATE_TERMS: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};
export const YES_NO_TERMS: Record<string, string> = { y: 'Yes', n: 'No' };

export interface FacetTerm {
  term: string;
  displayTerm: string;
  count: number;
  selected: boolean;
  subTerms: FacetTerm[];
}

/** At most this many terms per facet in an answer; the sidebar collapses past 6. */
export const FACET_TERMS_MAX = 50;
