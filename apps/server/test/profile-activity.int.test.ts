import { type ActivityPage, MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../src/content/seed.ts';
import { forgetFeedHistory } from '../src/services/feed-history.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

/**
 * The About tab's activity feed (issue 16 §2; spec 03 §2, §6; ADR 042): a reader's public
 * contributions, newest first, paged; for the reader and allowed viewers always, for anyone when
 * the activity is public; never private contributions; nothing while the feed is off.
 */
describe.each(await storesUnderTest())('the activity feed on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Fixtures;
  let ada: Visitor;
  let ben: Visitor;
  let vic: Visitor;
  let adaId = 0;
  let privateList = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
    vic = await signedUpVisitor(app, store, 'vic@example.org', 'profileViewer');
    adaId = (await store.accounts.userIdByName('ada'))!;
    const on = { targetType: 'work' as const, targetId: ids.bookId };
    const step = () => new Promise((r) => setTimeout(r, 5));
    await store.lists.insertUserList({ userId: adaId, title: 'Open shelf' });
    await step();
    privateList = await store.lists.insertUserList({ userId: adaId, title: 'Secret shelf', priv: true });
    await step();
    await store.tags.insertTag({ name: 'goldfields', userId: adaId, ...on });
    await store.tags.insertTag({ name: 'hidden-tag', userId: adaId, ...on, priv: true });
    await store.tags.insertTag({
      name: 'on-secret-list',
      userId: adaId,
      targetType: 'list',
      targetId: privateList,
    });
    await step();
    await store.notes.insertAnnotation({ content: 'A public note', userId: adaId, ...on });
    await store.notes.insertAnnotation({ content: 'A private note', userId: adaId, ...on, priv: true });
    await step();
    await store.achievements.recordAchievements(adaId, ['first-tag'], new Date().toISOString());
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });
  beforeEach(async () => {
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 1, activityPublic: 1, feedEnabled: 1 })
      .where('id', '=', adaId)
      .execute();
  });

  const activity = async (visitor: Visitor | null, query = '') => {
    const res = await browserCall(app, visitor, 'GET', `/api/profile/user/ada/activity${query}`);
    return {
      status: res.statusCode,
      body: res.json<ActivityPage & { error?: string; message?: string }>(),
      text: res.body,
    };
  };
  const set = (values: { profilePublic?: number; activityPublic?: number; feedEnabled?: number }) =>
    queryBuilderOf(store).updateTable('userAccount').set(values).where('id', '=', adaId).execute();

  it('lists public contributions newest first, with what they are on, and never private ones', async () => {
    for (const caller of [null, ben, ada, vic]) {
      const { status, body, text } = await activity(caller);
      expect(status).toBe(200);
      expect(body.feedEnabled).toBe(true);
      expect(body.items.map((i) => [i.kind, i.text])).toEqual([
        ['achievement', 'First tag'],
        ['note', 'A public note'],
        ['tag', 'goldfields'],
        ['list', 'Open shelf'],
      ]);
      for (const secret of ['hidden-tag', 'A private note', 'Secret shelf', 'on-secret-list'])
        expect(text).not.toContain(secret);
    }
    const { body } = await activity(null);
    expect(body.items[1]!.on).toEqual({ title: expect.any(String), link: `/work/${ids.bookId}` });
    expect(body.items[3]!.link).toMatch(/^\/list\/\d+$/);
  });

  it('pages the feed', async () => {
    const first = await activity(null, '?startPos=0&pageSize=3');
    expect(first.body).toMatchObject({ total: 4, startPos: 0, pageSize: 3 });
    expect(first.body.items).toHaveLength(3);
    const second = await activity(null, '?startPos=3&pageSize=3');
    expect(second.body.items.map((i) => i.text)).toEqual(['Open shelf']);
    expect((await activity(null, '?pageSize=0')).status).toBe(400);
    expect((await activity(null, '?pageSize=101')).status).toBe(400);
  });

  it('shows private activity only to the reader and viewers allowed to see private profiles', async () => {
    await set({ activityPublic: 0 });
    for (const caller of [null, ben]) {
      const res = await activity(caller);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', message: MESSAGES.noPermission });
    }
    expect((await activity(ada)).body.total).toBe(4);
    expect((await activity(vic)).body.total).toBe(4);
  });

  it('hides a private profile’s activity as the profile is hidden: not found', async () => {
    await set({ profilePublic: 0 });
    for (const caller of [null, ben]) {
      const res = await activity(caller);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: MESSAGES.notFound('user', 'ada') });
    }
    expect((await activity(ada)).status).toBe(200);
    expect((await activity(vic)).status).toBe(200);
    const unknown = await browserCall(app, null, 'GET', '/api/profile/user/nobody/activity');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows nothing while the feed is off, to anyone, and starts afresh after its history is forgotten', async () => {
    await set({ feedEnabled: 0 });
    for (const caller of [null, ada, vic])
      expect((await activity(caller)).body).toMatchObject({ feedEnabled: false, total: 0, items: [] });
    await forgetFeedHistory(store, adaId);
    await set({ feedEnabled: 1 });
    expect((await activity(ada)).body).toMatchObject({ feedEnabled: true, total: 0, items: [] });
    await new Promise((r) => setTimeout(r, 5));
    await store.tags.insertTag({ name: 'after', userId: adaId, targetType: 'work', targetId: ids.bookId });
    expect((await activity(null)).body.items.map((i) => i.text)).toEqual(['after']);
  });
});
