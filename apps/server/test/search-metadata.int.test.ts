import { ApiErrorSchema, SearchMetadataSchema, UrlLookupSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { testApp } from './helpers.ts';

function work(sourceId: string, category: string, year: number | null) {
  return {
    work: { source: 'test', sourceId, groupKey: `g|${sourceId}`, title: `Work ${sourceId}`, category },
    version: { source: 'test', sourceId, title: `Work ${sourceId}`, year },
  };
}

async function seed(store: Store) {
  const nsw = { nuc: 'NSL', name: 'State Library of New South Wales' };
  await store.libraries.saveLibrary({ nuc: 'ANL', name: 'National Library of Australia' });
  await store.libraries.saveLibrary(nsw);
  await store.libraries.saveLibrary({ ...nsw, shortName: 'SLNSW' });
  await store.libraries.saveLibrary({
    nuc: 'NSL:M',
    name: 'Mitchell Library',
    parentNuc: 'NSL',
    parentName: nsw.name,
  });
  await store.libraries.saveLibrary({
    nuc: 'NSL:M:D',
    name: 'Dixson Galleries',
    parentNuc: 'NSL:M',
    parentName: 'Mitchell Library',
  });
  await store.libraries.saveLibrary({
    nuc: 'QXX',
    name: 'Orphan branch',
    parentNuc: 'ZZZ',
    parentName: 'Gone',
  });
  await store.libraries.saveLibrary({ nuc: '  ', name: 'No symbol' });
  const smh = {
    source: 'test',
    sourceId: '35',
    name: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
    state: 'NSW',
    startDate: '1842-04-18',
    endDate: '1954-12-31',
  };
  const herald = await store.catalogue.saveNewspaperTitle(smh);
  await store.catalogue.saveNewspaperTitle(smh);
  const argus = await store.catalogue.saveNewspaperTitle({
    source: 'test',
    sourceId: '13',
    name: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
    state: 'Victoria',
    startDate: '1848-06-02',
  });
  await store.catalogue.saveWork(work('b1', 'books', 1888));
  await store.catalogue.saveWork(work('b2', 'books', 1937));
  await store.catalogue.saveWork(work('i1', 'images', 1899));
  await store.catalogue.saveWork(work('m1', 'music', null));
  const article = { source: 'test', titleId: herald.id, heading: 'A' };
  await store.catalogue.saveArticle({ ...article, sourceId: 'a1', date: '1897-03-11' });
  await store.catalogue.saveArticle({ ...article, sourceId: 'a2', date: '1950-06-01' });
  await store.catalogue.saveArticle({ ...article, sourceId: 'a3', date: null });
  const site = await store.catalogue.saveWebsite({
    website: {
      source: 'test',
      sourceId: 'edu',
      url: 'https://www.education.gov.au/',
      title: 'Department of Education',
      domain: 'education.gov.au',
    },
    captures: [
      { timestamp: '20150101000000', originalUrl: 'https://www.education.gov.au/' },
      { timestamp: '20200315120000', originalUrl: 'https://www.education.gov.au/' },
    ],
  });
  const blog = await store.catalogue.saveWebsite({
    website: {
      source: 'test',
      sourceId: 'blog',
      url: 'http://example.org/blog',
      title: 'A blog',
      domain: 'example.org',
    },
    captures: [
      { timestamp: '20180101000000', originalUrl: 'http://example.org/blog/post-1' },
      { timestamp: '20160101000000', originalUrl: 'http://example.org/blog' },
    ],
  });
  return { heraldId: herald.id, argusId: argus.id, siteId: site.id, blogId: blog.id };
}

describe.each(await storesUnderTest())('search metadata and url lookup on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seed>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const metadata = async (category: string) => {
    const res = await get(`/api/search/${category}/metadata`);
    expect(res.statusCode).toBe(200);
    return SearchMetadataSchema.parse(res.json());
  };
  const lookup = async (url: string) => {
    const res = await get(`/api/search/url-lookup?url=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(200);
    return UrlLookupSchema.parse(res.json()).works;
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seed(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('lists each library once by nuc, branches under their topmost parent, none without a nuc', async () => {
    const { libraries } = await metadata('books');
    expect(libraries.map((l) => l.nuc)).toEqual(['ANL', 'QXX', 'NSL']);
    const nsw = libraries.find((l) => l.nuc === 'NSL');
    expect(nsw).toMatchObject({ name: 'State Library of New South Wales', shortName: 'SLNSW' });
    expect(nsw?.childLibraries.map((c) => [c.nuc, c.fullName])).toEqual([
      ['NSL:M:D', 'Mitchell Library. Dixson Galleries'],
      ['NSL:M', 'State Library of New South Wales. Mitchell Library'],
    ]);
    expect(libraries.find((l) => l.nuc === 'QXX')).toMatchObject({
      fullName: 'Gone. Orphan branch',
      childLibraries: [],
    });
  });

  it('gives newspaper titles, each once with its years, only for the newspapers collection', async () => {
    const newspapers = await metadata('newspapers');
    expect(newspapers.titles).toEqual(
      [
        {
          id: ids.heraldId,
          name: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
          state: 'NSW',
          startYear: 1842,
          endYear: 1954,
        },
        {
          id: ids.argusId,
          name: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
          state: 'Victoria',
          startYear: 1848,
          endYear: null,
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(newspapers.libraries.length).toBe(3);
    expect((await metadata('books')).titles).toEqual([]);
    expect((await metadata('websites')).titles).toEqual([]);
  });

  it('spans the dates of each collection records', async () => {
    const range = async (c: string) => {
      const { minDate, maxDate } = await metadata(c);
      return [minDate, maxDate];
    };
    expect(await range('books')).toEqual(['1888-01-01', '1937-12-31']);
    expect(await range('images')).toEqual(['1899-01-01', '1899-12-31']);
    expect(await range('newspapers')).toEqual(['1897-03-11', '1950-06-01']);
    expect(await range('websites')).toEqual(['2015-01-01', '2020-03-15']);
    expect(await range('music')).toEqual([null, null]);
    expect(await range('-1')).toEqual(['1888-01-01', '2020-03-15']);
    expect((await metadata('-1')).titles).toEqual([]);
  });

  it('names a collection by id as the search call does, and answers 404 for an unknown one', async () => {
    const newspapers = await store.content.findCollection('category', 'newspapers');
    const byId = await metadata(String(newspapers?.id));
    expect(byId.titles.map((t) => t.id).sort()).toEqual([ids.heraldId, ids.argusId].sort());
    for (const [category, message] of [
      ['nothing', 'There is no collection nothing.'],
      ['999999', 'There is no collection 999999.'],
    ]) {
      const res = await get(`/api/search/${category}/metadata`);
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({ error: 'not_found', message });
    }
  });

  it('is cached for 30 minutes and revalidates with its ETag', async () => {
    const res = await get('/api/search/books/metadata');
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    const etag = String(res.headers.etag);
    // Weak: the same answer goes out in more than one encoding (ADR 030).
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/search/books/metadata', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds an archived website by its address, whatever the scheme, host case or trailing slash', async () => {
    for (const url of [
      'https://www.education.gov.au/',
      'http://WWW.Education.gov.au',
      'https://www.education.gov.au//',
    ]) {
      const works = await lookup(url);
      expect(works).toEqual([
        {
          id: ids.siteId,
          workType: 'website',
          category: 'websites',
          title: 'Department of Education',
          url: 'https://www.education.gov.au/',
          date: '2020-03-15',
          deliveryUrl: 'https://webarchive.nla.gov.au/awa/20200315120000/https://www.education.gov.au/',
          synthetic: false,
        },
      ]);
    }
    const blog = await lookup('https://example.org/blog/');
    expect(blog.map((w) => [w.id, w.deliveryUrl])).toEqual([
      [ids.blogId, 'https://webarchive.nla.gov.au/awa/20180101000000/http://example.org/blog/post-1'],
    ]);
  });

  it('finds a website by the address of a page it captured, opened at that capture', async () => {
    const works = await lookup('https://example.org/blog/post-1/');
    expect(works.map((w) => [w.id, w.deliveryUrl])).toEqual([
      [ids.blogId, 'https://webarchive.nla.gov.au/awa/20180101000000/http://example.org/blog/post-1'],
    ]);
    expect(await lookup('https://example.org/blog/POST-1')).toEqual([]);
  });

  it('answers no works for an address not archived, and is not taken for a search', async () => {
    const res = await get('/api/search/url-lookup?url=https%3A%2F%2Fnowhere.example%2F');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(UrlLookupSchema.parse(res.json())).toEqual({ works: [] });
  });

  it('answers 400 for a missing url or one that is not an http(s) address', async () => {
    for (const [query, error] of [
      ['', 'validation'],
      ['?url=', 'validation'],
      ['?url=ftp%3A%2F%2Fexample.org%2F', 'invalid_url'],
      ['?url=www.education.gov.au', 'invalid_url'],
      ['?url=https%3A%2F%2F', 'invalid_url'],
    ]) {
      const res = await get(`/api/search/url-lookup${query}`);
      expect(res.statusCode).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.error).toBe(error);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await get('/api/docs/json');
    expect(Object.keys(docs.json().paths as object)).toEqual(
      expect.arrayContaining(['/api/search/url-lookup', '/api/search/{category}/metadata']),
    );
  });
});
