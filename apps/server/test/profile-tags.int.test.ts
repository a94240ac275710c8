import { MESSAGES, type UserTagSummary } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * GET /tag/user/{user}/summary, the profile's Tags tab (spec 03 §2, §6; ADR 039): each tag with
 * its count of tagged items and visibility, sorted and filtered, private tags for the owner and
 * viewers allowed to see private profiles only.
 */
describe.each(await storesUnderTest())('the profile Tags tab call on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let ben: Visitor;
  let vic: Visitor;
  let adaId = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
    vic = await signedUpVisitor(app, store, 'vic@example.org', 'profileViewer');
    adaId = (await store.accounts.userIdByName('ada'))!;
    const tag = (name: string, targetId: number, priv = false) =>
      store.tags.insertTag({ name, userId: adaId, targetType: 'work', targetId, priv });
    // 'birds' on three works, 'Apples' on two, 'cats' on one; 'secret' private on two, 'birds' private on one.
    for (const id of [1, 2, 3]) await tag('birds', id);
    for (const id of [1, 2]) await tag('Apples', id);
    await tag('cats', 1);
    for (const id of [1, 2]) await tag('secret', id, true);
    await tag('birds', 4, true);
    // A private list of Ada's: a tag on it is as private as the list.
    const shelf = await store.lists.insertUserList({ userId: adaId, title: 'Shelf', priv: true });
    await store.tags.insertTag({ name: 'shelved', userId: adaId, targetType: 'list', targetId: shelf });
    // Someone else's tag never counts for Ada.
    const benId = (await store.accounts.userIdByName('ben'))!;
    await store.tags.insertTag({ name: 'birds', userId: benId, targetType: 'work', targetId: 5 });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const get = async <T>(visitor: Visitor | null, url: string) => {
    const res = await browserCall(app, visitor, 'GET', url);
    return { status: res.statusCode, body: res.json<T>(), cache: res.headers['cache-control'] };
  };
  const rows = (answer: UserTagSummary) => answer.tags.map((t) => [t.name, t.priv, t.count]);

  it('answers public tags alphabetically, ignoring case, with their counts, to anyone', async () => {
    const res = await get<UserTagSummary>(null, '/api/tag/user/ada/summary');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('private, no-store');
    expect(rows(res.body)).toEqual([
      ['Apples', false, 2],
      ['birds', false, 3],
      ['cats', false, 1],
    ]);
    expect(res.body.total).toBe(3);
    expect(res.body.tags[0]!.link).toBe('/search?keyword=publictag%3A%22Apples%22');
  });

  it('answers private tags, and tags on a private list, to the owner and an allowed viewer only', async () => {
    const own = await get<UserTagSummary>(ada, '/api/tag/user/ada/summary');
    expect(rows(own.body)).toEqual([
      ['Apples', false, 2],
      ['birds', false, 3],
      ['birds', true, 1],
      ['cats', false, 1],
      ['secret', true, 2],
      ['shelved', false, 1],
    ]);
    expect(own.body.tags.find((t) => t.name === 'secret')!.link).toBe('/search?l-usertag=secret');
    const viewer = await get<UserTagSummary>(vic, '/api/tag/user/ada/summary');
    expect(rows(viewer.body)).toEqual(rows(own.body));
    // The viewer's own tag search would not find Ada's private tags: no link.
    expect(viewer.body.tags.find((t) => t.name === 'secret')!.link).toBeNull();
    const other = await get<UserTagSummary>(ben, '/api/tag/user/ada/summary');
    expect(rows(other.body).map(([name]) => name)).toEqual(['Apples', 'birds', 'cats']);
  });

  it('sorts by most and least used, ties by name', async () => {
    const most = await get<UserTagSummary>(ada, '/api/tag/user/ada/summary?sort=mostUsed');
    expect(rows(most.body)).toEqual([
      ['birds', false, 3],
      ['Apples', false, 2],
      ['secret', true, 2],
      ['birds', true, 1],
      ['cats', false, 1],
      ['shelved', false, 1],
    ]);
    const least = await get<UserTagSummary>(ada, '/api/tag/user/ada/summary?sort=leastUsed');
    expect(rows(least.body).map(([name, , count]) => `${String(name)}:${String(count)}`)).toEqual([
      'birds:1',
      'cats:1',
      'shelved:1',
      'Apples:2',
      'secret:2',
      'birds:3',
    ]);
  });

  it('filters by visibility and pages the groups', async () => {
    const priv = await get<UserTagSummary>(ada, '/api/tag/user/ada/summary?visibility=private');
    expect(rows(priv.body)).toEqual([
      ['birds', true, 1],
      ['secret', true, 2],
    ]);
    const pub = await get<UserTagSummary>(ada, '/api/tag/user/ada/summary?visibility=public');
    expect(pub.body.total).toBe(4);
    // Anyone else asking for private tags gets none, not an error.
    const nosy = await get<UserTagSummary>(null, '/api/tag/user/ada/summary?visibility=private');
    expect(nosy.body).toMatchObject({ total: 0, tags: [] });
    const page = await get<UserTagSummary>(ada, '/api/tag/user/ada/summary?startPos=2&pageSize=2');
    expect(page.body).toMatchObject({ total: 6, startPos: 2, pageSize: 2 });
    expect(rows(page.body)).toEqual([
      ['birds', true, 1],
      ['cats', false, 1],
    ]);
  });

  it('refuses unknown sorts and filters with a 400 naming the problem', async () => {
    for (const query of ['sort=newest', 'visibility=PERSONAL', 'pageSize=0', 'startPos=-1']) {
      const res = await get<{ error: string; message: string }>(null, `/api/tag/user/ada/summary?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTypeOf('string');
      expect(res.body.message).toBeTypeOf('string');
    }
  });

  it('does not find a private profile for anyone but its owner and allowed viewers', async () => {
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', adaId)
      .execute();
    try {
      for (const caller of [null, ben]) {
        const res = await get<{ error: string; message: string }>(caller, '/api/tag/user/ada/summary');
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'not_found', message: MESSAGES.notFound('user', 'ada') });
      }
      expect((await get<UserTagSummary>(ada, '/api/tag/user/ada/summary')).body.total).toBe(6);
      expect((await get<UserTagSummary>(vic, '/api/tag/user/ada/summary')).body.total).toBe(6);
    } finally {
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', adaId)
        .execute();
    }
    expect((await get<{ error: string }>(null, '/api/tag/user/nobody-here/summary')).status).toBe(404);
  });
});
