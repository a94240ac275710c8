import type { Version } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterChoices, filterEditions, filterFromParams, isFiltering } from './edition-filter.ts';
import { versionFixture } from './version-fixture.ts';

const version = (id: number, fields: Partial<Version>): Version =>
  versionFixture(id, {
    title: 'Robbery under arms',
    format: 'Book',
    creators: ['Boldrewood, Rolf'],
    languages: ['eng'],
    languageNames: ['English'],
    ...fields,
  });

const editions = [
  version(1, { year: 1888, publisher: 'Remington', place: 'London' }),
  version(2, {
    year: 1937,
    publisher: 'Angus & Robertson',
    place: 'Sydney',
    identifiers: { isbn: ['0207'] },
  }),
  version(3, { format: 'Sound recording', year: 1990, title: 'Robbery under arms [sound recording]' }),
  version(4, {
    year: 1950,
    languages: ['fre'],
    languageNames: ['French'],
    title: 'Les voleurs',
    publisher: 'Éditions Pézard',
  }),
];
const ids = (list: Version[]) => list.map((v) => v.id);

describe('the editions filter', () => {
  it('keeps every edition when nothing is chosen', () => {
    expect(ids(filterEditions(editions, NO_FILTER))).toEqual([1, 2, 3, 4]);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ ...NO_FILTER, text: '   ' })).toBe(false);
  });

  it('needs every word somewhere in the edition, ignoring case and accents', () => {
    expect(ids(filterEditions(editions, { ...NO_FILTER, text: 'sydney 1937' }))).toEqual([2]);
    expect(ids(filterEditions(editions, { ...NO_FILTER, text: 'EDITIONS pezard' }))).toEqual([4]);
    expect(ids(filterEditions(editions, { ...NO_FILTER, text: '0207' }))).toEqual([2]);
    expect(ids(filterEditions(editions, { ...NO_FILTER, text: 'sydney 1888' }))).toEqual([]);
  });

  it('matches format and language exactly, combined with the words', () => {
    expect(ids(filterEditions(editions, { ...NO_FILTER, format: 'Sound recording' }))).toEqual([3]);
    expect(ids(filterEditions(editions, { ...NO_FILTER, language: 'French' }))).toEqual([4]);
    expect(ids(filterEditions(editions, { text: 'london', format: 'Book', language: 'French' }))).toEqual([]);
  });

  it('offers the formats and languages present, with counts, in alphabetical order', () => {
    expect(filterChoices(editions)).toEqual({
      formats: [
        { value: 'Book', count: 3 },
        { value: 'Sound recording', count: 1 },
      ],
      languages: [
        { value: 'English', count: 3 },
        { value: 'French', count: 1 },
      ],
    });
  });

  it('reads the filter from the page address, for visitors without JavaScript', () => {
    expect(filterFromParams(new URLSearchParams('etext=sydney&eformat=Book'))).toEqual({
      text: 'sydney',
      format: 'Book',
      language: '',
    });
  });
});
