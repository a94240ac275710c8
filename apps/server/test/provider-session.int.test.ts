import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN, PASSWORD, Visitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

const EMAIL = 'reader@example.org';

/**
 * Signing back in without a password on a shared computer (issue 12): logging out must end the
 * embedded provider's session too, and the callback must refuse an authentication older than the
 * sign-in it answers, whatever the browser does to the authorisation request.
 */
describe.each(await storesUnderTest())("the embedded provider's session on %s", (dialect) => {
  let app: FastifyInstance;
  let store: Store;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const info = (visitor: Visitor) => visitor.send('GET', '/api/profile/info');
  const providerSessions = () =>
    queryBuilderOf(store)
      .selectFrom('oidcPayload')
      .select('payload')
      .where('model', '=', 'Session')
      .execute();

  /** Starts a sign-in as the header's link does, drops prompt=login from it, and follows on. */
  async function signInWithoutPrompt(visitor: Visitor): Promise<LightMyRequestResponse> {
    const start = await visitor.send('GET', '/auth/login?backurl=%2Fwork%2F12');
    const authorisation = new URL(String(start.headers.location));
    expect(authorisation.origin + authorisation.pathname).toBe(`${ORIGIN}/auth/auth`);
    expect(authorisation.searchParams.get('prompt')).toBe('login');
    authorisation.searchParams.delete('prompt');
    return visitor.follow(await visitor.send('GET', authorisation.href));
  }

  const asksForPassword = (page: LightMyRequestResponse) => {
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Log in to Trove</h1>');
    expect(page.body).toContain('type="password"');
  };

  it('asks for the password again after logout, even when prompt=login is dropped', async () => {
    const visitor = new Visitor(app);
    await visitor.signUp(EMAIL, PASSWORD);
    expect(await providerSessions()).toHaveLength(1);
    const out = await visitor.send('GET', '/auth/logout?backurl=%2F');
    expect(out.headers.location).toBe('/');
    // The provider's session is gone from the store and from the browser.
    expect(await providerSessions()).toEqual([]);
    expect(out.cookies.find((c) => c.name === '_session')?.value).toBe('');
    expect(visitor.jar.has('_session')).toBe(false);

    asksForPassword(await signInWithoutPrompt(visitor));
    expect((await info(visitor)).statusCode).toBe(401);
  });

  it('ends the provider session on the API logout as well', async () => {
    const visitor = new Visitor(app);
    await visitor.signUp(EMAIL, PASSWORD);
    const out = await visitor.send('GET', '/api/profile/logout');
    expect(out.json()).toEqual({ loggedOut: true });
    expect(await providerSessions()).toEqual([]);
    asksForPassword(await signInWithoutPrompt(visitor));
    expect((await info(visitor)).statusCode).toBe(401);
  });

  it('refuses a callback answering with an authentication older than the sign-in, on a page', async () => {
    const visitor = new Visitor(app);
    await visitor.signUp(EMAIL, PASSWORD);
    // The portal session is gone but the provider's lives on (its cookie outlived the portal's,
    // or a cookie was restored): it authenticated the reader an hour before this sign-in starts.
    visitor.jar.delete('trove_session');
    const [session] = await providerSessions();
    const payload = JSON.parse(session?.payload ?? '{}') as { loginTs: number };
    payload.loginTs -= 3600;
    await queryBuilderOf(store)
      .updateTable('oidcPayload')
      .set({ payload: JSON.stringify(payload) })
      .where('model', '=', 'Session')
      .execute();

    const refused = await signInWithoutPrompt(visitor);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('<h1>Log in again with your password</h1>');
    expect(refused.body).toContain(
      'This sign-in did not ask for your password, so it was not accepted. Please log in again.',
    );
    expect(refused.body).toContain('<a href="/auth/login">');
    expect(refused.cookies.find((c) => c.name === 'trove_session')).toBeUndefined();
    expect((await info(visitor)).statusCode).toBe(401);

    // Logging in properly, with the password, still works.
    const back = await visitor.logIn(EMAIL, PASSWORD, '/work/12');
    expect(back.headers.location).toBe('/work/12');
    expect((await info(visitor)).statusCode).toBe(200);
  });
});
