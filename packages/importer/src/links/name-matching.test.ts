import { describe, expect, it } from 'vitest';
import { matchDirectName, matchHeading, matchSittingMember } from './name-matching.ts';
import { type NamedPerson, buildPersonIndex, forenamesFit } from './person-index.ts';
import { type LinkCandidateWork, linksOfWork } from './work-links.ts';

const person = (over: Partial<NamedPerson> & Pick<NamedPerson, 'id' | 'primaryName'>): NamedPerson => ({
  displayName: over.primaryName,
  entityType: 'person',
  alternativeNames: [],
  birthYear: null,
  deathYear: null,
  gender: 'male',
  officeTerms: [],
  ...over,
});

const MENZIES = 1;
const HAWKE = 2;
const DEAKIN = 3;
const LANG = 4;
const PAGE = 7;
const EARLE = 8;
const DOBSON = 9;
const CHANEY_SENIOR = 10;
const CHANEY_JUNIOR = 11;
const NATIONAL_PRESS_CLUB = 20;

const index = buildPersonIndex([
  person({
    id: MENZIES,
    primaryName: 'Menzies, Robert Gordon',
    displayName: 'Menzies, Robert',
    alternativeNames: ['Later Sir Robert'],
    birthYear: 1894,
    deathYear: 1978,
    officeTerms: [{ from: '1934-09-15', to: '1966-02-17' }],
  }),
  person({
    id: HAWKE,
    primaryName: 'Hawke, Robert James Lee',
    displayName: 'Hawke, Bob',
    alternativeNames: ['Bob'],
    birthYear: 1929,
    deathYear: 2019,
  }),
  person({ id: DEAKIN, primaryName: 'Deakin, Alfred', birthYear: 1856, deathYear: 1919 }),
  person({ id: LANG, primaryName: 'Lang, John Thomas', displayName: 'Lang, Jack', birthYear: 1876 }),
  // Two people called John Smith born the same year: never linked.
  person({ id: 5, primaryName: 'Smith, John', birthYear: 1900 }),
  person({ id: 6, primaryName: 'Smith, John', birthYear: 1900 }),
  person({
    id: PAGE,
    primaryName: 'Page, Earle Christmas Grafton',
    displayName: 'Page, Earle',
    birthYear: 1880,
    officeTerms: [{ from: '1919-12-13', to: '1961-12-09' }],
  }),
  person({
    id: EARLE,
    primaryName: 'Earle, John',
    birthYear: 1865,
    officeTerms: [{ from: '1917-07-01', to: '1923-06-30' }],
  }),
  person({
    id: DOBSON,
    primaryName: 'Dobson, Henry',
    birthYear: 1841,
    officeTerms: [{ from: '1901-03-29', to: '1910-06-30' }],
  }),
  person({
    id: CHANEY_SENIOR,
    primaryName: 'Chaney, Frederick Charles',
    displayName: 'Chaney, Fred',
    birthYear: 1914,
  }),
  person({
    id: CHANEY_JUNIOR,
    primaryName: 'Chaney, Frederick Michael',
    displayName: 'Chaney, Fred',
    birthYear: 1941,
  }),
  person({
    id: NATIONAL_PRESS_CLUB,
    primaryName: 'National Press Club (Australia)',
    entityType: 'corporatebody',
    gender: null,
  }),
]);

const work = (over: Partial<LinkCandidateWork>): LinkCandidateWork => ({
  id: 100,
  title: 'A record',
  creators: [],
  subjects: [],
  marc: [],
  caption: null,
  yearStart: 1950,
  ...over,
});

const marcxml = (...fields: [tag: string, subfields: [string, string][]][]) =>
  `<record><leader>00000cam a2200000 i 4500</leader>${fields
    .map(
      ([tag, subs]) =>
        `<datafield tag="${tag}" ind1="1" ind2="0">${subs.map(([c, v]) => `<subfield code="${c}">${v}</subfield>`).join('')}</datafield>`,
    )
    .join('')}</record>`;

describe('forenames written in a record against the person’s', () => {
  it('fit when the same, a leading part, or initials of them', () => {
    expect(forenamesFit(['robert'], ['robert', 'gordon'])).toBe(true);
    expect(forenamesFit(['r', 'g'], ['robert', 'gordon'])).toBe(true);
    expect(forenamesFit(['gordon'], ['robert', 'gordon'])).toBe(false);
    expect(forenamesFit(['robert', 'gordon', 'james'], ['robert', 'gordon'])).toBe(false);
  });
});

describe('matching a heading', () => {
  it('links a dated heading whatever titles it carries, when the year of birth agrees', () => {
    expect(matchHeading(index, 'Menzies, Robert Gordon, Sir, 1894-1978', null, 'subject')).toEqual({
      personId: MENZIES,
      how: 'heading with life dates',
    });
    expect(matchHeading(index, 'Hawke, Bob, 1929-', null, 'subject')).toEqual({
      personId: HAWKE,
      how: 'heading with life dates',
    });
    expect(matchHeading(index, 'Menzies, Robert, 1895-', null, 'subject')).toBeNull();
    expect(matchHeading(index, 'Menzies, Robert Gordon, 1894-1979', null, 'subject')).toBeNull();
  });

  it('links an undated heading, titles aside, when one person could have been meant then', () => {
    expect(matchHeading(index, 'Menzies, Robert Gordon, Sir', 1960, 'subject')).toEqual({
      personId: MENZIES,
      how: 'heading without honorific and dates',
    });
    expect(matchHeading(index, 'Menzies, Robert', 1960, 'subject')).toEqual({
      personId: MENZIES,
      how: 'exact heading',
    });
    // Born after the work began, or a work without a date: nobody.
    expect(matchHeading(index, 'Menzies, Robert', 1890, 'subject')).toBeNull();
    expect(matchHeading(index, 'Menzies, Robert', null, 'subject')).toBeNull();
    // Initials alone are not enough without dates.
    expect(matchHeading(index, 'Menzies, R. G.', 1960, 'subject')).toBeNull();
  });

  it('does not link a creator by an undated heading to someone who was a child when the work began', () => {
    expect(matchHeading(index, 'Menzies, Robert', 1905, 'creator')).toBeNull();
    expect(matchHeading(index, 'Menzies, Robert', 1905, 'subject')).toEqual({
      personId: MENZIES,
      how: 'exact heading',
    });
  });

  it('links nobody when two people could be meant', () => {
    expect(matchHeading(index, 'Smith, John, 1900-1980', null, 'creator')).toBe('ambiguous');
    // Both Fred Chaneys were born before 1953: a child's age does not choose between them.
    expect(matchHeading(index, 'Chaney, Fred, Mr.', 1953, 'creator')).toBe('ambiguous');
    expect(matchHeading(index, 'Chaney, Fred, Mr.', 1935, 'creator')).toEqual({
      personId: CHANEY_SENIOR,
      how: 'heading without honorific and dates',
    });
  });
});

describe('matching a name in direct order', () => {
  it('links the person whose lifetime the papers begin in', () => {
    expect(matchDirectName(index, 'Sir Robert Menzies', 1905)).toEqual({
      personId: MENZIES,
      how: 'name in direct order',
    });
    expect(matchDirectName(index, 'Sir Robert Menzies', 1890)).toBeNull();
    expect(matchDirectName(index, 'Sir Robert Menzies', 1980)).toBeNull();
    expect(matchDirectName(index, 'Sir Robert Menzies', null)).toBeNull();
  });

  it('does not link a different person who shares a first name and surname', () => {
    expect(matchDirectName(index, 'John Dunmore Lang', 1880)).toBeNull();
  });
});

describe('matching a name in a caption', () => {
  it('links the only member of that surname sitting that day, reading forenames before the surname', () => {
    expect(matchSittingMember(index, { words: ['menzies'], gender: 'male' }, '1941-06-25')).toEqual({
      personId: MENZIES,
      how: 'only member of parliament of that name sitting then',
    });
    expect(
      matchSittingMember(index, { words: ['menzies', 'says'], gender: 'male' }, '1941-06-25'),
    ).toMatchObject({ personId: MENZIES });
    expect(matchSittingMember(index, { words: ['menzies'], gender: 'male' }, '1930-01-01')).toBeNull();
    // 'Dr. Earle Page' is Page, although John Earle sat in 1921 too.
    expect(matchSittingMember(index, { words: ['earle', 'page'], gender: null }, '1921-10-27')).toMatchObject(
      {
        personId: PAGE,
      },
    );
  });

  it('does not take a wife named by her husband’s name for him', () => {
    expect(
      matchSittingMember(index, { words: ['henry', 'dobson'], gender: 'female' }, '1905-02-16'),
    ).toBeNull();
  });
});

describe('the links of a work, with their reasons', () => {
  it('reads MARC 600, 100 and 700 headings in full, and organisations by name', () => {
    const record = marcxml(
      [
        '100',
        [
          ['a', 'Hawke, Bob,'],
          ['d', '1929-2019,'],
          ['e', 'author.'],
        ],
      ],
      [
        '600',
        [
          ['a', 'Menzies, Robert Gordon,'],
          ['c', 'Sir,'],
          ['d', '1894-1978'],
          ['v', 'Cartoons.'],
        ],
      ],
      [
        '700',
        [
          ['a', 'Deakin, Alfred,'],
          ['d', '1856-1919,'],
          ['e', 'editor.'],
        ],
      ],
      ['710', [['a', 'National Press Club (Australia)']]],
    );
    // The display fields drop the dates: the MARC record is read instead.
    const links = linksOfWork(
      index,
      work({ creators: ['Hawke, Bob'], subjects: ['Menzies, Robert Gordon -- Sir'], marc: [record] }),
    );
    expect(links).toEqual([
      {
        workId: 100,
        personId: HAWKE,
        relation: 'creator',
        reason: 'MARC 100 creator: heading with life dates',
      },
      {
        workId: 100,
        personId: MENZIES,
        relation: 'subject',
        reason: 'MARC 600 subject: heading with life dates',
      },
      {
        workId: 100,
        personId: DEAKIN,
        relation: 'contributor',
        reason: 'MARC 700 contributor: heading with life dates',
      },
      {
        workId: 100,
        personId: NATIONAL_PRESS_CLUB,
        relation: 'contributor',
        reason: 'MARC 710 contributor: organisation name',
      },
    ]);
  });

  it('links the papers of a person by their title when no creator is given, and keeps the strongest reason', () => {
    expect(linksOfWork(index, work({ title: 'Papers of Sir Robert Menzies', yearStart: 1905 }))).toEqual([
      {
        workId: 100,
        personId: MENZIES,
        relation: 'creator',
        reason: 'title "Papers of …": name in direct order',
      },
    ]);
    expect(
      linksOfWork(
        index,
        work({
          title: 'Papers of Sir Robert Menzies',
          creators: ['Sir Robert Menzies', 'Menzies, Robert Gordon, Sir, 1894-1978'],
          yearStart: 1905,
        }),
      ),
    ).toEqual([
      { workId: 100, personId: MENZIES, relation: 'creator', reason: 'creator: heading with life dates' },
    ]);
    // A creator who is someone else: the title is not used.
    expect(
      linksOfWork(
        index,
        work({ title: 'Papers of Robert Menzies', creators: ['Menzies, Robert, 1931-'], yearStart: 1960 }),
      ),
    ).toEqual([]);
  });

  it('links the people a cartoon caption names, as its subjects', () => {
    const cartoon = work({
      caption: {
        text: '“We are committed to the voluntary system of enlistment.” —Mr. Menzies. Mrs. Dobson smiled.',
        date: '1941-06-25',
      },
    });
    expect(linksOfWork(index, cartoon)).toEqual([
      {
        workId: 100,
        personId: MENZIES,
        relation: 'subject',
        reason: 'cartoon caption: only member of parliament of that name sitting then',
      },
    ]);
  });

  it('links nobody by a name that fits two people', () => {
    expect(
      linksOfWork(index, work({ creators: ['Smith, John, 1900-1980'], subjects: ['Smith, John, 1900-'] })),
    ).toEqual([]);
  });
});
