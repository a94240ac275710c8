import { ApiErrorSchema, FacetsAnswerSchema, ResultsPageSchema } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { type FtsSearchEngine, catchUp } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { type SearchingApp, seededSearchingApp, testApp } from './helpers.ts';

describe.each(await storesUnderTest())('search call on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let engine: FtsSearchEngine;
  let ids: Fixtures;
  let running: SearchingApp | undefined;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    running = await seededSearchingApp(store);
    ({ app, engine } = running);
  });
  afterAll(() => running?.close());

  it('searches one collection by url key with an exact total', async () => {
    const res = await get('/api/search/books?keyword=robbery%20arms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const page = ResultsPageSchema.parse(res.json());
    expect(page).toMatchObject({
      totalRecords: 1,
      numRecords: 1,
      startPos: 0,
      pageSize: 20,
      resultGroups: [],
    });
    expect(page.works[0]).toMatchObject({
      id: ids.bookId,
      author: 'Boldrewood, Rolf; Browne, Thomas Alexander',
      yearRange: '1888-1937',
    });
  });

  it('searches one collection named by its id', async () => {
    const images = await store.content.findCollection('category', 'images');
    const page = ResultsPageSchema.parse((await get(`/api/search/${images?.id}?keyword=kitten`)).json());
    expect(page.works.map((w) => w.id)).toEqual([ids.cartoonId]);
  });

  it('searches every collection with -1, one group per collection with hits', async () => {
    const page = ResultsPageSchema.parse((await get('/api/search/-1?keyword=federation')).json());
    expect(page.resultGroups.map((g) => [g.category, g.totalFound])).toEqual([
      ['newspapers', 1],
      ['images', 1],
    ]);
    expect(page.totalRecords).toBe(2);
    expect(page.resultGroups[0]?.works[0]).toMatchObject({
      id: ids.articleId,
      workType: 'newspaper',
      page: '5',
    });
    expect(page.resultGroups[0]?.works[0]?.snippets[0]).toContainEqual({ text: 'Federation', match: true });
  });

  it('answers 400 with details for a missing keyword or a bad page size or sort', async () => {
    for (const url of [
      '/api/search/books',
      '/api/search/books?keyword=%20%20',
      '/api/search/books?keyword=a&pageSize=101',
      '/api/search/books?keyword=a&sortBy=title',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.error).toBe('validation');
      expect(Array.isArray(body.details)).toBe(true);
    }
    expect((await get('/api/search/books?keyword=a&startPos=10000')).statusCode).toBe(400);
  });

  it('answers 404 for a collection that does not exist', async () => {
    const res = await get('/api/search/nothing?keyword=a');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no collection nothing.');
  });

  it('answers every odd keyword without an error', async () => {
    for (const keyword of ['"', 'AND', '*', 'NEAR(', 'title:', '{body}:x', "o'brien", '((((', 'a OR']) {
      const res = await get(`/api/search/-1?keyword=${encodeURIComponent(keyword)}`);
      expect(res.statusCode).toBe(200);
      ResultsPageSchema.parse(res.json());
    }
  });

  it('reads OR, NOT and fields in the keyword', async () => {
    const either = ResultsPageSchema.parse(
      (await get('/api/search/-1?keyword=kitten%20OR%20robbery')).json(),
    );
    expect(either.totalRecords).toBe(2);
    const titled = ResultsPageSchema.parse(
      (await get('/api/search/books?keyword=title%3Arobbery%20-kitten')).json(),
    );
    expect(titled.works.map((w) => w.id)).toEqual([ids.bookId]);
  });

  it('answers 400 saying why for a keyword of only words to leave out, or a parameter in error', async () => {
    for (const [url, error, message] of [
      ['keyword=-kitten', 'invalid_query', /something to look for besides the words to leave out/],
      ['keyword=robbery&isbn=123', 'validation', /^isbn: Not a valid ISBN$/],
      [
        'keyword=robbery&date.from=1880-13',
        'validation',
        /^date.from: Date must be YYYY, or YYYY-MM, or YYYY-MM-DD$/,
      ],
      ['keyword=robbery&year.to=10000', 'validation', /^year.to: Not a valid year$/],
      ['keyword=robbery&l-colour=red', 'validation', /l-colour is not a limit this search knows/],
    ] as const) {
      const res = await get(`/api/search/books?${url}`);
      expect(res.statusCode).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.error).toBe(error);
      expect(body.message).toMatch(message);
    }
  });

  it('applies identifiers, date ranges and limits, and answers the facets of the handler', async () => {
    const dated = ResultsPageSchema.parse(
      (await get(`/api/search/books?keyword=${encodeURIComponent('robbery date:[1880 TO 1890]')}`)).json(),
    );
    expect(dated.works.map((w) => w.id)).toEqual([ids.bookId]);
    const page = ResultsPageSchema.parse(
      (await get('/api/search/books?keyword=robbery&l-format=Book')).json(),
    );
    expect(page.totalRecords).toBe(1);
    expect(page.facets.find((f) => f.code === 'format')?.terms[0]).toMatchObject({
      term: 'Book',
      count: 1,
      selected: true,
    });
    expect(page.facets.map((f) => f.code)).toContain('decade');
  });

  it('redoes a search that its limits left empty without them, and says which were removed', async () => {
    const page = ResultsPageSchema.parse(
      (await get('/api/search/books?keyword=robbery&l-format=Book&l-decade=190')).json(),
    );
    expect(page).toMatchObject({ totalRecords: 1, removedLimits: ['l-decade'] });
    const none = ResultsPageSchema.parse((await get('/api/search/books?keyword=zebra&l-format=Book')).json());
    expect(none.totalRecords).toBe(0);
    expect(none.removedLimits).toBeUndefined();
  });

  it('pages through a search redone without its limits, each page the one asked for', async () => {
    for (const n of ['one', 'two', 'three']) {
      const record = { source: 'test', sourceId: `quokka-${n}`, title: `Quokka ${n}` };
      await store.catalogue.saveWork({
        work: { ...record, groupKey: record.sourceId, category: 'books' },
        version: { ...record, format: 'Book', year: 1950 },
      });
    }
    await catchUp(store, engine);
    const pageAt = async (startPos: number) =>
      ResultsPageSchema.parse(
        (await get(`/api/search/books?keyword=quokka&l-decade=180&pageSize=1&startPos=${startPos}`)).json(),
      );
    const pages = [await pageAt(0), await pageAt(1), await pageAt(2)];
    pages.forEach((page, startPos) =>
      expect(page).toMatchObject({ startPos, totalRecords: 3, numRecords: 1, removedLimits: ['l-decade'] }),
    );
    expect(new Set(pages.map((page) => page.works[0]?.id)).size).toBe(3);
  });

  it('answers the named facets of a search, and 400 for a facet it does not know', async () => {
    const res = await get(
      '/api/search/books?keyword=robbery&facet=format&facet=decade&facet=format'.replace(
        'books?',
        'books/facets?',
      ),
    );
    expect(res.statusCode).toBe(200);
    const { facets } = FacetsAnswerSchema.parse(res.json());
    expect(facets.map((f) => f.code)).toEqual(['format', 'decade']);
    expect(facets[1]?.terms.map((t) => [t.term, t.subTerms.map((y) => y.term)])).toEqual([
      ['188', ['1888']],
      ['193', ['1937']],
    ]);
    const all = FacetsAnswerSchema.parse(
      (await get('/api/search/-1/facets?keyword=bush&facet=format')).json(),
    );
    expect(all.facets[0]?.terms.length).toBeGreaterThan(0);
    for (const url of [
      '/api/search/books/facets?keyword=robbery',
      '/api/search/books/facets?keyword=robbery&facet=colour',
    ]) {
      const bad = await get(url);
      expect(bad.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(bad.json()).error).toBe('validation');
    }
  });

  it('answers a repeated search with the same bytes until the catalogue changes', async () => {
    const url = '/api/search/books?keyword=wattle';
    const first = await get(url);
    expect(first.json().totalRecords).toBe(0);
    expect((await get(url)).body).toBe(first.body);
    await store.catalogue.saveWork({
      work: {
        source: 'test',
        sourceId: 'wattle',
        groupKey: 'wattle',
        title: 'Wattle days',
        category: 'books',
      },
      version: { source: 'test', sourceId: 'wattle', title: 'Wattle days', format: 'Book', year: 1910 },
    });
    await catchUp(store, engine);
    expect((await get(url)).json().totalRecords).toBe(1);
  });

  it('gives previous and next page totals when asked (website paging)', async () => {
    const page = ResultsPageSchema.parse((await get('/api/search/-1?keyword=bush&pageTotals=true')).json());
    expect(page.previousPageTotals).toBeUndefined();
    const books = ResultsPageSchema.parse(
      (await get('/api/search/books?keyword=robbery&pageTotals=true&pageSize=1')).json(),
    );
    expect(books).toMatchObject({ previousPageTotals: 0, nextPageTotals: 0 });
  });

  it('pages and sorts by date', async () => {
    const asc = ResultsPageSchema.parse(
      (await get('/api/search/books?keyword=robbery&sortBy=dateAsc&pageSize=1')).json(),
    );
    expect(asc).toMatchObject({ totalRecords: 1, pageSize: 1 });
  });

  it('reports healthy only once searches can be answered', async () => {
    expect((await get('/healthz')).statusCode).toBe(200);
    const starting = await testApp(store, { searchEngine: null });
    const health = await starting.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'starting', search: { ready: false, documents: 0 } });
    const search = await starting.inject({ method: 'GET', url: '/api/search/books?keyword=robbery' });
    expect(search.statusCode).toBe(503);
    await starting.close();
  });
});
