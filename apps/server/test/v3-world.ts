import type { Store } from '@trove/db';
import {
  buildAccount,
  buildArticle,
  buildLibrary,
  buildList,
  buildNewspaperTitle,
  buildPerson,
  buildWork,
  queryBuilderOf,
} from '@trove/db/test-support';

/** The records the /v3 tests ask about: two titles, three articles, a work, a person, lists, libraries. */
export interface V3World {
  argus: number;
  gazette: number;
  echuca: number;
  relief: number;
  notice: number;
  work: number;
  person: number;
  list: number;
  privateList: number;
}

export async function buildV3World(store: Store): Promise<V3World> {
  const argus = await buildNewspaperTitle(store, {
    name: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
    state: 'VIC',
    kind: 'newspaper',
  });
  const gazette = await buildNewspaperTitle(store, {
    name: 'New South Wales Government Gazette (Sydney, NSW : 1832 - 1900)',
    state: 'NSW',
    kind: 'gazette',
  });
  const echuca = await buildArticle(store, {
    titleId: argus,
    heading: 'FLOOD AT ECHUCA.',
    category: 'Article',
    date: '1890-09-13',
    page: '6',
    pageSequence: 6,
    illustrated: 1,
    wordCount: 50,
    correctionCount: 3,
    text: '<p><span>The Murray river rose in flood at Echuca.</span></p>',
    troveUrl: 'https://nla.gov.au/nla.news-article8435381',
    pageUrl: 'https://nla.gov.au/nla.news-page291857',
  });
  const relief = await buildArticle(store, {
    titleId: argus,
    heading: 'FLOOD RELIEF FUND.',
    category: 'Advertising',
    date: '1914-05-20',
    page: '2',
    pageSequence: 2,
    wordCount: 2000,
    text: '<p>Subscriptions for the flood relief fund.</p>',
  });
  const notice = await buildArticle(store, {
    titleId: gazette,
    heading: 'GOVERNMENT NOTICE. FLOOD WORKS.',
    category: 'Government Gazette Notices',
    date: '1900-01-01',
    page: '1',
    pageSequence: 1,
    wordCount: 300,
    text: '<p>Tenders for flood works.</p>',
  });
  const nla = await buildLibrary(store, { nuc: 'ANL', name: 'National Library of Australia', state: 'ACT' });
  await buildLibrary(store, { nuc: 'ANL:DL', name: 'NLA Digital Library', parentNuc: nla });
  const built = await buildWork(store, {
    work: {
      title: 'Flood stories of the Murray',
      category: 'books',
      primaryFormat: 'Book',
      formats: JSON.stringify(['Book']),
      creators: JSON.stringify(['Lawson, Henry']),
      subjects: JSON.stringify(['Floods']),
      summary: 'Tales of the river.',
      yearStart: 1901,
      languages: JSON.stringify(['eng']),
      thumbnailUrl: 'https://example.org/cover.jpg',
    },
    version: {
      publisher: 'Angus & Robertson',
      year: 1901,
      identifiers: JSON.stringify({ isbn: ['0140449132'] }),
    },
    holdings: [{ nuc: 'ANL', callNumber: 'A 123' }],
    availableUrls: [{ url: 'https://example.org/flood-stories', linkText: 'Read online', accessType: 'f' }],
  });
  const person = await buildPerson(store, {
    person: {
      primaryName: 'Lawson, Henry',
      displayName: 'Henry Lawson',
      occupations: JSON.stringify(['Poet']),
      birthDate: '1867-06-17',
      deathDate: '1922-09-02',
    },
    biographies: [{ text: 'Australian writer and poet.', isPrimary: 1 }],
  });
  const reader = await buildAccount(store, { username: 'riverreader' });
  const db = queryBuilderOf(store);
  const now = new Date().toISOString();
  await db
    .insertInto('tag')
    .values({ name: 'rivers', userId: reader, targetType: 'work', targetId: built.workId, createdAt: now })
    .execute();
  // A private tag and a hidden one, which no /v3 answer shows (the API has no signed-in caller).
  await db
    .insertInto('tag')
    .values([
      {
        name: 'secret',
        userId: reader,
        targetType: 'work',
        targetId: built.workId,
        createdAt: now,
        priv: 1,
        moderation: null,
      },
      {
        name: 'rude',
        userId: reader,
        targetType: 'work',
        targetId: built.workId,
        createdAt: now,
        priv: 0,
        moderation: 'hidden',
      },
    ])
    .execute();
  await db
    .insertInto('annotation')
    .values({
      content: 'A fine collection.',
      userId: reader,
      targetType: 'work',
      targetId: built.workId,
      createdAt: now,
      lastModified: now,
    })
    .execute();
  const { listId } = await buildList(store, {
    userId: reader,
    title: 'Floods on the Murray',
    description: 'What the papers said.',
    items: [
      { targetType: 'work', targetId: built.workId, note: 'The stories' },
      { targetType: 'article', targetId: echuca },
      { targetType: 'person', targetId: person },
      { targetType: 'uri', targetId: null, url: 'https://example.org/murray', title: 'The Murray' },
    ],
  });
  const { listId: privateList } = await buildList(store, {
    userId: reader,
    title: 'Secret floods',
    priv: true,
  });
  return { argus, gazette, echuca, relief, notice, work: built.workId, person, list: listId, privateList };
}
