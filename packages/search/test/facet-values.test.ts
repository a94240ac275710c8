import type { WorkSource } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { toDocument } from '../src/documents.ts';
import { displayTermOf, facetValuesOf, idToken } from '../src/facet-values.ts';

const work = (over: Partial<WorkSource>): WorkSource => ({
  kind: 'work',
  id: 1,
  title: 'T',
  workType: 'work',
  category: 'books',
  primaryFormat: null,
  formats: '[]',
  creators: '[]',
  subjects: '[]',
  summary: null,
  yearStart: null,
  yearEnd: null,
  languages: '[]',
  australian: 0,
  thumbnailUrl: null,
  culturallySensitive: 0,
  synthetic: 0,
  versions: [],
  holdings: [],
  accessTypes: [],
  publicTags: [],
  ...over,
});
const version = (over: Partial<WorkSource['versions'][number]>): WorkSource['versions'][number] => ({
  title: 'T',
  creators: '[]',
  date: null,
  year: null,
  publisher: null,
  place: null,
  languages: '[]',
  identifiers: '{}',
  fullText: null,
  ocrNoise: null,
  onlineText: null,
  details: '{}',
  ...over,
});

describe('facetValuesOf', () => {
  it('gives a work its public tags as pubtag terms, so publictag: and the Tagged facet find it', () => {
    const { values } = facetValuesOf(work({ publicTags: ['Gold rush', 'family history'] }));
    expect(values).toContain('pubtag\tGold rush');
    expect(values).toContain('pubtag\tfamily history');
  });

  it("gives a work its formats with their parents, every edition's year and decade, and its places", () => {
    const { values } = facetValuesOf(
      work({
        formats: '["Book/Illustrated"]',
        versions: [
          version({ date: '1915-03-01', place: '[Melbourne] :' }),
          version({ year: 1937, place: '[S.l.]' }),
        ],
      }),
    );
    expect(values).toEqual([
      'availability\tn',
      'decade\t191',
      'decade\t193',
      'format\tBook',
      'format\tBook/Illustrated',
      'place\tMelbourne',
      'year\t1915',
      'year\t1937',
    ]);
  });

  it('marks online copies by access type, Australian electronic publications and full text', () => {
    const { values, ids } = facetValuesOf(
      work({
        australian: 1,
        accessTypes: ['f', 'r'],
        holdings: ['ANL:DL'],
        versions: [
          version({ fullText: 'text', identifiers: '{"isbn":["0-330-25864-8"],"issn":"0312-6145"}' }),
        ],
      }),
    );
    expect(values).toEqual([
      'australian\ty',
      'australianelectronic\ty',
      'availability\ty',
      'availability\ty/f',
      'availability\ty/r',
      'fulltext\ty',
    ]);
    expect(ids).toBe('isbn0330258648 issn03126145 nucanldl');
    expect(idToken('isbn', '0 330 25864 8')).toBe('isbn0330258648');
  });
});

describe('displayTermOf', () => {
  it('names decades, word counts, access, entity types and ISO 639-2 languages', () => {
    expect(displayTermOf('decade', '191')).toBe('1910 - 1919');
    expect(displayTermOf('wordCount', '1')).toBe('100 - 1000 Words');
    expect(displayTermOf('availability', 'y/r')).toBe('Access conditions apply');
    expect(displayTermOf('type', 'corporatebody')).toBe('Organisation');
    expect(displayTermOf('state', 'VIC')).toBe('Victoria');
    expect(displayTermOf('state', 'National')).toBeNull();
    expect(displayTermOf('language', 'eng')).toBe('English');
    expect(displayTermOf('language', 'ger')).toBe('German');
    expect(displayTermOf('language', 'und')).toBe('Undetermined');
    expect(displayTermOf('language', 'English')).toBeNull();
    expect(displayTermOf('subject', 'Gold')).toBeNull();
  });

  it('names no term after the prototype chain (found by the fuzz run)', () => {
    for (const code of ['availability', 'type', 'state', 'illustrated', 'australian'])
      for (const term of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
        expect(displayTermOf(code, term)).toBeNull();
  });
});

describe('clean years in facets and date order (ADR 032)', () => {
  it('counts an edition under its clean year, never under digits of the catalogued date', () => {
    const { values } = facetValuesOf(
      work({
        versions: [version({ date: '2559 [2016]', year: 2016 }), version({ date: '[19--?]', year: null })],
      }),
    );
    expect(values.filter((v) => v.startsWith('year\t'))).toEqual(['year\t2016']);
  });

  it('sorts and limits a work by an ISO date, else by its clean year', () => {
    const sortKey = (date: string, yearStart: number) =>
      toDocument(work({ yearStart, versions: [version({ date, year: yearStart })] })).sortKey;
    expect(sortKey('1915-03-01', 1915)).toBe(19150301);
    expect(sortKey('2559 [2016]', 2016)).toBe(20160000);
    expect(sortKey('-1978', 1966)).toBe(19660000);
  });
});
