import { API_KEY_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The Developers tab and the data managers' applications page as the server renders them (issue
 * 18 §2; spec 03 §2, §4; ADR 050), with posted forms only: apply, see the key once, renew, delete;
 * a commercial application approved by a data manager.
 */
describe.each(await storesUnderTest())('the Developers tab on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let owner: Visitor;
  let manager: Visitor;

  const post = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });
  const APPLY = {
    intent: 'apply',
    purpose: 'A notebook on <b>floods</b>.',
    contact: 'Ada',
    email: 'ada@example.org',
    phone: '123',
    organisation: '',
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    owner = await signedUpVisitor(app, store, 'developer@example.org');
    manager = await signedUpVisitor(app, store, 'keeper@example.org', 'dataManager');
  });
  afterAll(async () => {
    await running?.close();
  });

  it('is the owner’s only: a visitor signs in, anyone else’s address goes home', async () => {
    const page = await getPage(app, null, '/userProfile/developers');
    expect([302, 303]).toContain(page.statusCode);
    const other = await getPage(app, manager, '/userProfile/user/developer/developers');
    expect([302, 303]).toContain(other.statusCode);
    expect(other.headers.location).toBe('/');
    const review = await getPage(app, owner, '/userProfile/moderate/api-keys');
    expect(review.headers.location).toBe('/');
  });

  it("shows the apply form, refuses an incomplete one in the spec's words, then issues and shows the key once", async () => {
    const page = await getPage(app, owner, '/userProfile/developers');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Apply for an API key');
    expect(page.body).toContain(API_KEY_MESSAGES.responseTime);
    const refused = await post(owner, '/userProfile/developers', { ...APPLY, purpose: '', phone: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(API_KEY_MESSAGES.purpose);
    expect(refused.body).toContain(API_KEY_MESSAGES.phone);
    const issued = await post(owner, '/userProfile/developers', { ...APPLY, commercial: 'N' });
    expect(issued.statusCode).toBe(200);
    const key = /trv_[A-Za-z0-9_-]{43}/.exec(issued.body)?.[0] ?? '';
    expect(key).not.toBe('');
    expect(issued.body).toContain('This is the only time your whole key is shown');
    const later = await getPage(app, owner, '/userProfile/developers');
    expect(later.body).not.toContain(key);
    expect(later.body).toContain(`${key.slice(0, 10)}…`);
    expect(later.body).toContain('0 of 20,000 requests today');
    // Stored text is shown as text.
    expect(later.body).toContain('A notebook on &lt;b&gt;floods&lt;/b&gt;.');
    expect(later.body).not.toContain(API_KEY_MESSAGES.renew);
  });

  it('asks before deleting, deletes with a posted form, and the apply form returns', async () => {
    const question = await getPage(app, owner, '/userProfile/developers?delete=ask');
    expect(question.body).toContain('Delete your API key?');
    const posted = await post(owner, '/userProfile/developers', { intent: 'remove' });
    expect(posted.headers.location).toBe('/userProfile/developers?done=deleted');
    const after = await getPage(app, owner, '/userProfile/developers?done=deleted');
    expect(after.body).toContain('Your API key has been deleted.');
    expect(after.body).toContain('Apply for an API key');
  });

  it('lets a data manager approve a commercial application, after which its owner is shown the key once', async () => {
    await post(owner, '/userProfile/developers', { ...APPLY, commercial: 'Y', organisation: 'Maps Ltd' });
    const waiting = await getPage(app, owner, '/userProfile/developers');
    expect(waiting.body).toContain(API_KEY_MESSAGES.responseTime);
    const review = await getPage(app, manager, '/userProfile/moderate/api-keys');
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain('Maps Ltd');
    const id = /name="id" value="(\d+)"/.exec(review.body)?.[1] ?? '';
    const bad = await post(manager, '/userProfile/moderate/api-keys', {
      intent: 'approve',
      id,
      quota: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    const approved = await post(manager, '/userProfile/moderate/api-keys', {
      intent: 'approve',
      id,
      quota: '50000/d',
    });
    expect(approved.headers.location).toBe('/userProfile/moderate/api-keys?done=approved');
    const ready = await getPage(app, owner, '/userProfile/developers');
    expect(ready.body).toContain('Show my API key');
    const shown = await post(owner, '/userProfile/developers', { intent: 'reveal' });
    expect(shown.body).toMatch(/trv_[A-Za-z0-9_-]{43}/);
    expect(shown.body).toContain('50,000 requests a day');
  });
});
