import { describe, expect, it } from 'vitest';
import { type NamedPerson, buildNameIndex, linksOfWork } from './name-matching.ts';

const people: NamedPerson[] = [
  {
    id: 1,
    primaryName: 'Deakin, Alfred',
    displayName: 'Deakin, Alfred',
    entityType: 'person',
    alternativeNames: [],
    birthYear: 1856,
  },
  {
    id: 2,
    primaryName: 'Daly, Frederick Michael',
    displayName: 'Daly, Fred',
    entityType: 'person',
    alternativeNames: [],
    birthYear: 1912,
  },
  {
    id: 3,
    primaryName: 'Lang, John Thomas',
    displayName: 'Lang, Jack',
    entityType: 'person',
    alternativeNames: [],
    birthYear: 1876,
  },
  // Two people called John Smith born the same year: never linked.
  {
    id: 4,
    primaryName: 'Smith, John',
    displayName: 'Smith, John',
    entityType: 'person',
    alternativeNames: [],
    birthYear: 1900,
  },
  {
    id: 5,
    primaryName: 'Smith, John',
    displayName: 'Smith, John',
    entityType: 'person',
    alternativeNames: [],
    birthYear: 1900,
  },
  {
    id: 6,
    primaryName: 'ABC Radio National',
    displayName: 'ABC Radio National',
    entityType: 'corporatebody',
    alternativeNames: ['Radio National'],
    birthYear: null,
  },
];
const index = buildNameIndex(people);
const work = (over: Partial<Parameters<typeof linksOfWork>[1]>) => ({
  id: 100,
  source: 'marc',
  title: 'A record',
  creators: [],
  subjects: [],
  yearStart: 1950,
  ...over,
});

describe('linking works to the people they name', () => {
  it('links a dated heading by surname, first forename and year of birth', () => {
    expect(linksOfWork(index, work({ creators: ['Deakin, Alfred, 1856-1919.'] }))).toEqual([
      { workId: 100, personId: 1, relation: 'creator' },
    ]);
    expect(linksOfWork(index, work({ creators: ['Deakin, Alfred, 1857-1919.'] }))).toEqual([]);
  });

  it('links a subject heading, ignoring its subdivisions, as a work about the person', () => {
    expect(linksOfWork(index, work({ subjects: ['Deakin, Alfred, 1856-1919 -- Correspondence.'] }))).toEqual([
      { workId: 100, personId: 1, relation: 'subject' },
    ]);
  });

  it('links the creator of papers written in direct order only when born before the papers begin', () => {
    const papers = work({ source: 'nla-finding-aid', title: 'Papers of Fred Daly', creators: ['Fred Daly'] });
    expect(linksOfWork(index, papers)).toEqual([{ workId: 100, personId: 2, relation: 'creator' }]);
    expect(linksOfWork(index, { ...papers, yearStart: 1900 })).toEqual([]);
    expect(linksOfWork(index, { ...papers, title: 'Fred Daly collection of comics' })).toEqual([]);
  });

  it('does not link a different person who shares a first name and surname', () => {
    const lang = work({
      title: 'Papers of John Dunmore Lang',
      creators: ['John Dunmore Lang'],
      yearStart: 1820,
    });
    expect(linksOfWork(index, lang)).toEqual([]);
  });

  it('links nobody when a name fits several records', () => {
    expect(linksOfWork(index, work({ creators: ['Smith, John, 1900-1980'] }))).toEqual([]);
  });

  it('links an organisation by its exact name, case and final full stop aside', () => {
    expect(
      linksOfWork(index, work({ creators: ['abc radio national.'], subjects: ['Radio National'] })),
    ).toEqual([
      { workId: 100, personId: 6, relation: 'creator' },
      { workId: 100, personId: 6, relation: 'subject' },
    ]);
    expect(linksOfWork(index, work({ creators: ['ABC Radio National Breakfast'] }))).toEqual([]);
  });
});
