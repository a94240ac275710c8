import {
  buildList,
  buildPerson,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { testAppWithClock } from './oai-world.ts';

/** /sitemap.xml, its children and /robots.txt (issue 18 §4, ADR 052). */

describe.each(await storesUnderTest())('sitemaps on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  const works: number[] = [];
  let privateList: number;
  let publicList: number;
  let deletedWork: number;

  const get = (url: string) => app.inject({ method: 'GET', url });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

  beforeAll(async () => {
    store = await createTestStore(dialect);
    for (let i = 0; i < 5; i++) works.push((await buildWork(store, { work: { title: `Work ${i}` } })).workId);
    deletedWork = (await buildWork(store, { deletedAt: '2021-01-01T00:00:00.000Z' })).workId;
    // The first two works (one child sitemap) last changed in 2021: that child's lastmod.
    await queryBuilderOf(store)
      .updateTable('work')
      .set({ updatedAt: '2021-05-06T07:08:09.123Z' })
      .where('id', 'in', works.slice(0, 2))
      .execute();
    await buildPerson(store);
    publicList = (await buildList(store, { title: 'Open' })).listId;
    privateList = (await buildList(store, { title: 'Closed', priv: true })).listId;
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    // Two works to a child sitemap, so the five split across three (the limit, made small).
    app = await testAppWithClock(store, { now: new Date() }, { harvest: { sitemapSize: 2 } });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('names the sitemap at the site address in robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('indexes child sitemaps of at most the limit, each with its newest change, and lists every visible work once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const children = locs(index.body).filter((l) => l.includes('/sitemaps/works-'));
    expect(children.length).toBeGreaterThanOrEqual(3);
    expect(index.body).toMatch(/<lastmod>2021-05-06T07:08:09Z<\/lastmod>/);
    const listed: string[] = [];
    for (const child of children) {
      const answer = await get(new URL(child!).pathname);
      expect(answer.statusCode).toBe(200);
      const urls = locs(answer.body);
      expect(urls.length).toBeLessThanOrEqual(2);
      expect(answer.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
      listed.push(...urls.map(String));
    }
    expect(listed.sort()).toEqual(works.map((id) => `http://localhost:3000/work/${id}`).sort());
    expect(listed).not.toContain(`http://localhost:3000/work/${deletedWork}`);
  });

  it('lists public lists and collections, never a private list', async () => {
    const index = await get('/sitemap.xml');
    const listUrls: string[] = [];
    for (const child of locs(index.body).filter((l) => l.includes('/sitemaps/lists-')))
      listUrls.push(...locs((await get(new URL(child!).pathname)).body).map(String));
    expect(listUrls).toContain(`http://localhost:3000/list/${publicList}`);
    expect(listUrls).not.toContain(`http://localhost:3000/list/${privateList}`);
    const collections = await get('/sitemaps/collections.xml');
    expect(locs(collections.body)).toContain('http://localhost:3000/collection/category/books');
  });

  it('answers 404 for a child that lists nothing or does not exist', async () => {
    expect((await get('/sitemaps/works-999.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/secrets-1.xml')).statusCode).toBe(404);
  });
});
