import { DOWNLOADS_TAB_WORDS as WORDS } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/**
 * The profile's Downloads tab as the server renders it (spec 03 §2, §4, §6; ADR 043): the
 * owner's only, signed in; the count against the maximum; each state's label and actions; cancel
 * after the question as a posted form, so it works without script.
 */
describe.each(await storesUnderTest())('the profile Downloads tab on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let owner: Visitor;
  let ownerId = 0;
  const ids = { queued: 0, failed: 0 };
  const queuedName = 'Gold <rush> & more';

  const post = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });
  const download = (name: string) => {
    const now = new Date();
    return store.downloads.insertSearchDownload({
      userId: ownerId,
      name,
      description: 'For the page',
      query: 'keyword=gold',
      queryData: '{}',
      category: 'books',
      expectedRecordCount: 10,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    owner = await signedUpVisitor(app, store, 'fetcher@example.org');
    ownerId = (await store.accounts.userIdByName('fetcher'))!;
    ids.queued = await download(queuedName);
    ids.failed = await download('Broken one');
    await store.downloads.markDownloadFailed(ids.failed, {
      error: 'The search failed.',
      final: true,
      now: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('sends a visitor to sign in and back, and anyone’s profile to About', async () => {
    const page = await getPage(app, null, '/userProfile/downloads');
    expect([302, 303]).toContain(page.statusCode);
    expect(page.headers.location).toBe(`/auth/login?backurl=${encodeURIComponent('/userProfile/downloads')}`);
    const publicTab = await getPage(app, owner, '/userProfile/user/fetcher/downloads');
    expect([302, 303]).toContain(publicTab.statusCode);
    expect(publicTab.headers.location).toBe('/userProfile/user/fetcher/about');
  });

  it('lists the downloads under the count against the maximum, each with its state and actions', async () => {
    const page = await getPage(app, owner, '/userProfile/downloads');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(WORDS.heading(1, 5));
    expect(page.body).toContain(escaped(queuedName));
    expect(page.body).not.toContain(queuedName);
    expect(page.body).toContain('Queued');
    expect(page.body).toContain('Failed');
    expect(page.body).toMatch(/Reason: (<!-- -->)?The search failed\./);
    expect(page.body).toContain('>Retry<');
    expect(page.body).toContain(`href="/userProfile/downloads?remove=${ids.queued}"`);
    expect(page.body).toContain(WORDS.refresh);
    expect(page.body).toContain('href="/api/profile/contributions"');
    // The tab in the shell, beside the others.
    expect(page.body).toContain('href="/userProfile/downloads"');
  });

  it('asks before cancelling, then cancels with a posted form', async () => {
    const question = await getPage(app, owner, `/userProfile/downloads?remove=${ids.queued}`);
    expect(question.body).toContain(escaped(WORDS.confirmCancel(queuedName)));
    expect(question.body).toContain('Cancel download');
    const posted = await post(owner, '/userProfile/downloads', {
      intent: 'remove',
      downloadId: String(ids.queued),
    });
    expect([302, 303]).toContain(posted.statusCode);
    expect(posted.headers.location).toBe('/userProfile/downloads?done=cancelled');
    const rows = await queryBuilderOf(store)
      .selectFrom('searchDownload')
      .select('id')
      .where('id', '=', ids.queued)
      .execute();
    expect(rows).toEqual([]);
    const after = await getPage(app, owner, '/userProfile/downloads?done=cancelled');
    expect(after.body).toContain(WORDS.cancelled);
  });

  it('retries a failed download with a posted form', async () => {
    const posted = await post(owner, '/userProfile/downloads', {
      intent: 'retry',
      downloadId: String(ids.failed),
    });
    expect([302, 303]).toContain(posted.statusCode);
    expect(posted.headers.location).toBe('/userProfile/downloads?done=retried');
    const row = await queryBuilderOf(store)
      .selectFrom('searchDownload')
      .select('state')
      .where('id', '=', ids.failed)
      .executeTakeFirst();
    expect(row?.state).toBe('queued');
  });
});
