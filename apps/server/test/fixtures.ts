import {
  type Store,
  saveArticle,
  saveLibrary,
  saveNewspaperTitle,
  savePerson,
  saveWebsite,
  saveWork,
} from '@trove/db';

/** A handful of records, one or two per kind, written through the real writers. */
export interface Fixtures {
  cartoonId: number;
  bookId: number;
  historyId: number;
  articleId: number;
  personId: number;
  websiteId: number;
}

const json = (value: unknown) => JSON.stringify(value);

export async function seedFixtures(store: Store): Promise<Fixtures> {
  const { db } = store;
  await saveLibrary(db, { nuc: 'ANL', name: 'National Library of Australia', state: 'ACT', openToPublic: 1 });
  const cartoon = await saveWork(db, {
    work: {
      source: 'bulletin-cartoon',
      sourceId: 'nla.obj-1',
      groupKey: 'cartoon|federation',
      title: 'The federal kitten',
      category: 'images',
      primaryFormat: 'Cartoon',
      creators: json(['Hop, Livingston']),
      subjects: json(['Editorial cartoons -- Australia']),
      summary: 'A kitten labelled Federation plays with a ball of wool.',
      thumbnailUrl: 'https://nla.gov.au/nla.obj-1/image?wid=300',
      culturallySensitive: 1,
    },
    version: {
      source: 'bulletin-cartoon',
      sourceId: 'nla.obj-1',
      title: 'The federal kitten',
      format: 'Cartoon',
      year: 1899,
      date: '1899-03-11',
      fullText: 'THE FEDERAL KITTEN. Premier Reid holds the wool while the colonies watch.',
      thumbnailUrl: 'https://nla.gov.au/nla.obj-1/image?wid=300',
      imageUrl: 'https://nla.gov.au/nla.obj-1/image',
      identifiers: json({ trove: 'https://nla.gov.au/nla.obj-1' }),
      details: json({ issueNumber: 1000, notes: ['Front page'] }),
    },
    holdings: [{ nuc: 'ANL', callNumber: 'N 052 BUL' }],
    availableUrls: [
      {
        url: 'https://nla.gov.au/nla.obj-1',
        linkText: 'View the cartoon in Trove',
        accessType: 'f',
        nuc: 'ANL',
      },
    ],
    sourceRecord: {
      source: 'bulletin-cartoon',
      sourceId: 'nla.obj-1',
      rawFormat: 'csv',
      raw: 'id,date\nnla.obj-1,1899-03-11',
    },
  });
  const book = await saveWork(db, {
    work: {
      source: 'marc',
      sourceId: 'b1',
      groupKey: 'robbery under arms|boldrewood',
      title: 'Robbery under arms',
      category: 'books',
      primaryFormat: 'Book',
      creators: json(['Boldrewood, Rolf', 'Browne, Thomas Alexander']),
      subjects: json(['Bushrangers -- Fiction']),
      summary: 'A story of life and adventure in the bush and in the goldfields of Australia.',
      languages: json(['English']),
    },
    version: {
      source: 'marc',
      sourceId: 'b1',
      title: 'Robbery under arms',
      format: 'Book',
      year: 1888,
      date: '1888',
      publisher: 'Remington',
      place: 'London',
    },
  });
  await saveWork(db, {
    work: {
      source: 'marc',
      sourceId: 'b2',
      groupKey: 'robbery under arms|boldrewood',
      title: 'Robbery under arms',
      category: 'books',
      primaryFormat: 'Book',
      creators: json(['Boldrewood, Rolf']),
    },
    version: {
      source: 'marc',
      sourceId: 'b2',
      title: 'Robbery under arms',
      format: 'Book',
      year: 1937,
      publisher: 'Macmillan',
      place: 'London',
    },
  });
  const history = await saveWork(db, {
    work: {
      source: 'trove-work',
      sourceId: '123',
      groupKey: 'oral|hazel hawke',
      title: 'Hazel Hawke interviewed by Robin Hughes',
      category: 'music',
      primaryFormat: 'Sound/Oral history',
      creators: json(['Hawke, Hazel', 'Hughes, Robin']),
      subjects: json(['Prime ministers -- Spouses']),
    },
    version: {
      source: 'trove-work',
      sourceId: '123',
      title: 'Hazel Hawke interviewed by Robin Hughes',
      format: 'Sound/Oral history',
      year: 1993,
      date: '1993-03-11',
    },
  });
  const title = await saveNewspaperTitle(db, {
    source: 'trove-newspaper-title',
    sourceId: '35',
    name: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
    state: 'NSW',
    place: 'Sydney',
    startDate: '1842-04-18',
    endDate: '1954-12-31',
  });
  const article = await saveArticle(db, {
    source: 'trove-article',
    sourceId: '14000001',
    titleId: title.id,
    heading: 'FEDERATION CONVENTION.',
    category: 'Article',
    date: '1897-03-11',
    page: '5',
    pageSequence: 5,
    wordCount: 42,
    text: '<p>The <b>Federation</b> Convention met in Adelaide.</p><script>alert(1)</script><p onclick="x()">Delegates from every colony attended.</p>',
    troveUrl: 'https://trove.nla.gov.au/newspaper/article/14000001',
  });
  const person = await savePerson(db, {
    person: {
      source: 'australian-politicians',
      sourceId: 'Barton1849',
      primaryName: 'Barton, Edmund',
      displayName: 'Edmund Barton',
      entityType: 'person',
      birthDate: '1849-01-18',
      deathDate: '1920-01-07',
      birthPlace: 'Glebe, New South Wales',
      gender: 'male',
      occupations: json(['Member of the House of Representatives', 'Prime Minister']),
      identifiers: json({ wikidata: 'Q312789', wikipedia: 'https://en.wikipedia.org/wiki/Edmund_Barton' }),
    },
    biographies: [
      {
        contributorName: 'Australian Politicians dataset',
        text: 'First Prime Minister of Australia, 1901-1903.',
        isPrimary: 1,
      },
    ],
  });
  const website = await saveWebsite(db, {
    website: {
      source: 'gov-au-domain',
      sourceId: 'au,gov,education)/',
      url: 'https://www.education.gov.au/',
      title: 'Department of Education',
      domain: 'education.gov.au',
      govAu: 1,
    },
    captures: [{ timestamp: '20150101000000', originalUrl: 'https://www.education.gov.au/' }],
  });
  return {
    cartoonId: cartoon.workId,
    bookId: book.workId,
    historyId: history.workId,
    articleId: article.id,
    personId: person.id,
    websiteId: website.id,
  };
}
