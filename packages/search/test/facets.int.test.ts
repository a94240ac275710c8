import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FACETS_BY_HANDLER, type Facet, type SearchCriteria, parseSearchCriteria } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../src/engine.ts';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import { ensureIndex } from '../src/indexer.ts';
import { seedFacetFixtures } from './facet-fixtures.ts';

type Ids = Awaited<ReturnType<typeof seedFacetFixtures>>;

/** A request as the API builds it from an address's query string. */
function requestOf(
  query: string,
  categories: string[] | null,
  over: Partial<SearchRequest> = {},
): SearchRequest {
  const { criteria, problems } = parseSearchCriteria(Object.fromEntries(groupParams(query)));
  expect(problems).toEqual([]);
  return {
    terms: criteria satisfies SearchCriteria,
    categories,
    startPos: criteria.startPos,
    pageSize: criteria.pageSize,
    sortBy: criteria.sortBy,
    facets: [],
    explain: criteria.explain,
    ...over,
  };
}

function groupParams(query: string): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(query))
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return grouped;
}

const termsOf = (facets: Facet[], code: string) =>
  facets.find((f) => f.code === code)?.terms.map((t) => [t.term, t.count, t.selected]) ?? null;

describe.each(await storesUnderTest())('facets, limits and filters on %s', (dialect) => {
  let store: Store;
  let engine: FtsSearchEngine;
  let ids: Ids;
  let dir: string;
  const ids$ = async (query: string, categories: string[] | null, over: Partial<SearchRequest> = {}) =>
    (await engine.search(requestOf(query, categories, over))).works.map((w) => w.id).sort((a, b) => a - b);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFacetFixtures(store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-facets-'));
    engine = (await ensureIndex(store, path.join(dir, 'index.sqlite'))).engine;
  });
  afterAll(async () => {
    await engine.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("counts a book search's facets over every match, with sub-formats and years nested", async () => {
    const page = await engine.search(
      requestOf('keyword=gold', ['books'], { facets: FACETS_BY_HANDLER.BOOK, pageSize: 1 }),
    );
    expect(page.total).toBe(3);
    expect(page.works).toHaveLength(1);
    expect(termsOf(page.facets, 'format')).toEqual([
      ['Book', 2, false],
      ['Map', 1, false],
    ]);
    const book = page.facets.find((f) => f.code === 'format')?.terms[0];
    expect(book?.subTerms.map((t) => [t.term, t.displayTerm, t.count])).toEqual([
      ['Book/Illustrated', 'Illustrated', 1],
    ]);
    const decades = page.facets.find((f) => f.code === 'decade');
    expect(decades?.limit).toBe('l-decade');
    expect(
      decades?.terms.map((t) => [t.term, t.displayTerm, t.count, t.subTerms.map((y) => [y.term, y.count])]),
    ).toEqual([
      ['185', '1850 - 1859', 1, [['1858', 1]]],
      [
        '191',
        '1910 - 1919',
        2,
        [
          ['1915', 1],
          ['1919', 1],
        ],
      ],
    ]);
    expect(termsOf(page.facets, 'language')).toEqual([
      ['English', 2, false],
      ['German', 2, false],
    ]);
    expect(termsOf(page.facets, 'place')).toEqual([['Melbourne', 1, false]]);
    expect(termsOf(page.facets, 'availability')).toEqual([
      ['n', 2, false],
      ['y', 1, false],
    ]);
    expect(termsOf(page.facets, 'australian')).toEqual([['y', 1, false]]);
    // No record carries a public tag or an Austlang code yet: those facets are left out.
    expect(termsOf(page.facets, 'pubtag')).toBeNull();
  });

  it('limits by facet terms: any of the values, all of them, or none, and flags the chosen ones', async () => {
    expect(await ids$('keyword=gold&l-format=Map', ['books'])).toEqual([ids.mapId]);
    expect(await ids$('keyword=gold&l-format=Map&l-format=Book/Illustrated', ['books'])).toEqual([
      ids.goldId,
      ids.mapId,
    ]);
    expect(
      await ids$('keyword=gold&l-language=English&l-language=German&l-language.mod=all', ['books']),
    ).toEqual([ids.mapId]);
    expect(await ids$('keyword=gold&l-language=English&l-language.mod=not', ['books'])).toEqual([
      ids.nuggetId,
    ]);
    expect(await ids$('keyword=gold&l-decade=191&l-year=1919', ['books'])).toEqual([ids.nuggetId]);
    expect(await ids$('keyword=gold&l-format=Globe', ['books'])).toEqual([]);
    const page = await engine.search(
      requestOf('keyword=gold&l-format=Book', ['books'], { facets: ['format'] }),
    );
    expect(termsOf(page.facets, 'format')).toEqual([['Book', 2, true]]);
  });

  it('finds identifiers and holdings exactly, as fields and in the keyword', async () => {
    expect(await ids$('isbn=0330258648', ['books'])).toEqual([ids.goldId]);
    expect(await ids$('keyword=isbn:0-330-25864-8', ['books'])).toEqual([ids.goldId]);
    expect(await ids$('keyword=gold&nuc=ANL', ['books'])).toEqual([ids.goldId, ids.mapId]);
    expect(await ids$('keyword=gold -nuc:VSL', ['books'])).toEqual([ids.mapId, ids.nuggetId]);
  });

  it('matches text fields in their own columns and modes', async () => {
    expect(await ids$('title=gold%20map', ['books'])).toEqual([ids.mapId]);
    expect(await ids$('title.any=nugget%20map', ['books'])).toEqual([ids.mapId, ids.nuggetId]);
    expect(await ids$('title.phrase=gold%20fields', ['books'])).toEqual([ids.goldId]);
    expect(await ids$('keyword=gold&title.not=map', ['books'])).toEqual([ids.goldId, ids.nuggetId]);
    expect(await ids$('keyword=gold&keyword.mod=phrase&keyword=gold', ['books'])).toHaveLength(3);
  });

  it('limits by year and date ranges, typed as fields or in the keyword', async () => {
    expect(await ids$('keyword=gold&year.from=1900&year.to=1916', ['books'])).toEqual([ids.goldId]);
    expect(await ids$('keyword=gold date:[1850 TO 1860]', ['books'])).toEqual([ids.mapId]);
    expect(await ids$('keyword=gold&date.from=1851-09&date.to=1851', ['newspapers'])).toEqual([ids.rushId]);
    // A record known only by its year is in a range that starts or ends in that year.
    expect(await ids$('keyword=gold&date.from=1915&date.to=1915', ['books'])).toEqual([ids.goldId]);
    expect(await ids$('keyword=gold&year.from=1919', ['books'])).toEqual([ids.nuggetId]);
    expect(await ids$('keyword=gold&date.from=1915-01-01&date.to=1918', ['books'])).toEqual([ids.goldId]);
    expect(await ids$('keyword=gold&date.from=1915-02', ['books'])).toEqual([ids.nuggetId]);
  });

  it('facets and limits newspaper articles by state, title, category, illustration and word count', async () => {
    const page = await engine.search(
      requestOf('keyword=gold', ['newspapers'], { facets: FACETS_BY_HANDLER.NEWSPAPER_AND_GAZETTE }),
    );
    expect(termsOf(page.facets, 'state')).toEqual([
      ['New South Wales', 1, false],
      ['Victoria', 1, false],
    ]);
    const titles = page.facets.find((f) => f.code === 'title')?.terms.map((t) => t.displayTerm);
    expect(titles).toEqual([
      'The Argus (Melbourne, Vic. : 1848 - 1957)',
      'The Sydney Morning Herald (NSW : 1842 - 1954)',
    ]);
    expect(termsOf(page.facets, 'wordCount')).toEqual([
      ['0', 1, false],
      ['3', 1, false],
    ]);
    expect(page.facets.find((f) => f.code === 'illustrated')?.terms.map((t) => t.displayTerm)).toEqual([
      'No',
      'Yes',
    ]);
    expect(await ids$('keyword=gold&l-advstate=Victoria', ['newspapers'])).toEqual([ids.rushId]);
    expect(await ids$(`keyword=gold&l-advtitle=${ids.heraldId}`, ['newspapers'])).toEqual([ids.escortId]);
    expect(await ids$('keyword=gold&l-category=Advertising', ['newspapers'])).toEqual([ids.escortId]);
    expect(await ids$('keyword=gold&l-illustrated=y&l-word_count=3', ['newspapers'])).toEqual([ids.rushId]);
    expect(await ids$('keyword=gold has:correctabletext', ['newspapers'])).toEqual([
      ids.rushId,
      ids.escortId,
    ]);
  });

  it('facets and limits people by type, occupation, existence, birth and death', async () => {
    const page = await engine.search(
      requestOf('keyword=gold', ['people'], { facets: FACETS_BY_HANDLER.PEOPLE }),
    );
    expect(termsOf(page.facets, 'type')).toEqual([
      ['corporatebody', 1, false],
      ['person', 1, false],
    ]);
    expect(await ids$('keyword=gold&l-type=person', ['people'])).toEqual([ids.diggerId]);
    expect(await ids$('keyword=gold&l-occupation=Mining%20company', ['people'])).toEqual([ids.companyId]);
    expect(await ids$('keyword=gold&existencedate.from=1880&existencedate.to=1900', ['people'])).toEqual([
      ids.diggerId,
    ]);
    expect(await ids$('keyword=gold&existencedate.from=1900', ['people'])).toEqual([]);
    expect(await ids$('keyword=gold&l-birth=1810-1820', ['people'])).toEqual([ids.diggerId]);
    expect(await ids$('keyword=gold&l-death=1891', ['people'])).toEqual([ids.diggerId]);
  });

  it('limits archived websites to gov.au, a state, a file type and a domain', async () => {
    expect(await ids$('keyword=gold&l-auGov=y&l-auGovState=vic', ['websites'])).toEqual([ids.siteId]);
    expect(await ids$('keyword=gold&l-auGovState=nsw', ['websites'])).toEqual([]);
    expect(await ids$('keyword=gold&l-advContentType=PDF', ['websites'])).toEqual([ids.siteId]);
    expect(await ids$('keyword=gold&l-site=gold.vic.gov.au', ['websites'])).toEqual([ids.siteId]);
  });

  it('sorts filtered matches by date and explains scores when asked', async () => {
    const asc = await engine.search(requestOf('keyword=gold&l-format=Book&sortBy=dateAsc', ['books']));
    expect(asc.works.map((w) => w.id)).toEqual([ids.goldId, ids.nuggetId]);
    const explained = await engine.search(requestOf('keyword=gold&explain=true', ['books']));
    expect(explained.works[0]?.searchExplainString).toMatch(/^score \d+\.\d{3} = bm25 over title \d/);
    const plain = await engine.search(requestOf('keyword=gold', ['books']));
    expect(plain.works[0]?.searchExplainString).toBeUndefined();
  });

  it('counts every collection with the same limits when searching across all', async () => {
    const counts = await engine.countByCategory(
      requestOf('keyword=gold&date.from=1850&date.to=1859', null).terms,
    );
    expect(Object.fromEntries(counts)).toEqual({ books: 1, newspapers: 2 });
  });
});
