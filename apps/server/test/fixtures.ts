import { type Store, toJson } from '@trove/db';
import {
  NATIONAL_LIBRARY,
  buildArticle,
  buildLibrary,
  buildNewspaperTitle,
  buildPerson,
  buildWebsite,
  buildWork,
} from '@trove/db/test-support';

/** A handful of records, one or two per kind, written through the real writers. */
export interface Fixtures {
  cartoonId: number;
  bookId: number;
  historyId: number;
  articleId: number;
  personId: number;
  websiteId: number;
}

export async function seedFixtures(store: Store): Promise<Fixtures> {
  await buildLibrary(store, NATIONAL_LIBRARY);
  const cartoon = await buildWork(store, {
    work: {
      source: 'bulletin-cartoon',
      sourceId: 'nla.obj-1',
      groupKey: 'cartoon|federation',
      title: 'The federal kitten',
      category: 'images',
      primaryFormat: 'Cartoon',
      creators: toJson(['Hop, Livingston']),
      subjects: toJson(['Editorial cartoons -- Australia']),
      summary: 'A kitten labelled Federation plays with a ball of wool.',
      thumbnailUrl: 'https://nla.gov.au/nla.obj-1/image?wid=300',
      culturallySensitive: 1,
    },
    version: {
      year: 1899,
      date: '1899-03-11',
      fullText: 'THE FEDERAL KITTEN. Premier Reid holds the wool while the colonies watch.',
      thumbnailUrl: 'https://nla.gov.au/nla.obj-1/image?wid=300',
      imageUrl: 'https://nla.gov.au/nla.obj-1/image',
      identifiers: toJson({ trove: 'https://nla.gov.au/nla.obj-1' }),
      details: toJson({ issueNumber: 1000, notes: ['Front page'] }),
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
    sourceRecord: { rawFormat: 'csv', raw: 'id,date\nnla.obj-1,1899-03-11' },
  });
  const book = await buildWork(store, {
    work: {
      source: 'marc',
      sourceId: 'b1',
      groupKey: 'robbery under arms|boldrewood',
      title: 'Robbery under arms',
      category: 'books',
      primaryFormat: 'Book',
      creators: toJson(['Boldrewood, Rolf', 'Browne, Thomas Alexander']),
      subjects: toJson(['Bushrangers -- Fiction']),
      summary: 'A story of life and adventure in the bush and in the goldfields of Australia.',
      languages: toJson(['English']),
    },
    version: { year: 1888, date: '1888', publisher: 'Remington', place: 'London' },
  });
  // A later edition catalogued as a record of its own: it joins the book by its group key.
  await buildWork(store, {
    work: {
      source: 'marc',
      sourceId: 'b2',
      groupKey: 'robbery under arms|boldrewood',
      title: 'Robbery under arms',
      category: 'books',
      primaryFormat: 'Book',
      creators: toJson(['Boldrewood, Rolf']),
    },
    version: { year: 1937, publisher: 'Macmillan', place: 'London' },
  });
  const history = await buildWork(store, {
    work: {
      source: 'trove-work',
      sourceId: '123',
      groupKey: 'oral|hazel hawke',
      title: 'Hazel Hawke interviewed by Robin Hughes',
      category: 'music',
      primaryFormat: 'Sound/Oral history',
      creators: toJson(['Hawke, Hazel', 'Hughes, Robin']),
      subjects: toJson(['Prime ministers -- Spouses']),
    },
    version: { year: 1993, date: '1993-03-11' },
  });
  const titleId = await buildNewspaperTitle(store, {
    source: 'trove-newspaper-title',
    sourceId: '35',
    name: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
    state: 'NSW',
    place: 'Sydney',
    startDate: '1842-04-18',
    endDate: '1954-12-31',
  });
  const articleId = await buildArticle(store, {
    source: 'trove-article',
    sourceId: '14000001',
    titleId,
    heading: 'FEDERATION CONVENTION.',
    category: 'Article',
    date: '1897-03-11',
    page: '5',
    pageSequence: 5,
    wordCount: 42,
    text: '<p>The <b>Federation</b> Convention met in Adelaide.</p><script>alert(1)</script><p onclick="x()">Delegates from every colony attended.</p>',
    troveUrl: 'https://trove.nla.gov.au/newspaper/article/14000001',
  });
  const personId = await buildPerson(store, {
    person: {
      source: 'australian-politicians',
      sourceId: 'Barton1849',
      primaryName: 'Barton, Edmund',
      displayName: 'Edmund Barton',
      birthDate: '1849-01-18',
      deathDate: '1920-01-07',
      birthPlace: 'Glebe, New South Wales',
      gender: 'male',
      occupations: toJson(['Member of the House of Representatives', 'Prime Minister']),
      identifiers: toJson({ wikidata: 'Q312789', wikipedia: 'https://en.wikipedia.org/wiki/Edmund_Barton' }),
    },
    biographies: [
      {
        contributorName: 'Australian Politicians dataset',
        text: 'First Prime Minister of Australia, 1901-1903.',
        isPrimary: 1,
      },
    ],
  });
  const websiteId = await buildWebsite(store, {
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
    articleId,
    personId,
    websiteId,
  };
}
