import type { CopyrightSource, VersionRow } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { factsOf } from './source-facts.ts';

const version = (over: Partial<VersionRow>): VersionRow => ({
  id: 1,
  workId: 1,
  source: 'test',
  sourceId: '1',
  synthetic: 0,
  createdAt: '',
  updatedAt: '',
  title: 'A work',
  format: 'Book',
  creators: '[]',
  contributors: '[]',
  published: null,
  publisher: null,
  place: null,
  year: 1950,
  date: null,
  languages: '[]',
  identifiers: '{}',
  thumbnailUrl: null,
  imageUrl: null,
  onlineText: null,
  fullText: null,
  ocrNoise: null,
  details: '{}',
  ...over,
});
const source = (over: Partial<CopyrightSource>): CopyrightSource => ({
  version: version({}),
  category: 'books',
  workYearStart: null,
  rawRecords: [],
  people: [],
  ...over,
});

describe('copyright facts of a stored edition without a MARC record', () => {
  it('reads material and publication from the format and imprint, dates from the names', () => {
    const facts = factsOf(
      source({
        version: version({
          format: 'Photograph',
          publisher: 'Sun',
          creators: JSON.stringify(['Hurley, Frank, 1885-1962']),
        }),
      }),
    );
    expect(facts).toMatchObject({ material: 'photograph', published: true, crown: false, year: 1950 });
    expect(facts.creators).toEqual([
      { name: 'Hurley, Frank', birthYear: 1885, deathYear: 1962, living: false },
    ]);
  });

  it("prefers the linked people's dates and the work's earliest year", () => {
    const facts = factsOf(
      source({
        version: version({ creators: JSON.stringify(['Barton, Edmund']), year: 1990 }),
        workYearStart: 1901,
        people: [{ displayName: 'Edmund Barton', birthDate: '1849-01-18', deathDate: '1920-01-07' }],
      }),
    );
    expect(facts.creators.map((c) => c.deathYear)).toEqual([1920]);
    expect(facts.year).toBe(1901);
  });

  it('treats a manuscript as unpublished and an unrecognised format as unknown material', () => {
    expect(factsOf(source({ version: version({ format: 'Manuscript' }) })).published).toBe(false);
    expect(factsOf(source({ version: version({ format: 'Widget' }) })).material).toBeNull();
  });
});
