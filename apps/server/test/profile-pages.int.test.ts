import { LIST_MESSAGES, PROFILE_LIST_WORDS } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

/**
 * The profile area's pages as the server renders them (spec 03 §2; ADR 039): the login guard, the
 * tab redirect rules, a private profile, the Lists tab set and its Unfollow form without script.
 */
describe.each(await storesUnderTest())('the profile pages on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let reader: Visitor;
  const ids = { reader: 0, lender: 0, followed: 0, shared: 0 };

  const get = (visitor: Visitor | null, url: string) => getPage(app, visitor, url);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    reader = await signedUpVisitor(app, store, 'pagereader@example.org');
    await signedUpVisitor(app, store, 'lender@example.org');
    await signedUpVisitor(app, store, 'asker@example.org');
    ids.reader = (await store.accounts.userIdByName('pagereader'))!;
    ids.lender = (await store.accounts.userIdByName('lender'))!;
    ids.followed = await store.lists.insertUserList({ userId: ids.lender, title: "Lender's goldfields" });
    await store.listPeople.follow(ids.followed, ids.reader);
    ids.shared = await store.lists.insertUserList({
      userId: ids.reader,
      title: 'Shared shelf',
      collaborative: true,
    });
    await store.listPeople.fileJoinRequest(ids.shared, (await store.accounts.userIdByName('asker'))!);
  });
  afterAll(() => running?.close());

  it('sends a visitor without a session to sign in and back, with the page as the return address', async () => {
    const page = await get(null, '/userProfile/lists?tab=followed');
    expect([302, 303]).toContain(page.statusCode);
    expect(page.headers.location).toBe(
      `/auth/login?backurl=${encodeURIComponent('/userProfile/lists?tab=followed')}`,
    );
  });

  it('shows the reader’s own profile, privately', async () => {
    const page = await get(reader, '/userProfile');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<h1>My profile</h1>');
    expect(page.body).toContain('>pagereader<');
    // Lists they own or work on: the followed one is not theirs.
    expect(page.body).toMatch(/>1 List</);
  });

  it('redirects hidden and forbidden tabs by the spec’s rules', async () => {
    const to = async (visitor: Visitor | null, url: string) => (await get(visitor, url)).headers.location;
    // Settings: one's own only (ADR 041); someone else's goes to their About.
    expect(await to(reader, '/userProfile/user/lender/settings')).toBe('/userProfile/user/lender/about');
    expect(await to(null, '/userProfile/user/lender/settings')).toBe('/userProfile/user/lender/about');
    expect(await to(reader, '/userProfile/user/PageReader/settings')).toBe('/userProfile/settings');
    expect(await to(reader, '/userProfile/partner')).toBe('/');
    expect(await to(reader, '/userProfile/moderate/content')).toBe('/');
    expect(await to(null, '/userProfile/user/lender/developers')).toBe('/');
    expect(await to(reader, '/userProfile/user/lender/tags')).toBe('/userProfile/user/lender/about');
    expect(await to(reader, '/userProfile/user/pagereader/developers')).toBe(
      '/userProfile/user/pagereader/about',
    );
  });

  it('shows the Lists tab set with its dot and the followed list’s Unfollow, which works without script', async () => {
    const page = await get(reader, '/userProfile/lists?tab=followed');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped(PROFILE_LIST_WORDS.tab('followed', true)));
    expect(page.body).toContain(`title="${PROFILE_LIST_WORDS.pendingTitle}"`);
    expect(page.body).toContain(escaped("Lender's goldfields"));
    expect(page.body).toContain(`aria-label="${escaped(`Unfollow: Lender's goldfields`)}"`);

    const posted = await app.inject({
      method: 'POST',
      url: '/userProfile/lists?tab=followed',
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: reader.cookieHeader() },
      payload: new URLSearchParams({
        _csrf: reader.jar.get('trove_csrf') ?? '',
        intent: 'unfollow',
        listId: String(ids.followed),
        listName: "Lender's goldfields",
      }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain(escaped("You are no longer following 'Lender's goldfields'."));
    expect(await store.lists.listsFollowedAmong(ids.reader, [ids.followed])).toEqual(new Set());
    // The followed tab is empty now, so it has gone; the reader's own lists show.
    expect(posted.body).not.toContain(escaped(PROFILE_LIST_WORDS.tab('followed', true)));
  });

  it('answers an unfollow that fails in the spec’s words', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/userProfile/lists',
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: reader.cookieHeader() },
      payload: new URLSearchParams({
        _csrf: reader.jar.get('trove_csrf') ?? '',
        intent: 'unfollow',
        listId: 'not-a-list',
      }).toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain(
      `An unexpected error has occurred while attempting to ${LIST_MESSAGES.actions.unfollow}`,
    );
  });

  it('shows another reader’s public profile, and not a private one', async () => {
    const open = await get(null, '/userProfile/user/LENDER');
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('<h1>A. Reader</h1>');
    expect(open.body).not.toContain('lender@example.org');
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', ids.lender)
      .execute();
    const hidden = await get(reader, '/userProfile/user/lender/lists');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('Profile not found');
    expect((await get(null, '/userProfile/user/no-such-reader')).statusCode).toBe(404);
  });

  it('asks a reader given a neutral name to choose their own, and no one else', async () => {
    const chooser = await signedUpVisitor(app, store, 'unnamed@example.org');
    const id = (await store.accounts.userIdByName('unnamed'))!;
    const prompt = 'Choose your user name</a>';
    expect((await get(chooser, '/userProfile')).body).not.toContain(prompt);
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ username: `reader-${id}` })
      .where('id', '=', id)
      .execute();
    const own = await get(chooser, '/userProfile');
    expect(own.body).toContain(`Your user name, reader-${id}, was given to you until you choose one.`);
    expect(own.body).toMatch(
      /href="\/userProfile\/settings\?change=username"[^>]*>Choose your user name<\/a>/,
    );
    // Others see the profile without it.
    expect((await get(reader, `/userProfile/user/reader-${id}`)).body).not.toContain(prompt);
  });
});
