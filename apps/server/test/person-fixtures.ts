import { type Store, toJson } from '@trove/db';
import {
  NATIONAL_LIBRARY,
  buildArticle,
  buildLibrary,
  buildNewspaperTitle,
  buildPerson,
  buildVersion,
  buildWork,
} from '@trove/db/test-support';

/**
 * A person with resources for the person page's calls: 13 works by them (paging), 2 about them,
 * works held or catalogued by two partners, people who share works, a deleted work, a
 * disambiguation record, and one newspaper issue of four articles.
 */
export interface PersonFixtures {
  personId: number;
  coAuthorId: number;
  subjectOnlyId: number;
  loneId: number;
  disambiguationId: number;
  byIds: number[];
  aboutIds: number[];
  bestHeldId: number;
  /** One issue: page 1, two on page 2 (by id), one with no page sequence; and the next day's. */
  issue: { p1: number; p2a: number; p2b: number; unplaced: number; otherDay: number };
}

const person = (store: Store, sourceId: string, name: string, birthDate: string) =>
  buildPerson(store, { person: { source: 'test-people', sourceId, primaryName: name, birthDate } });

async function work(
  store: Store,
  n: number,
  options: {
    title?: string;
    year: number | null;
    held?: string[];
    catalogued?: string;
    editions?: number;
    url?: string;
    deletedAt?: string;
  },
) {
  const title = options.title ?? `Speech number ${String(n).padStart(2, '0')}`;
  const edition = (e: number) => ({
    version: {
      sourceId: `w${n}-e${e}`,
      year: options.year === null ? null : options.year + e,
      place: 'Melbourne',
      details: toJson({ series: ['Federation papers'] }),
    },
    holdings: (options.held ?? []).map((nuc) => ({ nuc })),
    availableUrls: options.url ? [{ url: options.url, accessType: 'f' }] : [],
    ...(options.catalogued ? { sourceRecord: { nuc: options.catalogued } } : {}),
  });
  const first = await buildWork(store, {
    work: {
      source: 'test-works',
      sourceId: `w${n}`,
      groupKey: `test|${n}`,
      title,
      category: 'books',
      primaryFormat: 'Book',
      creators: toJson(['Deakin, Alfred, 1856-1919']),
      languages: toJson(['eng']),
      summary: `Summary of ${title}`,
      yearStart: options.year,
      yearEnd: options.year,
    },
    ...edition(0),
    ...(options.deletedAt ? { deletedAt: options.deletedAt } : {}),
  });
  for (let e = 1; e < (options.editions ?? 1); e++) await buildVersion(store, first, edition(e));
  return first.workId;
}

export async function seedPersonFixtures(store: Store): Promise<PersonFixtures> {
  await buildLibrary(store, NATIONAL_LIBRARY);
  await buildLibrary(store, {
    nuc: 'NSL',
    name: 'State Library of New South Wales',
    state: 'NSW',
    openToPublic: 1,
  });
  const personId = await person(store, 'deakin', 'Deakin, Alfred', '1856-08-03');
  const coAuthorId = await person(store, 'barton', 'Barton, Edmund', '1849-01-18');
  const subjectOnlyId = await person(store, 'parkes', 'Parkes, Henry', '1815-05-27');
  const loneId = await person(store, 'lone', 'Nobody, Alone', '1900');
  const disambiguationId = await person(store, 'smith-j', 'Smith, John', '1800');

  // By: 13 works, years 1880..1892 (one undated, last); 1-4 held at ANL, 5-7 catalogued by NSL,
  // 8 both; 9 has three editions held at ANL and NSL: the best held.
  const byIds: number[] = [];
  for (let n = 1; n <= 13; n++) {
    const year = n === 13 ? null : 1879 + n;
    const held = n <= 4 || n === 8 ? ['ANL'] : n === 9 ? ['ANL', 'NSL'] : [];
    const catalogued = n >= 5 && n <= 8 ? 'NSL' : undefined;
    byIds.push(
      await work(store, n, {
        year,
        held,
        catalogued,
        editions: n === 9 ? 3 : 1,
        url: n === 1 ? 'https://example.org/speech-1' : undefined,
      }),
    );
  }
  const aboutIds = [
    await work(store, 20, { title: 'A life of Deakin', year: 1923, held: ['NSL'] }),
    await work(store, 21, { title: 'Deakin and federation', year: 1960 }),
  ];
  const deleted = await work(store, 30, {
    title: 'Withdrawn pamphlet',
    year: 1890,
    held: ['ANL'],
    deletedAt: '2026-01-01T00:00:00Z',
  });

  const dated = 'creator: heading with life dates';
  const links = [
    ...byIds.map((workId) => ({ workId, personId, relation: 'creator', reason: dated })),
    // Work 1 is also one he contributed to: it stays one resource.
    {
      workId: byIds[0]!,
      personId,
      relation: 'contributor',
      reason: 'MARC 700 contributor: heading with life dates',
    },
    ...aboutIds.map((workId) => ({
      workId,
      personId,
      relation: 'subject',
      reason: 'MARC 600 subject: heading with life dates',
    })),
    { workId: deleted, personId, relation: 'creator', reason: dated },
    { workId: byIds[0]!, personId: coAuthorId, relation: 'creator', reason: dated },
    { workId: byIds[1]!, personId: coAuthorId, relation: 'creator', reason: dated },
    { workId: aboutIds[0]!, personId: subjectOnlyId, relation: 'subject', reason: 'subject: exact heading' },
    { workId: deleted, personId: loneId, relation: 'creator', reason: dated },
  ];
  await store.people.replaceWorkPeople([...new Set(links.map((l) => l.workId))], links);

  await store.people.writeDisambiguation(disambiguationId, [
    { name: 'Smith, John, 1800-1870 (surveyor)', targetPersonId: coAuthorId },
    { name: 'Smith, John, 1821-1885 (printer)', targetPersonId: null },
  ]);

  const titleId = await buildNewspaperTitle(store, {
    source: 'test-titles',
    sourceId: 'argus',
    name: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
    state: 'VIC',
  });
  const article = (sourceId: string, heading: string, date: string, pageSequence: number | null) =>
    buildArticle(store, {
      source: 'test-articles',
      sourceId,
      titleId,
      heading,
      date,
      page: pageSequence === null ? null : String(pageSequence),
      pageSequence,
      text: `<p>${heading}</p>`,
    });
  // Saved out of page order, so the order must come from the page sequence and then the id.
  const p2a = await article('a3', 'SHIPPING.', '1890-09-13', 2);
  const p1 = await article('a1', 'LATEST NEWS.', '1890-09-13', 1);
  const p2b = await article('a2', 'THE STRIKE.', '1890-09-13', 2);
  const unplaced = await article('a4', 'ADVERTISEMENTS.', '1890-09-13', null);
  const otherDay = await article('a5', 'NEXT DAY NEWS.', '1890-09-14', 1);
  return {
    personId,
    coAuthorId,
    subjectOnlyId,
    loneId,
    disambiguationId,
    byIds,
    aboutIds,
    bestHeldId: byIds[8]!,
    issue: { p1, p2a, p2b, unplaced, otherDay },
  };
}
