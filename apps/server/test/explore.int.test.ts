import { ApiErrorSchema, ResultsPageSchema } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPLORE_INFO_SEEDED_KEY,
  EXPLORE_SEEDED_KEY,
  addMissingExploreInfo,
  applyExploreSettings,
} from '../src/content/explore-settings.ts';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { seedFixtures } from './fixtures.ts';
import { type SearchingApp, searchingApp } from './helpers.ts';

describe.each(await storesUnderTest())('explore call on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let running: SearchingApp | undefined;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    running = await searchingApp(store, { dataFilesDir: '/work/shared/data' });
    ({ app } = running);
  });
  afterAll(() => running?.close());

  it('explores a whole collection with an empty query, faceted by its exploreByFacets', async () => {
    const res = await get('/api/explore/books');
    expect(res.statusCode).toBe(200);
    const page = ResultsPageSchema.parse(res.json());
    expect(page.totalRecords).toBeGreaterThan(0);
    const codes = page.facets.map((f) => f.code);
    expect(codes).toContain('decade');
    expect(codes.every((c) => ['decade', 'format', 'language', 'subject'].includes(c))).toBe(true);
    const decade = page.facets.find((f) => f.code === 'decade');
    expect(decade?.terms[0]?.subTerms.length).toBeGreaterThan(0);
  });

  it('takes the search parameters: a keyword and a date range narrow the exploration', async () => {
    const page = ResultsPageSchema.parse(
      (await get('/api/explore/books?keyword=robbery%20arms&date.from=1880-01-01&date.to=1889-12-31')).json(),
    );
    expect(page.totalRecords).toBe(1);
  });

  it('answers 404 with a clear message for a collection that cannot be explored', async () => {
    const books = await store.content.findCollection('category', 'books');
    if (!books) throw new Error('books not seeded');
    await store.content.setCollectionExplore(books.id, { explorable: false, page: books.page });
    try {
      const res = await get('/api/explore/books');
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).message).toBe(
        'The collection Books & Libraries cannot be explored.',
      );
    } finally {
      await store.content.setCollectionExplore(books.id, { explorable: true, page: books.page });
    }
    expect((await get('/api/explore/nothing-here')).statusCode).toBe(404);
  });

  it('brings an older store up to date once, keeping an operator’s later choice', async () => {
    const books = await store.content.findCollection('category', 'books');
    if (!books) throw new Error('books not seeded');
    const bare = JSON.stringify({ ...JSON.parse(books.page), exploreByFacets: [] });
    await store.content.setCollectionExplore(books.id, { explorable: false, page: bare });
    await queryBuilderOf(store).deleteFrom('configEntry').where('key', '=', EXPLORE_SEEDED_KEY).execute();
    expect(await applyExploreSettings(store)).toContain('books');
    const updated = await store.content.findCollection('category', 'books');
    expect(updated?.explorable).toBe(1);
    expect(JSON.parse(updated?.page ?? '{}').exploreByFacets).toEqual([
      'decade',
      'format',
      'language',
      'subject',
    ]);
    await store.content.setCollectionExplore(books.id, { explorable: false, page: bare });
    expect(await applyExploreSettings(store)).toEqual([]);
    await store.content.setCollectionExplore(books.id, { explorable: true, page: updated?.page ?? '' });
  });

  it('describes every explore facet, adding new descriptions once to an older store', async () => {
    const described = (await get('/api/collection/exploreinfo')).json() as { facet: string }[];
    for (const code of ['decade', 'format', 'state', 'title', 'subject', 'place', 'type', 'occupation'])
      expect(described.map((d) => d.facet)).toContain(code);
    const edited = [{ facet: 'format', shortname: 'Form', longname: 'Form', description: 'Edited.' }];
    await store.content.setConfigEntry('content.exploreinfo', JSON.stringify(edited));
    await queryBuilderOf(store)
      .deleteFrom('configEntry')
      .where('key', '=', EXPLORE_INFO_SEEDED_KEY)
      .execute();
    expect(await addMissingExploreInfo(store)).toContain('state');
    const after = (await get('/api/collection/exploreinfo')).json() as { facet: string; shortname: string }[];
    expect(after[0]).toMatchObject({ facet: 'format', shortname: 'Form' });
    expect(after.filter((d) => d.facet === 'format')).toHaveLength(1);
    expect(await addMissingExploreInfo(store)).toEqual([]);
  });

  it('serves the state boundaries from the shared data', async () => {
    const res = await get('/api/explore/boundaries/states');
    expect(res.statusCode).toBe(200);
    expect(res.json().objects.states.geometries).toHaveLength(9);
  });

  it('gives the approximate locations of AUSTLANG codes, leaving out codes without one', async () => {
    const res = await get('/api/explore/austlang?code=a1&code=A10&code=NOPE');
    expect(res.statusCode).toBe(200);
    const points = res.json() as { code: string; name: string; latitude: number }[];
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ code: 'A1', name: 'Nyaki Nyaki / Njaki Njaki' });
    expect(points[0]?.latitude).toBeCloseTo(-32.39, 1);
  });
});
