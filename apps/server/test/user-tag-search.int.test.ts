import { FacetsAnswerSchema, ResultsPageSchema, TagsSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { type FtsSearchEngine, catchUp } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';

/** Spec 01 §2.5 user-tag limit (ADR 022): a private tag's link finds its owner's records only. */
describe.each(await storesUnderTest())('searching by one’s own tags on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let engine: FtsSearchEngine;
  let running: SearchingApp | undefined;
  let ids: Fixtures;
  let ada: Visitor;
  let ben: Visitor;

  const get = (visitor: Visitor | null, url: string) => browserCall(app, visitor, 'GET', url);
  const page = async (visitor: Visitor | null, url: string) => {
    const res = await get(visitor, url);
    expect(res.statusCode).toBe(200);
    return ResultsPageSchema.parse(res.json());
  };
  const groups = async (visitor: Visitor | null, query: string) =>
    (await page(visitor, `/api/search/-1?${query}`)).resultGroups.map((g) => [
      g.category,
      g.totalFound,
      g.works.map((w) => w.id),
    ]);
  const tag = async (visitor: Visitor, type: string, id: number, content: string, priv: boolean) => {
    const res = await browserCall(app, visitor, 'POST', '/api/tag', {
      targets: [{ type, id }],
      tags: [{ content, priv }],
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    running = await seededSearchingApp(store);
    ({ app, engine } = running);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
    const bookVersion = await queryBuilderOf(store)
      .selectFrom('version')
      .select('id')
      .where('workId', '=', ids.bookId)
      .executeTakeFirstOrThrow();
    await tag(ada, 'work', ids.cartoonId, 'To read', true);
    // A tag on an edition finds its work.
    await tag(ada, 'version', bookVersion.id, 'to READ', true);
    await tag(ada, 'person', ids.personId, 'O’Brien’s picks', false);
    await tag(ben, 'work', ids.historyId, 'To read', true);
    await tag(ben, 'work', ids.bookId, 'Ben only', false);
    await catchUp(store, engine);
  });
  afterAll(() => running?.close());

  it('links a private tag to SearchAll with the user-tag limit, a public one with publictag', async () => {
    const read = TagsSchema.parse((await get(ada, `/api/tag/work/${ids.cartoonId}`)).json());
    const link = read.tags.find((t) => t.name === 'To read')?.link ?? '';
    expect(link).toBe('/search?l-usertag=To+read');
    const mine = TagsSchema.parse((await get(ada, `/api/tag/person/${ids.personId}`)).json());
    const keyword = new URLSearchParams({ keyword: 'publictag:"O’Brien’s picks"' });
    expect(mine.tags[0]?.link).toBe(`/search?${keyword.toString()}`);
  });

  it("finds the asker's own tagged records, public and private, across collections and in one", async () => {
    expect(await groups(ada, 'l-usertag=To+read')).toEqual([
      ['books', 1, [ids.bookId]],
      ['images', 1, [ids.cartoonId]],
    ]);
    expect(await groups(ben, 'l-usertag=To+read')).toEqual([['music', 1, [ids.historyId]]]);
    const books = await page(ada, '/api/search/books?l-usertag=to%20read');
    expect([books.totalRecords, books.works.map((w) => w.id)]).toEqual([1, [ids.bookId]]);
    // Public tags of one's own count too, whatever the quotes and case the address carries.
    expect(await groups(ada, "l-usertag=o'brien's+PICKS")).toEqual([['people', 1, [ids.personId]]]);
  });

  it('finds nothing for anonymous callers, nor from anyone else’s tags, public or private', async () => {
    expect(await groups(null, 'l-usertag=To+read')).toEqual([]);
    expect(await groups(ada, 'l-usertag=Ben+only')).toEqual([]);
    // A collection search that finds nothing with the limit is redone without it, and says so (01 §4).
    const anonymous = await page(null, '/api/search/images?keyword=kitten&l-usertag=To+read');
    expect(anonymous.removedLimits).toEqual(['l-usertag']);
  });

  it('combines with words and other limits, and leaves the records out with .mod=not', async () => {
    expect((await page(ada, '/api/search/images?keyword=kitten&l-usertag=To+read')).totalRecords).toBe(1);
    expect((await page(ada, '/api/search/books?keyword=robbery&l-usertag=To+read')).totalRecords).toBe(1);
    const without = await groups(ada, 'keyword=federation&l-usertag=To+read&l-usertag.mod=not');
    expect(without).toEqual([['newspapers', 1, [ids.articleId]]]);
    expect(await groups(ben, 'keyword=federation&l-usertag=To+read&l-usertag.mod=not')).toHaveLength(2);
    const facets = FacetsAnswerSchema.parse(
      (await get(ada, '/api/search/-1/facets?l-usertag=To+read&facet=format')).json(),
    );
    const formats = facets.facets.find((f) => f.code === 'format')?.terms.map((t) => [t.term, t.count]);
    expect(formats?.sort()).toEqual([
      ['Book', 1],
      ['Cartoon', 1],
    ]);
  });

  it("never serves one asker's answer to another, and keeps none in shared caches", async () => {
    const url = '/api/search/-1?l-usertag=To+read';
    const first = await get(ada, url);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(ResultsPageSchema.parse(first.json()).totalRecords).toBe(2);
    // The same address for another signed-in user and for an anonymous one right after.
    expect(ResultsPageSchema.parse((await get(ben, url)).json()).totalRecords).toBe(1);
    expect(ResultsPageSchema.parse((await get(null, url)).json()).totalRecords).toBe(0);
    const collection = '/api/search/images?keyword=kitten&l-usertag=To+read';
    expect((await page(ada, collection)).removedLimits).toBeUndefined();
    expect((await page(ben, collection)).removedLimits).toEqual(['l-usertag']);
    // A tag added since is found at once, not an answer kept from before.
    expect(await groups(ada, 'l-usertag=Later')).toEqual([]);
    await tag(ada, 'work', ids.cartoonId, 'Later', true);
    expect(await groups(ada, 'l-usertag=Later')).toEqual([['images', 1, [ids.cartoonId]]]);
    expect(await groups(ben, 'l-usertag=Later')).toEqual([]);
  });
});
