import { CATEGORIES, WEB_ARCHIVE_URL, type WorkResult } from '@trove/contracts';
import {
  type ListSource,
  type SearchEntityKind,
  type SearchSource,
  decodeCharacterReferences,
  fromJson,
} from '@trove/db';
import { type FacetValues, facetValuesOf } from './facet-values.ts';
import { personKeys, titleKeys } from './name-keys.ts';
import { MARKERS } from './snippets.ts';
import { descriptionText, inOriginalScript } from './work-description.ts';

/** A record as the index holds it: text columns for matching, a result row ready to show. */
export interface IndexDocument {
  rowid: bigint;
  category: string;
  /** yyyymmdd (month and day 0 when unknown) for date sorting; null when the record has no date. */
  sortKey: number | null;
  title: string;
  creators: string;
  subjects: string;
  /** What describes the record: a summary, a biography, a web address. */
  description: string;
  /** The record's own text: OCR of articles and digitised works, transcripts. */
  fullText: string;
  facets: FacetValues;
  /** What a whole query must equal to match the record's name or title exactly (name-keys.ts). */
  nameKeys: string[];
  /** OCR noise of the record's text, 0 to 1 (0 when it has none); orders equal matches. */
  noise: number;
  /** A person's prominence, 0 to 1 (prominenceOf); 0 for other records. Orders people of one name. */
  prominence: number;
  /** People: birth and death as sort keys, for l-birth, l-death and existence dates. */
  birthKey: number | null;
  deathKey: number | null;
  result: Omit<WorkResult, 'snippets'>;
}

export const KIND_CODES: Record<SearchEntityKind, number> = {
  work: 0,
  person: 1,
  article: 2,
  website: 3,
  list: 4,
};
const KINDS: SearchEntityKind[] = ['work', 'person', 'article', 'website', 'list'];
/** Row ids step by the number of kinds (5 since index format 8, when lists joined: ADR 038). */
const KIND_COUNT = KINDS.length;

/** Index row ids encode the kind and the store id, so a change can find its row without a lookup. */
export function rowidOf(kind: SearchEntityKind, id: number): bigint {
  return BigInt(id) * BigInt(KIND_COUNT) + BigInt(KIND_CODES[kind]);
}

export function kindOfRowid(rowid: number): { kind: SearchEntityKind; id: number } {
  return { kind: KINDS[rowid % KIND_COUNT] ?? 'work', id: Math.floor(rowid / KIND_COUNT) };
}

/** Collections of the records that are not works. */
export const FIXED_CATEGORY: Record<Exclude<SearchEntityKind, 'work'>, string> = {
  person: 'people',
  article: 'newspapers',
  website: 'websites',
  list: 'lists',
};

export const CATEGORY_KEYS: string[] = CATEGORIES.map((c) => c.key);

const list = (json: string) =>
  fromJson<unknown[]>(json, []).filter((v): v is string => typeof v === 'string' && v !== '');
const clean = (text: string | null | undefined) => (text ?? '').replace(MARKERS, ' ');
// Line breaks are kept: only the tags go, and references are decoded once.
const stripTags = (html: string | null | undefined) =>
  decodeCharacterReferences(clean(html).replace(/<[^>]*>/g, ' '));

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))} …`;
}

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD…' to yyyymmdd; anything else is no date. */
export function sortKeyOf(date: string | null | undefined, year?: number | null): number | null {
  const m = /^(-?\d{1,4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date ?? '');
  if (m) {
    const y = Number(m[1]);
    return y * 10000 + Number(m[2] ?? 0) * 100 + Number(m[3] ?? 0);
  }
  return year === null || year === undefined ? null : year * 10000;
}

function yearRange(start: number | null, end: number | null): string | null {
  if (start === null) return end === null ? null : String(end);
  return end !== null && end !== start ? `${start}-${end}` : String(start);
}

const EMPTY: Omit<WorkResult, 'id' | 'workType' | 'category' | 'title' | 'synthetic' | 'snippets'> = {
  author: null,
  date: null,
  yearRange: null,
  description: null,
  thumbnailUrl: null,
  thumbnailIsCulturallySensitive: false,
  formatDisplay: null,
  primaryFormat: null,
  language: null,
  onlineText: null,
  newspaper: null,
  page: null,
  wordCount: null,
  entityType: null,
  occupations: [],
  deliveryUrl: null,
};

/** The archived address of a website: its latest capture, or the archive's list of captures. */
export function deliveryUrlOf(url: string, timestamp: string | null, captureUrl: string | null): string {
  return timestamp
    ? `${WEB_ARCHIVE_URL}/awa/${timestamp}/${captureUrl ?? url}`
    : `${WEB_ARCHIVE_URL}/awa/*/${url}`;
}

export function toDocument(source: SearchSource): IndexDocument {
  const life =
    source.kind === 'person'
      ? { birthKey: sortKeyOf(source.birthDate), deathKey: sortKeyOf(source.deathDate) }
      : { birthKey: null, deathKey: null };
  return {
    ...toTextAndResult(source),
    facets: facetValuesOf(source),
    nameKeys: nameKeysOf(source),
    noise: noiseOf(source),
    prominence: prominenceOf(source),
    ...life,
  };
}

/** The OCR noise of a record's text: an article's own, a work's versions' on average; 0 for none. */
function noiseOf(source: SearchSource): number {
  if (source.kind === 'article') return source.ocrNoise ?? 0;
  if (source.kind !== 'work') return 0;
  const measured = source.versions.flatMap((v) => (v.ocrNoise === null ? [] : [v.ocrNoise]));
  return measured.length === 0 ? 0 : measured.reduce((a, b) => a + b, 0) / measured.length;
}

/** Works linked to a person at which prominence is greatest: a prime minister's shelf in the demo corpus. */
const PROMINENT_WORKS = 31;

/**
 * How much the collection holds by and about a person or organisation, 0 to 1: the works linked to
 * them on a log scale, so one linked work tells a former prime minister from a namesake with none,
 * and the hundredth adds little to the thirtieth.
 */
export function prominenceOf(source: SearchSource): number {
  if (source.kind !== 'person') return 0;
  return Math.min(1, Math.log2(1 + source.linkedWorks) / Math.log2(1 + PROMINENT_WORKS));
}

/** The keys of a record's name or title: a person's headings, anything else's title. */
function nameKeysOf(source: SearchSource): string[] {
  switch (source.kind) {
    case 'work':
      return [source.title, ...inOriginalScript(source.versions, 'titleInOriginalScript')].flatMap(titleKeys);
    case 'person': {
      const names = [source.primaryName, source.displayName, ...list(source.alternativeNames)];
      if (source.entityType !== 'person') return [...new Set(names.flatMap(titleKeys))];
      const years = [source.birthDate, source.deathDate].flatMap((d) => (d ? [d.slice(0, 4)] : []));
      return personKeys(names, years);
    }
    case 'article':
      return titleKeys(source.heading);
    case 'website':
    case 'list':
      return titleKeys(source.title);
  }
}

/** What a document holds besides its facets, name keys and standing. */
type TextAndResult = Omit<
  IndexDocument,
  'facets' | 'nameKeys' | 'noise' | 'prominence' | 'birthKey' | 'deathKey'
>;

function toTextAndResult(source: SearchSource): TextAndResult {
  switch (source.kind) {
    case 'work': {
      const creators = [
        ...new Set([...list(source.creators), ...source.versions.flatMap((v) => list(v.creators))]),
      ];
      // Titles and names as MARC 880 gives them in Chinese, Hebrew, Cyrillic… are found as the romanised ones are.
      const titles = [
        ...new Set([source.title, ...inOriginalScript(source.versions, 'titleInOriginalScript')]),
      ];
      const names = inOriginalScript(source.versions, 'namesInOriginalScript');
      const formats = list(source.formats);
      const dated = source.versions.map((v) => v.date).find((d) => d);
      return {
        rowid: rowidOf('work', source.id),
        category: source.category,
        // A catalogued date ('2559 [2016]', '-1978', '747 [1987]') is for reading; dates sort and
        // limit by an ISO date or else the clean year (ADR 032).
        sortKey: sortKeyOf(ISO_DATE.test(dated ?? '') ? dated : null, source.yearStart),
        title: clean(titles.join('\n')),
        creators: [...creators, ...names].join('; '),
        subjects: list(source.subjects).join('; '),
        description: [source.summary, descriptionText(source.versions)].map(stripTags).join('\n'),
        fullText: source.versions.map((v) => stripTags(v.fullText)).join('\n'),
        result: {
          ...EMPTY,
          id: source.id,
          workType: 'work',
          category: source.category,
          title: source.title,
          author: creators.length > 0 ? creators.join('; ') : null,
          date: dated ?? null,
          yearRange: yearRange(source.yearStart, source.yearEnd),
          description: source.summary ? clip(stripTags(source.summary), 400) : null,
          thumbnailUrl: source.thumbnailUrl,
          thumbnailIsCulturallySensitive: source.culturallySensitive === 1,
          formatDisplay: formats.length > 0 ? formats.join(', ') : source.primaryFormat,
          primaryFormat: source.primaryFormat,
          // The work's own first language, else its first edition's that has one.
          language:
            [...list(source.languages), ...source.versions.flatMap((v) => list(v.languages))][0] ?? null,
          synthetic: source.synthetic === 1,
        },
      };
    }
    case 'person': {
      const occupations = list(source.occupations);
      const life = [source.birthDate?.slice(0, 4), source.deathDate?.slice(0, 4)].filter(Boolean).join('-');
      return {
        rowid: rowidOf('person', source.id),
        category: FIXED_CATEGORY.person,
        sortKey: sortKeyOf(source.birthDate),
        title: clean(source.displayName),
        creators: [source.primaryName, ...list(source.alternativeNames)].map(clean).join('; '),
        subjects: occupations.join('; '),
        description: source.biographies.map(stripTags).join('\n'),
        fullText: '',
        result: {
          ...EMPTY,
          id: source.id,
          workType: 'people',
          category: FIXED_CATEGORY.person,
          title: source.displayName,
          date: source.birthDate,
          yearRange: life || null,
          description: source.biographies[0] ? clip(stripTags(source.biographies[0]), 400) : null,
          thumbnailUrl: source.thumbnailUrl,
          thumbnailIsCulturallySensitive: source.culturallySensitive === 1,
          entityType: source.entityType,
          occupations,
          synthetic: source.synthetic === 1,
        },
      };
    }
    case 'article':
      return {
        rowid: rowidOf('article', source.id),
        category: FIXED_CATEGORY.article,
        sortKey: sortKeyOf(source.date),
        title: clean(source.heading),
        creators: clean(source.titleName),
        subjects: clean(source.category),
        description: '',
        // The OCR as loaded stays findable for a while after a correction (ADR 046).
        fullText: [source.text, source.searchableOriginalText].filter(Boolean).map(stripTags).join('\n'),
        result: {
          ...EMPTY,
          id: source.id,
          workType: 'newspaper',
          numberOfCorrectors: source.numberOfCorrectors,
          category: FIXED_CATEGORY.article,
          title: source.heading,
          date: source.date,
          yearRange: source.date?.slice(0, 4) ?? null,
          thumbnailIsCulturallySensitive: source.culturallySensitive === 1,
          formatDisplay: source.category,
          newspaper: source.titleName,
          page: source.page,
          wordCount: source.wordCount,
          synthetic: source.synthetic === 1,
        },
      };
    case 'website':
      return {
        rowid: rowidOf('website', source.id),
        category: FIXED_CATEGORY.website,
        sortKey: sortKeyOf(timestampDate(source.captureTimestamp)),
        title: clean(source.title),
        creators: clean(source.domain),
        subjects: '',
        description: clean(source.url),
        fullText: '',
        result: {
          ...EMPTY,
          id: source.id,
          workType: 'website',
          category: FIXED_CATEGORY.website,
          title: source.title,
          date: timestampDate(source.captureTimestamp),
          deliveryUrl: deliveryUrlOf(source.url, source.captureTimestamp, source.captureUrl),
          synthetic: source.synthetic === 1,
        },
      };
    case 'list':
      return listDocument(source);
  }
}

/**
 * A public list (ADR 038): its title as the title, its owner as the creator, its public tags as
 * subjects, its description, and its items' titles and notes as the text, so a match in the
 * list's own title weighs far above one in an item's title or note.
 */
function listDocument(source: ListSource): TextAndResult {
  const itemText = [
    ...source.items.flatMap((item) => (item.title ? [item.title] : [])),
    ...source.items.flatMap((item) => (item.note ? [item.note] : [])),
  ];
  return {
    rowid: rowidOf('list', source.id),
    category: FIXED_CATEGORY.list,
    sortKey: sortKeyOf(source.updatedAt),
    title: clean(source.title),
    creators: clean(source.ownerName),
    subjects: source.publicTags.map(clean).join('; '),
    description: clean(source.description),
    fullText: clean(itemText.join('\n')),
    result: {
      ...EMPTY,
      id: source.id,
      workType: 'list',
      category: FIXED_CATEGORY.list,
      title: source.title,
      author: source.ownerName,
      description: source.description ? clip(source.description, 400) : null,
      thumbnailUrl: source.thumbnailUrl,
      itemCount: source.itemCount,
      synthetic: false,
    },
  };
}

/** A web archive timestamp (yyyymmddhhmmss) as YYYY-MM-DD. */
function timestampDate(timestamp: string | null): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(timestamp ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
