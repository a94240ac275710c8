import {
  AVAILABILITY_TERMS,
  ENTITY_TYPE_TERMS,
  WORD_COUNT_BUCKETS,
  YES_NO_TERMS,
  type FacetCode,
  type SearchHandler,
  type TextFieldKey,
} from '@trove/contracts';
import { STATE_NAMES } from './lookups.ts';

/**
 * The advanced search forms of spec 01 §2.7 as data: which fields each collection type offers,
 * each named by the URL parameter it fills (criteria.ts, ADR 008), so the form is also a plain
 * GET form that works before the page's script runs.
 */
export type FormKind = 'work' | 'newspaper' | 'people' | 'website';

const KIND_BY_HANDLER: Record<SearchHandler, FormKind | null> = {
  EBTW: 'work',
  RESOURCE: 'work',
  RESEARCH: 'work',
  MAGAZINE: 'work',
  MUSIC: 'work',
  COLLECTION: 'work',
  BOOK: 'work',
  BOOK_LIBRARY: 'work',
  PICTURE: 'work',
  MAP: 'work',
  MAP_AND_PICTURE: 'work',
  NEWSPAPER: 'newspaper',
  GAZETTE: 'newspaper',
  NEWSPAPER_AND_GAZETTE: 'newspaper',
  ARTICLE: 'newspaper',
  PEOPLE: 'people',
  WEBSITE: 'website',
  // Lists have no advanced search: the route sends them to the plain search (spec 01 §2.1).
  LIST: null,
};

export function formKindOf(handler: SearchHandler): FormKind | null {
  return KIND_BY_HANDLER[handler];
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export type Field =
  /** Words with a mode select: the words go in `{field}`, the mode in `{field}.mod`. */
  | { type: 'textRow'; field: TextFieldKey; label: string }
  /** A plain text box; `split` sends comma-separated entries as repeated values. */
  | { type: 'text'; param: string; label: string; hint?: string; split?: boolean; inputMode?: 'numeric' }
  /** A yes box: checked sends `{param}=y`. */
  | { type: 'checkbox'; param: string; label: string }
  /** One choice of several, 'Any' first; options from the server's facet when given. */
  | { type: 'select'; param: string; label: string; options: ChoiceOption[]; facet?: FacetCode }
  /** Any number of choices (any of them matches), in a fieldset of their own. */
  | { type: 'checkboxes'; param: string; label: string; options: ChoiceOption[]; facet?: FacetCode }
  /** A from-to pair: whole years, or fuzzy dates (YYYY, YYYY-MM or YYYY-MM-DD). */
  | { type: 'range'; from: string; to: string; label: string; dates: 'year' | 'fuzzy'; defaults?: boolean }
  /** The organisation lookup (`nuc`). */
  | { type: 'organisations' }
  /** The newspaper title and state lookup (`l-advtitle`, `l-advstate`). */
  | { type: 'titles' };

export interface Section {
  /** A stable id, also used for the section's heading id. */
  id: string;
  legend: string;
  fields: Field[];
}

const options = (terms: Record<string, string>): ChoiceOption[] =>
  Object.entries(terms).map(([value, label]) => ({ value, label }));

/** Trove's newspaper article categories and illustration types, until the server offers facets. */
export const ARTICLE_CATEGORIES = [
  'Article',
  'Advertising',
  'Detailed lists, results, guides',
  'Family Notices',
  'Literature',
];
export const ILLUSTRATION_TYPES = ['Illustration', 'Photo', 'Cartoon', 'Map', 'Graph'];
export const WEBSITE_FILE_TYPES = ['PDF', 'Presentation', 'Spreadsheet', 'Word processing'];

const same = (values: readonly string[]): ChoiceOption[] => values.map((v) => ({ value: v, label: v }));

function workSections(handler: SearchHandler): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'textRow', field: 'keyword', label: 'Keyword' },
        { type: 'textRow', field: 'title', label: 'Title' },
        { type: 'textRow', field: 'creator', label: 'Creator' },
        { type: 'textRow', field: 'subject', label: 'Subject' },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        { type: 'checkbox', param: 'l-australian', label: 'Australian content' },
        { type: 'checkbox', param: 'l-australianelectronic', label: 'Australian electronic publications' },
        { type: 'text', param: 'isbn', label: 'ISBN' },
        { type: 'text', param: 'issn', label: 'ISSN' },
        ...(handler === 'MUSIC' ? [{ type: 'text', param: 'ismn', label: 'ISMN' } as const] : []),
        { type: 'text', param: 'publictag', label: 'Public tag' },
        { type: 'select', param: 'l-format', label: 'Format', options: [], facet: 'format' },
        { type: 'select', param: 'l-place', label: 'Place', options: [], facet: 'place' },
        {
          type: 'select',
          param: 'l-access',
          label: 'Access',
          options: options(AVAILABILITY_TERMS),
          facet: 'availability',
        },
        { type: 'select', param: 'l-language', label: 'Language', options: [], facet: 'language' },
        {
          type: 'select',
          param: 'l-austlang',
          label: 'Australian language (Austlang)',
          options: [],
          facet: 'austlanguage',
        },
      ],
    },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        { type: 'range', from: 'year.from', to: 'year.to', label: 'Year', dates: 'year', defaults: true },
      ],
    },
    { id: 'organisations', legend: 'Organisations', fields: [{ type: 'organisations' }] },
  ];
}

function newspaperSections(): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'text', param: 'keyword', label: 'All of these words' },
        { type: 'text', param: 'keyword.any', label: 'Any of these words' },
        { type: 'text', param: 'keyword.phrase', label: 'The phrase' },
        { type: 'text', param: 'keyword.not', label: 'Without these words' },
      ],
    },
    { id: 'titles', legend: 'Titles and places', fields: [{ type: 'titles' }] },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        {
          type: 'range',
          from: 'date.from',
          to: 'date.to',
          label: 'Date range',
          dates: 'fuzzy',
          defaults: true,
        },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        {
          type: 'checkboxes',
          param: 'l-category',
          label: 'Category',
          options: same(ARTICLE_CATEGORIES),
          facet: 'category',
        },
        {
          type: 'select',
          param: 'l-illustrated',
          label: 'Illustrated',
          options: options(YES_NO_TERMS),
        },
        {
          type: 'checkboxes',
          param: 'l-illustration_type',
          label: 'Illustration type',
          options: same(ILLUSTRATION_TYPES),
          facet: 'illustrationType',
        },
        {
          type: 'checkboxes',
          param: 'l-word_count',
          label: 'Word count',
          options: WORD_COUNT_BUCKETS.map((b) => ({ value: b.term, label: b.displayTerm })),
        },
      ],
    },
  ];
}

function peopleSections(): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'textRow', field: 'keyword', label: 'Keyword' },
        { type: 'textRow', field: 'name', label: 'Name' },
        { type: 'textRow', field: 'organisationname', label: 'Organisation name' },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        { type: 'text', param: 'publictag', label: 'Public tag' },
        { type: 'checkboxes', param: 'l-type', label: 'Type', options: options(ENTITY_TYPE_TERMS) },
        { type: 'select', param: 'l-occupation', label: 'Occupation', options: [], facet: 'occupation' },
      ],
    },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        {
          type: 'range',
          from: 'existencedate.from',
          to: 'existencedate.to',
          label: 'Exists from',
          dates: 'fuzzy',
        },
        { type: 'text', param: 'l-birth', label: 'Birth', hint: 'A year, or a range such as 1850-1860' },
        { type: 'text', param: 'l-death', label: 'Death', hint: 'A year, or a range such as 1900-1910' },
      ],
    },
    { id: 'organisations', legend: 'Organisations', fields: [{ type: 'organisations' }] },
  ];
}

function websiteSections(): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'text', param: 'keyword', label: 'Keywords' },
        { type: 'text', param: 'keyword.phrase', label: 'The phrase' },
        { type: 'text', param: 'keyword.not', label: 'Without the words' },
        { type: 'checkbox', param: 'l-relatedTerms', label: 'Include related terms' },
      ],
    },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        {
          type: 'range',
          from: 'date.from',
          to: 'date.to',
          label: 'Snapshot date',
          dates: 'fuzzy',
          defaults: true,
        },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        {
          type: 'checkboxes',
          param: 'l-advContentType',
          label: 'File type',
          options: same(WEBSITE_FILE_TYPES),
        },
        {
          type: 'text',
          param: 'l-advSite',
          label: 'Domain tags',
          hint: 'Separate several tags with commas',
          split: true,
        },
      ],
    },
    {
      id: 'government',
      legend: 'Government websites',
      fields: [
        { type: 'checkbox', param: 'l-auGov', label: 'Limit to the gov.au domain' },
        {
          type: 'select',
          param: 'l-auGovState',
          label: 'gov.au state (optional)',
          options: options(STATE_NAMES),
        },
      ],
    },
  ];
}

/** The sections of the advanced form for a collection's search handler; none for lists. */
export function sectionsFor(handler: SearchHandler): Section[] {
  switch (formKindOf(handler)) {
    case 'work':
      return workSections(handler);
    case 'newspaper':
      return newspaperSections();
    case 'people':
      return peopleSections();
    case 'website':
      return websiteSections();
    default:
      return [];
  }
}

/** Every URL parameter a form fills, in form order (text rows also fill `{field}.mod`). */
export function paramsOf(sections: readonly Section[]): string[] {
  return sections.flatMap((s) =>
    s.fields.flatMap((f): string[] => {
      switch (f.type) {
        case 'textRow':
          return [f.field, `${f.field}.mod`];
        case 'range':
          return [f.from, f.to];
        case 'organisations':
          return ['nuc'];
        case 'titles':
          return ['l-advstate', 'l-advtitle'];
        default:
          return [f.param];
      }
    }),
  );
}

/** Parameters whose comma-separated text is sent as repeated values. */
export function splitParamsOf(sections: readonly Section[]): string[] {
  return sections.flatMap((s) => s.fields.flatMap((f) => (f.type === 'text' && f.split ? [f.param] : [])));
}
