import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';
const DAY = 86_400_000;

/**
 * The About tab's notifications panel, feed and activity feed as the server renders them (issue
 * 16 §2; ADR 042): without script, 'Load older' is a link to the next 7-day window and clearing is
 * a posted form; the menu names the unread count; user text is escaped; others see no panel.
 */
describe.each(await storesUnderTest())('the About tab’s notifications on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let owner: Visitor;
  let asker: Visitor;
  let ownerId = 0;
  let listId = 0;

  const post = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });
  const alertAt = (daysAgo: number, title: string) =>
    queryBuilderOf(store)
      .insertInto('listEvent')
      .values({
        userId: ownerId,
        category: 'LIST_DELETED',
        listId: null,
        details: JSON.stringify({ listTitle: title, user: { fullUserId: 'asker', displayName: 'Asker' } }),
        eventDate: new Date(Date.now() - daysAgo * DAY).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    owner = await signedUpVisitor(app, store, 'keeper@example.org');
    asker = await signedUpVisitor(app, store, 'asker@example.org');
    ownerId = (await store.accounts.userIdByName('keeper'))!;
    listId = await store.lists.insertUserList({
      userId: ownerId,
      title: 'Shelf <i>one</i>',
      collaborative: true,
    });
    await store.tags.insertTag({ name: 'bushranger', userId: ownerId, targetType: 'list', targetId: listId });
  });
  afterAll(() => running?.close());

  it('shows the owner an empty panel in the spec’s words, and no panel to anyone else', async () => {
    const own = await getPage(app, owner, '/userProfile');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('>Notifications</h2>');
    expect(own.body).toContain('There are no items requiring your attention');
    expect(own.body).toContain('You have no notifications from the last 7 days.');
    for (const visitor of [null, asker]) {
      const other = await getPage(app, visitor, '/userProfile/user/keeper/about');
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('There are no items requiring your attention');
      // The activity feed is public by default.
      expect(other.body).toContain('>Activity</h2>');
      expect(other.body).toContain('bushranger');
    }
  });

  it('shows a request to join with links, the count in the menu, and clears it by a posted form', async () => {
    const asked = await browserCall(app, asker, 'POST', '/api/list/collaborationRequest', { listId });
    expect(asked.statusCode).toBe(200);
    const page = await getPage(app, owner, '/userProfile/about');
    expect(page.body).toContain('Notifications, 1 unread');
    expect(page.body).toContain('has asked to join your list');
    expect(page.body).toContain(`href="/list/${listId}"`);
    expect(page.body).toContain('Shelf &lt;i&gt;one&lt;/i&gt;');
    expect(page.body).not.toContain('Shelf <i>one</i>');
    expect(page.body).toContain('href="/userProfile/user/asker"');
    const [alert] = await queryBuilderOf(store)
      .selectFrom('listEvent')
      .select('id')
      .where('userId', '=', ownerId)
      .execute();

    const refused = await post(asker, '/userProfile/about', { intent: 'clearAlert', id: String(alert!.id) });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain(MESSAGES.notFound('notification', String(alert!.id)));

    const cleared = await post(owner, '/userProfile/about', { intent: 'clearAlert', id: String(alert!.id) });
    expect([302, 303]).toContain(cleared.statusCode);
    expect(cleared.headers.location).toBe('/userProfile/about?cleared=one#notifications');
    const after = await getPage(app, owner, '/userProfile/about?cleared=one');
    expect(after.body).toContain('The notification has been cleared.');
    expect(after.body).toContain('There are no items requiring your attention');
    expect(after.body).not.toContain('Notifications, 1 unread');
  });

  it('loads older windows by a link and clears all by a posted form', async () => {
    await alertAt(2, 'Recent shelf');
    await alertAt(12, 'Older shelf');
    const first = await getPage(app, owner, '/userProfile/about');
    expect(first.body).toContain('Recent shelf');
    expect(first.body).not.toContain('Older shelf');
    expect(first.body).toContain('href="/userProfile/about?alertDays=14#notifications"');
    expect(first.body).toContain('>Load older<');
    const older = await getPage(app, owner, '/userProfile/about?alertDays=14');
    expect(older.body).toContain('Recent shelf');
    expect(older.body).toContain('Older shelf');
    expect(older.body).not.toContain('>Load older<');

    const all = await post(owner, '/userProfile/about', { intent: 'clearAll' });
    expect([302, 303]).toContain(all.statusCode);
    expect(all.headers.location).toBe('/userProfile/about?cleared=all#notifications');
    const after = await getPage(app, owner, '/userProfile/about?cleared=all');
    expect(after.body).toContain('Your notifications have been cleared.');
    expect(after.body).toContain('There are no items requiring your attention');
    const nonsense = await post(owner, '/userProfile/about', { intent: 'clearAlert', id: 'x' });
    expect(nonsense.statusCode).toBe(400);
  });

  it('hides private activity from others and shows nothing while the feed is off', async () => {
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ activityPublic: 0 })
      .where('id', '=', ownerId)
      .execute();
    const hidden = await getPage(app, asker, '/userProfile/user/keeper/about');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('>Activity</h2>');
    expect((await getPage(app, owner, '/userProfile')).body).toContain('bushranger');
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ activityPublic: 1, feedEnabled: 0 })
      .where('id', '=', ownerId)
      .execute();
    expect((await getPage(app, asker, '/userProfile/user/keeper/about')).body).not.toContain(
      '>Activity</h2>',
    );
    expect((await getPage(app, owner, '/userProfile')).body).toContain('Your activity feed is turned off.');
  });
});
