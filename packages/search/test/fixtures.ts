import type { Store } from '@trove/db';

const json = (value: unknown) => JSON.stringify(value);

export interface SearchFixtures {
  bookId: number;
  cartoonId: number;
  articleId: number;
  personId: number;
  websiteId: number;
}

/** A few records of every searchable kind, written through the real writers. */
export async function seedSearchFixtures(store: Store): Promise<SearchFixtures> {
  const { catalogue } = store;
  const book = await catalogue.saveWork({
    work: {
      source: 'test',
      sourceId: 'b1',
      groupKey: 'robbery',
      title: 'Robbery under arms',
      category: 'books',
      primaryFormat: 'Book',
      creators: json(['Boldrewood, Rolf']),
      subjects: json(['Bushrangers -- Fiction']),
      summary: 'A tale of the goldfields.',
    },
    version: {
      source: 'test',
      sourceId: 'b1',
      title: 'Robbery under arms',
      format: 'Book',
      year: 1888,
      fullText: 'Captain Starlight rides through the bush.',
    },
  });
  await catalogue.saveWork({
    work: {
      source: 'test',
      sourceId: 'b2',
      groupKey: 'robbery',
      title: 'Robbery under arms',
      category: 'books',
      creators: json(['Boldrewood, Rolf']),
    },
    version: { source: 'test', sourceId: 'b2', title: 'Robbery under arms', format: 'Book', year: 1937 },
  });
  await catalogue.saveWork({
    work: {
      source: 'test',
      sourceId: 'b3',
      groupKey: 'bush',
      title: 'The bush',
      category: 'books',
      creators: json(['Murnane, Gerald']),
    },
    version: {
      source: 'test',
      sourceId: 'b3',
      title: 'The bush',
      format: 'Book',
      year: 1960,
      date: '1960-05-01',
    },
  });
  const cartoon = await catalogue.saveWork({
    work: {
      source: 'test',
      sourceId: 'c1',
      groupKey: 'kitten',
      title: 'The federal kitten',
      category: 'images',
      primaryFormat: 'Cartoon',
      creators: json(['Hop, Livingston']),
      thumbnailUrl: 'https://example.org/kitten.jpg',
      culturallySensitive: 1,
      synthetic: 1,
    },
    version: {
      source: 'test',
      sourceId: 'c1',
      title: 'The federal kitten',
      format: 'Cartoon',
      year: 1899,
      date: '1899-03-11',
      fullText: 'Premier Reid and the bush colonies.',
    },
  });
  const title = await catalogue.saveNewspaperTitle({
    source: 'test',
    sourceId: 't1',
    name: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
  });
  const article = await catalogue.saveArticle({
    source: 'test',
    sourceId: 'a1',
    titleId: title.id,
    heading: 'BUSHRANGERS AT LARGE',
    date: '1880-06-28',
    page: '5',
    wordCount: 300,
    text: '<p>The Kelly gang was seen near Glenrowan in the bush.</p>',
  });
  const person = await catalogue.savePerson({
    person: {
      source: 'test',
      sourceId: 'p1',
      primaryName: 'Kelly, Ned',
      displayName: 'Ned Kelly',
      birthDate: '1854-12',
      occupations: json(['Bushranger']),
    },
    biographies: [{ text: 'Bushranger, hanged at Melbourne Gaol in 1880.' }],
  });
  const website = await catalogue.saveWebsite({
    website: {
      source: 'test',
      sourceId: 'w1',
      url: 'https://www.bushfire.gov.au/',
      title: 'Bushfire recovery',
      domain: 'bushfire.gov.au',
      govAu: 1,
    },
    captures: [{ timestamp: '20200115093000', originalUrl: 'https://www.bushfire.gov.au/' }],
  });
  return {
    bookId: book.workId,
    cartoonId: cartoon.workId,
    articleId: article.id,
    personId: person.id,
    websiteId: website.id,
  };
}
