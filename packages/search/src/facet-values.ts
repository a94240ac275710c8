import {
  AVAILABILITY_TERMS,
  ENTITY_TYPE_TERMS,
  STATE_TERMS,
  ownValue,
  WORD_COUNT_BUCKETS,
  YES_NO_TERMS,
  decadeDisplay,
  decadeTermOf,
  languageName,
  wordCountTermOf,
} from '@trove/contracts';
import { type SearchSource, fromJson } from '@trove/db';

/**
 * What a record offers to facets and filters: `code\tterm` pairs held in memory by FacetTable,
 * display labels for terms that are ids, and identifier tokens matched exactly through FTS5.
 * Codes outside FACET_CODES (fulltext, correctable, augov …) are filters that have no facet.
 */
export interface FacetValues {
  values: string[];
  /** [code, term, label] for terms shown by another name (a newspaper title's id by its name). */
  labels: [string, string, string][];
  /** Space-separated tokens like isbn9780140449136 and nucanl, for isbn:, issn:, ismn:, nuc:. */
  ids: string;
}

export const SEPARATOR = '\t';

const list = (json: string) =>
  fromJson<unknown[]>(json, []).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** An identifier as an FTS5 token: letters and digits only, lower case, behind its scheme. */
export function idToken(scheme: string, value: string): string {
  return `${scheme}${value.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()}`;
}

class Collector {
  private readonly seen = new Set<string>();
  readonly labels: [string, string, string][] = [];
  readonly ids = new Set<string>();

  add(code: string, term: string | null | undefined): void {
    const clean = term?.trim();
    if (clean) this.seen.add(`${code}${SEPARATOR}${clean}`);
  }
  /** A term and every ancestor of it: 'Book/Illustrated' also counts for 'Book'. */
  addPath(code: string, term: string): void {
    const parts = term.split('/');
    for (let i = 1; i <= parts.length; i += 1) this.add(code, parts.slice(0, i).join('/'));
  }
  addYear(year: number | null): void {
    if (year === null || !Number.isFinite(year)) return;
    this.add('decade', decadeTermOf(year));
    this.add('year', String(year));
  }
  get values(): string[] {
    return [...this.seen].sort();
  }
}

const yearOf = (date: string | null | undefined): number | null => {
  const m = /^(-?\d{1,4})/.exec(date ?? '');
  return m ? Number(m[1]) : null;
};

/** The year of a date stored as an ISO date ('1915-03-01'), for an edition stored without a year. */
const isoDateYear = (date: string | null): number | null =>
  /^\d{4}(-\d{2}){0,2}$/.test(date ?? '') ? Number(date!.slice(0, 4)) : null;

/** Place of publication as catalogued ('Sydney :' → 'Sydney'; '[S.l.]' is no place). */
function placeOf(place: string | null): string | null {
  const clean = (place ?? '')
    .replace(/[[\]]/g, '')
    .replace(/[\s:;,.]+$/, '')
    .trim();
  return clean && !/^s\.?\s?l$/i.test(clean) ? clean : null;
}

const CONTENT_TYPES: [RegExp, string][] = [
  [/\.pdf$/i, 'PDF'],
  [/\.(pptx?|odp|key)$/i, 'Presentation'],
  [/\.(xlsx?|ods|csv)$/i, 'Spreadsheet'],
  [/\.(docx?|odt|rtf|wpd)$/i, 'Word processing'],
];
const GOV_STATE = /(?:^|\.)(act|nsw|nt|qld|sa|tas|vic|wa)\.gov\.au$/i;

export function facetValuesOf(source: SearchSource): FacetValues {
  const c = new Collector();
  switch (source.kind) {
    case 'work': {
      for (const format of list(source.formats)) c.addPath('format', format);
      if (list(source.formats).length === 0 && source.primaryFormat)
        c.addPath('format', source.primaryFormat);
      // A work is found under the clean year of each of its editions (the importers' year, never
      // a number read from the catalogued date text).
      const years = source.versions.map((v) => v.year ?? isoDateYear(v.date)).filter((y) => y !== null);
      for (const year of years.length > 0 ? years : [source.yearStart]) c.addYear(year);
      const languages = [...list(source.languages), ...source.versions.flatMap((v) => list(v.languages))];
      for (const language of languages) c.add('language', language);
      for (const subject of list(source.subjects)) c.add('subject', subject);
      for (const v of source.versions) c.add('place', placeOf(v.place));
      for (const type of source.accessTypes) {
        c.add('availability', 'y');
        c.add('availability', `y/${type}`);
      }
      if (source.accessTypes.length === 0) c.add('availability', 'n');
      if (source.australian === 1) {
        c.add('australian', 'y');
        if (source.accessTypes.length > 0) c.add('australianelectronic', 'y');
      }
      if (source.versions.some((v) => v.fullText)) c.add('fulltext', 'y');
      for (const v of source.versions) {
        const ids = fromJson<Record<string, unknown>>(v.identifiers, {});
        for (const scheme of ['isbn', 'issn', 'ismn'] as const) {
          const found = ids[scheme];
          for (const id of Array.isArray(found) ? found : [found]) {
            if (typeof id === 'string' && id) c.ids.add(idToken(scheme, id));
          }
        }
      }
      for (const nuc of source.holdings) c.ids.add(idToken('nuc', nuc));
      for (const tag of source.publicTags) c.add('pubtag', tag);
      break;
    }
    case 'person': {
      c.add('type', source.entityType);
      for (const occupation of list(source.occupations)) c.add('occupation', occupation);
      for (const tag of source.publicTags) c.add('pubtag', tag);
      break;
    }
    case 'article': {
      c.addYear(yearOf(source.date));
      c.add('state', source.titleState);
      if (source.titleId !== null) {
        c.add('title', String(source.titleId));
        if (source.titleName) c.labels.push(['title', String(source.titleId), source.titleName]);
      }
      c.add('category', source.category);
      c.add('illustrated', source.illustrated === 1 ? 'y' : 'n');
      if (source.wordCount !== null) c.add('wordCount', wordCountTermOf(source.wordCount));
      if (source.text) {
        c.add('fulltext', 'y');
        c.add('correctable', 'y');
      }
      break;
    }
    case 'website': {
      c.addYear(yearOf(source.captureTimestamp));
      c.add('site', source.domain);
      c.add('advsite', source.domain);
      if (/\.gov\.au$/i.test(source.domain)) {
        c.add('augov', 'y');
        c.add('augovstate', GOV_STATE.exec(source.domain)?.[1]?.toUpperCase());
      }
      const type = CONTENT_TYPES.find(([pattern]) => pattern.test(new URL(source.url, 'http://x').pathname));
      c.add('contenttype', type?.[1]);
      break;
    }
    case 'list':
      for (const tag of source.publicTags) c.add('pubtag', tag);
      break;
  }
  return { values: c.values, labels: c.labels, ids: [...c.ids].sort().join(' ') };
}

/** How a term reads when it is not shown as itself; null shows the term. */
export function displayTermOf(code: string, term: string): string | null {
  switch (code) {
    case 'decade':
      return decadeDisplay(term);
    case 'wordCount':
      return WORD_COUNT_BUCKETS.find((b) => b.term === term)?.displayTerm ?? null;
    case 'availability':
      return ownValue(AVAILABILITY_TERMS, term) ?? null;
    case 'type':
      return ownValue(ENTITY_TYPE_TERMS, term) ?? null;
    case 'state':
      return ownValue(STATE_TERMS, term) ?? null;
    case 'language': {
      const name = languageName(term);
      return name === term ? null : name;
    }
    case 'illustrated':
    case 'australian':
      return ownValue(YES_NO_TERMS, term) ?? null;
    default:
      return null;
  }
}
