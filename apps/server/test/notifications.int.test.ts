import {
  ClearedAlertsSchema,
  MESSAGES,
  type NotificationPage,
  NotificationPageSchema,
  ProfileInfoSchema,
} from '@trove/contracts';
import type { NotificationEventCategory, Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../src/content/seed.ts';
import { forgetFeedHistory } from '../src/services/feed-history.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

/**
 * The notification calls of spec 03 §7 (ADR 042): alerts and feed by 7-day windows, collation,
 * clearing one's own alerts (never someone else's), the menu's count, achievements as feed
 * notifications, and a feed turned off.
 */
describe.each(await storesUnderTest())('notifications on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Fixtures;
  let ada: Visitor;
  let ben: Visitor;
  const user = { ada: 0, ben: 0 };
  let sharedList = 0;
  const DAY = 86_400_000;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
    user.ada = (await store.accounts.userIdByName('ada'))!;
    user.ben = (await store.accounts.userIdByName('ben'))!;
    sharedList = await store.lists.insertUserList({
      userId: user.ada,
      title: 'Gold rush',
      collaborative: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });
  beforeEach(async () => {
    await queryBuilderOf(store).deleteFrom('listEvent').execute();
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ feedEnabled: 1, feedClearedAt: null })
      .execute();
  });

  /** A notification for someone, `daysAgo` days back (hours for fractions). */
  async function event(
    userId: number,
    category: NotificationEventCategory,
    daysAgo: number,
    details: Record<string, unknown> = {},
  ): Promise<number> {
    const row = await queryBuilderOf(store)
      .insertInto('listEvent')
      .values({
        userId,
        category,
        listId: (details.listId as number | undefined) ?? null,
        details: JSON.stringify(details),
        eventDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const page = async (visitor: Visitor | null, query: string) => {
    const res = await browserCall(app, visitor, 'GET', `/api/profile/user/notifications?${query}`);
    return {
      status: res.statusCode,
      body: res.json<NotificationPage & { error?: string; message?: string }>(),
    };
  };
  const unread = async (visitor: Visitor) =>
    ProfileInfoSchema.parse((await browserCall(app, visitor, 'GET', '/api/profile/info')).json())
      .notificationAlerts;

  it('tells a list owner of a request to join as an alert, counted in the menu until cleared', async () => {
    expect(await unread(ada)).toBe(0);
    const asked = await browserCall(app, ben, 'POST', '/api/list/collaborationRequest', {
      listId: sharedList,
    });
    expect(asked.statusCode).toBe(200);
    expect(await unread(ada)).toBe(1);
    expect(await unread(ben)).toBe(0);
    const alerts = await page(ada, 'type=alert');
    expect(alerts.status).toBe(200);
    expect(NotificationPageSchema.parse(alerts.body)).toMatchObject({
      total: 1,
      notificationCountNotCollated: 1,
      startDay: 0,
      endDay: 7,
      notifications: [
        {
          category: 'COLLAB_LIST_JOIN_REQUEST',
          details: {
            status: 'new',
            user: { fullUserId: 'ben' },
            listId: sharedList,
            listTitle: 'Gold rush',
          },
        },
      ],
    });
    // Requests are alerts, not feed.
    expect((await page(ada, 'type=feed')).body.notifications).toEqual([]);

    const id = alerts.body.notifications[0]!.id;
    const cleared = await browserCall(app, ada, 'POST', `/api/profile/user/notifications/clearAlert/${id}`);
    expect(ClearedAlertsSchema.parse(cleared.json())).toEqual({ cleared: 1 });
    expect(await unread(ada)).toBe(0);
    expect((await page(ada, 'type=alert')).body).toMatchObject({ total: 0, notifications: [] });
    // Clearing it again clears nothing.
    const again = await browserCall(app, ada, 'POST', `/api/profile/user/notifications/clearAlert/${id}`);
    expect(again.json()).toEqual({ cleared: 0 });
  });

  it('answers 7-day windows counted back from today, with the total of every window', async () => {
    await event(user.ada, 'LIST_DELETED', 1, { listTitle: 'recent' });
    await event(user.ada, 'LIST_DELETED', 10, { listTitle: 'last week' });
    await event(user.ada, 'LIST_DELETED', 20, { listTitle: 'older' });
    const titles = async (query: string) => {
      const { status, body } = await page(ada, query);
      expect(status).toBe(200);
      expect(body.total).toBe(3);
      return body.notifications.map((n) => n.details.listTitle);
    };
    expect(await titles('type=alert')).toEqual(['recent']);
    expect(await titles('type=alert&startDay=7&endDay=14')).toEqual(['last week']);
    expect(await titles('type=alert&startDay=14&endDay=21')).toEqual(['older']);
    expect(await titles('type=alert&startDay=0&endDay=21')).toEqual(['recent', 'last week', 'older']);
    expect(await titles('type=alert&startDay=21&endDay=28')).toEqual([]);
  });

  it('collates item and note changes of one list in a window and counts them before collation', async () => {
    const on = (listId: number, extra: Record<string, unknown>) => ({
      listId,
      listTitle: `List ${listId}`,
      ...extra,
    });
    await event(user.ada, 'LIST_ITEMS_CHANGED', 0.1, on(1, { newItems: { '11': 'Eleven' } }));
    await event(user.ada, 'NOTES_CHANGED', 0.2, on(1, { newNotesCount: 1 }));
    await event(user.ada, 'LIST_ITEMS_CHANGED', 0.3, on(1, { removedItems: { '7': 'Seven' } }));
    await event(user.ada, 'LIST_ITEMS_CHANGED', 0.4, on(2, { newItems: { '3': 'Three' } }));
    await event(user.ada, 'NOTES_CHANGED', 0.5, on(1, { newNotesCount: 2 }));
    await event(user.ada, 'LIST_ITEMS_CHANGED', 9, on(1, { newItems: { '1': 'One' } }));

    const plain = await page(ada, 'type=feed');
    expect(plain.body).toMatchObject({ total: 6, notificationCountNotCollated: 5 });
    expect(plain.body.notifications).toHaveLength(5);

    const collated = await page(ada, 'type=feed&collate=true');
    expect(collated.body).toMatchObject({ total: 6, notificationCountNotCollated: 5 });
    expect(collated.body.notifications.map((n) => [n.category, n.details.listId])).toEqual([
      ['LIST_ITEMS_CHANGED', 1],
      ['NOTES_CHANGED', 1],
      ['LIST_ITEMS_CHANGED', 2],
    ]);
    const [items, notes] = collated.body.notifications;
    expect(items!.details).toMatchObject({ newItems: { '11': 'Eleven' }, removedItems: { '7': 'Seven' } });
    expect(notes!.details.newNotesCount).toBe(3);
  });

  it('clears all of the caller’s alerts and no one else’s; someone else’s alert is not found', async () => {
    await event(user.ada, 'COLLAB_LIST_ROLE_CHANGED', 1, {
      oldRole: 'COLLABORATOR',
      newRole: 'ADMINISTRATOR',
    });
    await event(user.ada, 'LIST_OWNER_CHANGED', 2);
    const feed = await event(user.ada, 'LIST_CHANGED', 1, { nameChanged: true });
    const bens = await event(user.ben, 'LIST_DELETED', 1);

    const other = await browserCall(app, ada, 'POST', `/api/profile/user/notifications/clearAlert/${bens}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: 'not_found',
      message: MESSAGES.notFound('notification', String(bens)),
    });
    const notAlert = await browserCall(
      app,
      ada,
      'POST',
      `/api/profile/user/notifications/clearAlert/${feed}`,
    );
    expect(notAlert.statusCode).toBe(404);

    const all = await browserCall(app, ada, 'POST', '/api/profile/user/notifications/clearAllAlertsForUser');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ cleared: 2 });
    expect(await unread(ada)).toBe(0);
    expect(await unread(ben)).toBe(1);
    // The feed is not cleared by it.
    expect((await page(ada, 'type=feed')).body.total).toBe(1);
  });

  it('refuses visitors and malformed windows with a JSON answer', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile/user/notifications?type=alert'],
      ['POST', '/api/profile/user/notifications/clearAllAlertsForUser'],
      ['POST', '/api/profile/user/notifications/clearAlert/1'],
    ] as const) {
      const res = await browserCall(app, null, method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorised', message: MESSAGES.noPermission });
    }
    for (const query of [
      '',
      'type=news',
      'type=alert&startDay=7&endDay=7',
      'type=alert&endDay=-1',
      'type=alert&startDay=0&endDay=9999',
      'type=feed&collate=maybe',
    ]) {
      const { status, body } = await page(ada, query);
      expect(status, query).toBe(400);
      expect(typeof body.message).toBe('string');
    }
    const bad = await browserCall(app, ada, 'POST', '/api/profile/user/notifications/clearAlert/abc');
    expect(bad.statusCode).toBe(404);
  });

  it('tells achievements earned in the feed, with their names', async () => {
    const tagged = await browserCall(app, ben, 'POST', '/api/tag', {
      targets: [{ type: 'work', id: ids.bookId }],
      tags: [{ content: 'first', priv: false }],
    });
    expect(tagged.statusCode).toBe(200);
    const feed = await page(ben, 'type=feed');
    expect(feed.body.notifications).toMatchObject([
      {
        category: 'ACHIEVEMENT',
        details: {
          achievements: [{ id: 'first-tag', name: 'First tag', description: 'You added your first tag.' }],
        },
      },
    ]);
    expect(await unread(ben)).toBe(0);
  });

  it('sends no feed while it is off, and forgets its history when turned off', async () => {
    await event(user.ada, 'LIST_ITEMS_CHANGED', 1, { listId: 1, newItems: { '1': 'One' } });
    await event(user.ada, 'LIST_DELETED', 1);
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ feedEnabled: 0 })
      .where('id', '=', user.ada)
      .execute();
    await forgetFeedHistory(store, user.ada);
    expect((await page(ada, 'type=feed')).body).toMatchObject({ total: 0, notifications: [] });
    // Alerts are not feed: they stay.
    expect((await page(ada, 'type=alert')).body.total).toBe(1);

    await store.lists.recordListEvents([
      { userId: user.ada, category: 'NOTES_CHANGED', listId: 1, details: { newNotesCount: 1 } },
      { userId: user.ada, category: 'LIST_OWNER_CHANGED', listId: 1, details: {} },
      { userId: user.ben, category: 'NOTES_CHANGED', listId: 1, details: { newNotesCount: 1 } },
    ]);
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ feedEnabled: 1 })
      .where('id', '=', user.ada)
      .execute();
    expect((await page(ada, 'type=feed')).body.total).toBe(0);
    expect((await page(ada, 'type=alert')).body.total).toBe(2);
    expect((await page(ben, 'type=feed')).body.total).toBe(1);
  });
});
