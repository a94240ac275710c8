import type { Store } from '@trove/db';

const json = (value: unknown) => JSON.stringify(value);

/** Records with facet values of every kind: formats, languages, identifiers, holdings, states. */
export async function seedFacetFixtures(store: Store) {
  const { catalogue } = store;
  const gold = await catalogue.saveWork({
    work: {
      source: 'facet',
      sourceId: 'f1',
      groupKey: 'f1',
      title: 'Gold fields of Victoria',
      category: 'books',
      languages: json(['English']),
      subjects: json(['Gold mines and mining']),
      australian: 1,
    },
    version: {
      source: 'facet',
      sourceId: 'f1',
      title: 'Gold fields of Victoria',
      format: 'Book/Illustrated',
      year: 1915,
      place: 'Melbourne :',
      identifiers: json({ isbn: ['0-330-25864-8'] }),
    },
    holdings: [{ nuc: 'ANL' }, { nuc: 'VSL' }],
    availableUrls: [{ url: 'https://example.org/gold', accessType: 'f' }],
  });
  const map = await catalogue.saveWork({
    work: {
      source: 'facet',
      sourceId: 'f2',
      groupKey: 'f2',
      title: 'Gold map of Ballarat',
      category: 'books',
      languages: json(['English', 'German']),
      subjects: json(['Gold mines and mining', 'Ballarat (Vic.)']),
    },
    version: { source: 'facet', sourceId: 'f2', title: 'Gold map of Ballarat', format: 'Map', year: 1858 },
    holdings: [{ nuc: 'ANL' }],
  });
  const nugget = await catalogue.saveWork({
    work: {
      source: 'facet',
      sourceId: 'f3',
      groupKey: 'f3',
      title: 'The gold nugget',
      category: 'books',
      languages: json(['German']),
    },
    version: { source: 'facet', sourceId: 'f3', title: 'The gold nugget', format: 'Book', year: 1919 },
  });
  const argus = await catalogue.saveNewspaperTitle({
    source: 'facet',
    sourceId: 'ft1',
    name: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
    state: 'Victoria',
  });
  const herald = await catalogue.saveNewspaperTitle({
    source: 'facet',
    sourceId: 'ft2',
    name: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
    state: 'New South Wales',
  });
  const rush = await catalogue.saveArticle({
    source: 'facet',
    sourceId: 'fa1',
    titleId: argus.id,
    heading: 'THE GOLD RUSH',
    category: 'Article',
    date: '1851-09-01',
    illustrated: 1,
    wordCount: 1200,
    text: 'Gold was found at Ballarat.',
  });
  const escort = await catalogue.saveArticle({
    source: 'facet',
    sourceId: 'fa2',
    titleId: herald.id,
    heading: 'GOLD ESCORT',
    category: 'Advertising',
    date: '1852-01-10',
    wordCount: 80,
    text: 'The gold escort arrived.',
  });
  const digger = await catalogue.savePerson({
    person: {
      source: 'facet',
      sourceId: 'fp1',
      primaryName: 'Hargraves, Edward',
      displayName: 'Edward Hargraves',
      entityType: 'person',
      birthDate: '1816-10-07',
      deathDate: '1891-10-29',
      occupations: json(['Gold prospector']),
    },
    biographies: [{ text: 'Announced the discovery of gold in 1851.' }],
  });
  const company = await catalogue.savePerson({
    person: {
      source: 'facet',
      sourceId: 'fp2',
      primaryName: 'Gold Fields Company',
      displayName: 'Gold Fields Company',
      entityType: 'corporatebody',
      occupations: json(['Mining company']),
    },
    biographies: [],
  });
  const site = await catalogue.saveWebsite({
    website: {
      source: 'facet',
      sourceId: 'fw1',
      url: 'https://www.gold.vic.gov.au/report.pdf',
      title: 'Gold report',
      domain: 'gold.vic.gov.au',
      govAu: 1,
    },
    captures: [{ timestamp: '20190101000000', originalUrl: 'https://www.gold.vic.gov.au/report.pdf' }],
  });
  return {
    goldId: gold.workId,
    mapId: map.workId,
    nuggetId: nugget.workId,
    argusId: argus.id,
    heraldId: herald.id,
    rushId: rush.id,
    escortId: escort.id,
    diggerId: digger.id,
    companyId: company.id,
    siteId: site.id,
  };
}
