import { LIST_MESSAGES, MESSAGES } from '@trove/contracts';
import { buildList, storesUnderTest } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor } from './auth-visitor.ts';
import { listWorld } from './list-world.ts';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The list page without JavaScript (ADR 038): Follow, Unfollow and Request to join are forms
 * posted to the page, whose action sends the change to the API; pages take such forms only from
 * this site, url-encoded, and never under /api.
 */
describe.each(await storesUnderTest())('forms posted to the list page on %s', (dialect) => {
  const w = listWorld(dialect, { web: true, people: ['poster'] });
  let reader: Visitor;
  let listId = 0;

  const post = (
    visitor: Visitor | null,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    w.app.inject({
      method: 'POST',
      url: `/list/${listId}`,
      headers: {
        'content-type': FORM,
        origin: ORIGIN,
        ...(visitor ? { cookie: visitor.cookieHeader() } : {}),
        ...headers,
      },
      // The session's token, as the page's hidden field carries it (web/page-forms.ts).
      payload: new URLSearchParams({ _csrf: visitor?.jar.get('trove_csrf') ?? '', ...form }).toString(),
    });

  beforeAll(async () => {
    reader = w.visitors.poster;
    ({ listId } = await buildList(w.store, { title: 'Goldfields reading', collaborative: true }));
  });

  it('follows and stops following, the page answering with the count and the sentence', async () => {
    const followed = await post(reader, { intent: 'follow' });
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['cache-control']).toBe('private, no-store');
    expect(followed.body).toContain('You are following this list.');
    expect(followed.body).toMatch(/1 follower</);
    expect(followed.body).toMatch(/>Unfollow</);
    const stopped = await post(reader, { intent: 'unfollow' });
    expect(stopped.body).toContain('You no longer follow this list.');
    expect(stopped.body).toMatch(/0 followers</);
  });

  it('asks to join, then says the request is already with the owner', async () => {
    expect((await post(reader, { intent: 'join' })).body).toContain(LIST_MESSAGES.joinRequested);
    expect((await post(reader, { intent: 'join' })).body).toContain(LIST_MESSAGES.joinAlreadyRequested);
  });

  it('tells an anonymous poster they may not, in the spec’s words', async () => {
    const page = await post(null, { intent: 'follow' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(MESSAGES.noPermission);
  });

  it('refuses a signed-in reader’s form without the session’s token', async () => {
    const forged = await post(reader, { intent: 'follow', _csrf: 'forged' });
    expect(forged.json()).toMatchObject({ error: 'csrf' });
    expect(forged.statusCode).toBe(403);
    expect((await post(reader, { intent: 'unfollow' })).body).toMatch(/0 followers</);
  });

  it('refuses a form from another site, or saying nothing of where it came from', async () => {
    const elsewhere = await post(reader, { intent: 'follow' }, { origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ error: 'csrf' });
    const unsaid = await w.app.inject({
      method: 'POST',
      url: `/list/${listId}`,
      headers: { 'content-type': FORM, cookie: reader.cookieHeader() },
      payload: 'intent=follow',
    });
    expect(unsaid.statusCode).toBe(403);
    // Nothing was followed by either.
    const page = await w.app.inject({
      method: 'GET',
      url: `/list/${listId}`,
      headers: { cookie: reader.cookieHeader() },
    });
    expect(page.body).toMatch(/0 followers</);
  });

  it('takes only url-encoded forms, a known intent, and never posts to /api through a page', async () => {
    const json = await w.app.inject({
      method: 'POST',
      url: `/list/${listId}`,
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: reader.cookieHeader() },
      payload: '{"intent":"follow"}',
    });
    expect(json.statusCode).toBe(415);
    const text = await post(reader, {}, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect((await post(reader, { intent: 'delete' })).statusCode).toBe(400);
    const api = await w.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': FORM, origin: ORIGIN },
      payload: 'intent=follow',
    });
    expect(api.statusCode).toBe(404);
  });
});
