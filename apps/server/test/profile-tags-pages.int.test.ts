import { PROFILE_TAG_WORDS } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

/** The names of the tags a page shows, in order, read from the rendered list. */
const tagNames = (html: string) =>
  [
    ...html
      .replace(/<!-- -->/g, '')
      .matchAll(/<li class="[^"]*listRow[^"]*"><(?:a|span)[^>]*>([^<]*)<\/(?:a|span)><p[^>]*>([^<]*)<\/p>/g),
  ].map(([, name, facts]) => `${name} (${facts})`);

/**
 * The profile's Tags tab as the server renders it (spec 03 §2, §6; ADR 039): the tags with their
 * counts and visibility, the sort and visibility form without script, private tags for the owner
 * and an allowed viewer only, the tab in the bar only when it has something to show.
 */
describe.each(await storesUnderTest())('the profile Tags tab page on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let tagger: Visitor;
  let viewer: Visitor;
  let other: Visitor;
  let taggerId = 0;

  const get = (visitor: Visitor | null, url: string) => getPage(app, visitor, url);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    tagger = await signedUpVisitor(app, store, 'tagger@example.org');
    viewer = await signedUpVisitor(app, store, 'watcher@example.org', 'profileViewer');
    other = await signedUpVisitor(app, store, 'quiet@example.org');
    taggerId = (await store.accounts.userIdByName('tagger'))!;
    const tag = (name: string, targetId: number, priv = false) =>
      store.tags.insertTag({ name, userId: taggerId, targetType: 'work', targetId, priv });
    for (const id of [1, 2, 3]) await tag('goldfields', id);
    await tag('Bushrangers', 1);
    for (const id of [1, 2]) await tag('my <secret> reading', id, true);
  });
  afterAll(() => running?.close());

  it('shows the owner every tag with its count and visibility, alphabetically, and the tab in the bar', async () => {
    const page = await get(tagger, '/userProfile/tags');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<h2 id="tags-heading">Tags</h2>');
    expect(page.body).toMatch(
      /<a aria-current="page" class="[^"]*" href="\/userProfile\/tags"[^>]*>Tags<\/a>/,
    );
    expect(tagNames(page.body)).toEqual([
      'Bushrangers (1 item · Public)',
      'goldfields (3 items · Public)',
      'my &lt;secret&gt; reading (2 items · Private)',
    ]);
    // The owner's private tag leads to a search of their own tags.
    expect(page.body).toContain('href="/search?l-usertag=my+%3Csecret%3E+reading"');
  });

  it('sorts and filters through the GET form, without script', async () => {
    const page = await get(tagger, '/userProfile/tags');
    expect(page.body).toMatch(/<form [^>]*action="\/userProfile\/tags" method="get">/);
    expect(page.body).toContain('<select name="sort">');
    for (const label of Object.values(PROFILE_TAG_WORDS.sort))
      expect(page.body).toContain(`>${label}</option>`);
    const most = await get(tagger, '/userProfile/tags?sort=mostUsed');
    expect(tagNames(most.body).map((t) => t.split(' (')[0])).toEqual([
      'goldfields',
      'my &lt;secret&gt; reading',
      'Bushrangers',
    ]);
    expect(most.body).toMatch(/<option value="mostUsed" selected="">/);
    const least = await get(tagger, '/userProfile/tags?sort=leastUsed&visibility=public');
    expect(tagNames(least.body)).toEqual(['Bushrangers (1 item · Public)', 'goldfields (3 items · Public)']);
    const priv = await get(tagger, '/userProfile/tags?visibility=private');
    expect(tagNames(priv.body)).toEqual(['my &lt;secret&gt; reading (2 items · Private)']);
    // Unknown values are the defaults, not an error.
    const odd = await get(tagger, '/userProfile/tags?sort=newest&visibility=everything&page=x');
    expect(odd.statusCode).toBe(200);
    expect(tagNames(odd.body)).toHaveLength(3);
  });

  it('shows private tags to a viewer allowed to see private profiles, and public ones only to anyone else', async () => {
    const allowed = await get(viewer, '/userProfile/user/tagger/tags');
    expect(allowed.statusCode).toBe(200);
    expect(tagNames(allowed.body)).toHaveLength(3);
    // Their own tag search would not find the reader's private tag: it is not a link.
    expect(allowed.body).toContain('<span class="');
    expect(allowed.body).not.toContain('l-usertag=');
    for (const visitor of [null, other]) {
      const page = await get(visitor, '/userProfile/user/tagger/tags');
      expect(page.statusCode).toBe(200);
      expect(tagNames(page.body)).toEqual(['Bushrangers (1 item · Public)', 'goldfields (3 items · Public)']);
      expect(page.body).not.toContain('secret');
      const priv = await get(visitor, '/userProfile/user/tagger/tags?visibility=private');
      expect(priv.body).toContain(PROFILE_TAG_WORDS.noMatch);
    }
  });

  it('hides the tab of a profile with nothing to show, and sends its address to About', async () => {
    const profile = await get(null, '/userProfile/user/quiet');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('href="/userProfile/user/quiet/tags"');
    const tab = await get(tagger, '/userProfile/user/quiet/tags?sort=mostUsed');
    expect([302, 303]).toContain(tab.statusCode);
    expect(tab.headers.location).toBe('/userProfile/user/quiet/about');
    // The reader's own tab stays, with words for the empty tab.
    const own = await get(other, '/userProfile/tags');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(PROFILE_TAG_WORDS.none(true, ''));
    expect(own.body).toContain('href="/userProfile/tags"');
  });

  it('does not show a private profile’s tags to anyone not allowed', async () => {
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', taggerId)
      .execute();
    try {
      const hidden = await get(other, '/userProfile/user/tagger/tags');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toContain('Profile not found');
      expect(hidden.body).not.toContain('goldfields');
      expect((await get(viewer, '/userProfile/user/tagger/tags')).statusCode).toBe(200);
    } finally {
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', taggerId)
        .execute();
    }
  });

  it('sends a visitor without a session to sign in and back', async () => {
    const page = await get(null, '/userProfile/tags?sort=leastUsed');
    expect([302, 303]).toContain(page.statusCode);
    expect(page.headers.location).toBe(
      `/auth/login?backurl=${encodeURIComponent('/userProfile/tags?sort=leastUsed')}`,
    );
  });
});
