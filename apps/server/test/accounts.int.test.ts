import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURES_BEFORE_LOCK } from '../src/auth/account-service.ts';
import { grantRole } from '../src/auth/role-admin.ts';
import { SIGN_IN_PER_MINUTE } from '../src/routes/auth.ts';
import { buildApp } from '../src/app.ts';
import { TEST_CONFIG, testApp } from './helpers.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery';

/** The cookies a response sets, as a Cookie header, merged over earlier ones. */
function cookiesFrom(response: LightMyRequestResponse, earlier: Record<string, string> = {}) {
  const jar = { ...earlier };
  for (const c of response.cookies as { name: string; value: string }[])
    if (c.value === '') delete jar[c.name];
    else jar[c.name] = c.value;
  return jar;
}
const header = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };

describe.each(await storesUnderTest())('accounts and sessions on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;
  let close: () => Promise<void>;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    close = async () => {
      await app.close();
      await store.destroy();
    };
  });
  afterEach(() => close());

  const signUp = (email = 'Reader@Example.org', backurl = '/work/12?q=a') =>
    app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: FORM,
      payload: form({ email, displayName: 'A. Reader', password: PASSWORD, backurl }),
    });
  const logIn = (login: string, password: string, backurl = '/') =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: FORM,
      payload: form({ login, password, backurl }),
    });
  const info = (jar: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/profile/info', headers: { cookie: header(jar) } });

  it('signs up, keeps the session, shows the profile, logs out and logs in again', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/signup?backurl=%2Fwork%2F12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">E-mail address</label>');
    expect(page.body).toContain('value="/work/12"');

    const created = await signUp();
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe('/work/12?q=a');
    const session = created.cookies.find((c) => c.name === 'trove_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(created.cookies.find((c) => c.name === 'trove_csrf')?.httpOnly).toBeFalsy();
    let jar = cookiesFrom(created);

    const mine = await info(jar);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      username: 'reader',
      displayName: 'A. Reader',
      email: 'reader@example.org',
      roles: [],
      notificationAlerts: 0,
    });
    expect(mine.headers['cache-control']).toContain('private');

    const anonymous = await app.inject({ method: 'GET', url: '/api/profile/info' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorised', message: MESSAGES.noPermission });

    const out = await app.inject({
      method: 'GET',
      url: '/auth/logout?backurl=%2Fsearch',
      headers: { cookie: header(jar) },
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/search');
    expect((await info(jar)).statusCode).toBe(401); // the row is gone, not just the cookie

    const back = await logIn('reader@example.org', PASSWORD, '/work/12');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/work/12');
    jar = cookiesFrom(back);
    expect((await info(jar)).json()).toMatchObject({ username: 'reader' });

    const api = await app.inject({
      method: 'GET',
      url: '/api/profile/logout',
      headers: { cookie: header(jar) },
    });
    expect(api.json()).toEqual({ loggedOut: true });
    expect((await info(jar)).statusCode).toBe(401);
  });

  it('refuses a second account with the same e-mail and a short password, with messages on the form', async () => {
    await signUp();
    const again = await signUp('reader@example.org');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('An account with this e-mail address already exists.');
    const short = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: FORM,
      payload: form({ email: 'b@example.org', displayName: 'B', password: 'short' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('role="alert"');
    expect(short.body).toContain('aria-invalid="true"');
    expect(short.body).toContain('The password must be at least 10 characters long.');
  });

  it('refuses a wrong password, and pauses the account after repeated failures', async () => {
    await signUp();
    const wrong = await logIn('reader', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The e-mail address, user name or password is not correct.');
    expect(wrong.cookies.find((c) => c.name === 'trove_session')).toBeUndefined();
    for (let i = 1; i < FAILURES_BEFORE_LOCK; i++) await logIn('reader', 'not the password');
    const locked = await logIn('reader', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('sign-in to this account is paused');
  });

  it('limits sign-in attempts from one address', async () => {
    const answers = [];
    for (let i = 0; i <= SIGN_IN_PER_MINUTE; i++)
      answers.push((await logIn('nobody', 'whatever')).statusCode);
    expect(answers.slice(0, SIGN_IN_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses backurls that would leave the site', async () => {
    for (const backurl of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const get = await app.inject({
        method: 'GET',
        url: `/auth/login?backurl=${encodeURIComponent(backurl)}`,
      });
      expect(get.statusCode, backurl).toBe(400);
      expect(get.json().error).toBe('bad_backurl');
    }
    const post = await signUp('c@example.org', 'https://evil.example/');
    expect(post.statusCode).toBe(400);
    const out = await app.inject({ method: 'GET', url: '/auth/logout?backurl=%2F%2Fevil.example' });
    expect(out.statusCode).toBe(400);
  });

  it('refuses state-changing calls of a session without the CSRF token or from another site', async () => {
    const jar = cookiesFrom(await signUp());
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/tag',
        headers: { cookie: header(jar), ...headers },
        payload: {},
      });
    const noToken = await call({ origin: ORIGIN });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toBe('csrf');
    expect(
      (await call({ origin: 'https://evil.example', 'x-csrf-token': jar.trove_csrf ?? '' })).statusCode,
    ).toBe(403);
    expect((await call({ 'x-csrf-token': jar.trove_csrf ?? '' })).statusCode).toBe(403);
    expect((await call({ origin: ORIGIN, 'x-csrf-token': 'guess' })).statusCode).toBe(403);
    // With both the route is reached (none exists yet here, so 404, not 403).
    expect((await call({ origin: ORIGIN, 'x-csrf-token': jar.trove_csrf ?? '' })).statusCode).toBe(404);
    // Anonymous calls are checked by Origin only.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/tag',
      headers: { origin: 'https://evil.example' },
    });
    expect(anonymous.statusCode).toBe(403);
    // Forms post from this site only.
    const foreignForm = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...FORM, origin: 'https://evil.example' },
      payload: form({ login: 'reader', password: PASSWORD }),
    });
    expect(foreignForm.statusCode).toBe(403);
  });

  it('shows roles granted by the command-line tool, and public profiles', async () => {
    const jar = cookiesFrom(await signUp());
    expect(await grantRole(store, 'reader@example.org', 'dataManager')).toBe(
      'reader now has the role dataManager.',
    );
    await expect(grantRole(store, 'reader', 'wizard')).rejects.toThrow("'wizard' is not a role.");
    await expect(grantRole(store, 'nobody', 'qa')).rejects.toThrow(
      "No account has the user name or e-mail address 'nobody'.",
    );
    expect((await info(jar)).json()).toMatchObject({ roles: ['dataManager'] });

    const open = await app.inject({ method: 'GET', url: '/api/profile/reader' });
    expect(open.json()).toMatchObject({ username: 'reader', displayName: 'A. Reader' });
    expect(open.json()).not.toHaveProperty('email');
    expect((await app.inject({ method: 'GET', url: '/api/profile/nobody' })).statusCode).toBe(404);
  });

  it('writes a password-reset link to the log and lets the new password sign in', async () => {
    const lines: string[] = [];
    await close();
    store = await createTestStore(dialect);
    app = await buildApp({
      store,
      searchEngine: null,
      config: TEST_CONFIG,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    close = async () => {
      await app.close();
      await store.destroy();
    };
    await signUp();
    const asked = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: FORM,
      payload: form({ email: 'reader@example.org' }),
    });
    expect(asked.body).toContain('If an account has this e-mail address');
    const link = lines.map((l) => /auth\/reset\/([\w-]+)/.exec(l)?.[1]).find(Boolean);
    expect(link).toBeTruthy();
    const page = await app.inject({ method: 'GET', url: `/auth/reset/${link}` });
    expect(page.body).toContain('New password');
    const changed = await app.inject({
      method: 'POST',
      url: `/auth/reset/${link}`,
      headers: FORM,
      payload: form({ password: 'a brand new secret' }),
    });
    expect(changed.body).toContain('Your password has been changed.');
    expect((await logIn('reader', 'a brand new secret')).statusCode).toBe(303);
    const reused = await app.inject({
      method: 'POST',
      url: `/auth/reset/${link}`,
      headers: FORM,
      payload: form({ password: 'yet another secret' }),
    });
    expect(reused.body).toContain('This reset link has expired or was already used.');
  });

  it('describes the embedded identity provider in kcInit', async () => {
    const kc = await app.inject({ method: 'GET', url: '/api/configuration/kcInit' });
    expect(kc.json()).toEqual({
      url: `${ORIGIN}/auth`,
      realm: 'Trove',
      redirectUri: `${ORIGIN}/auth/callback`,
      kcAuthUrl: `${ORIGIN}/auth/login`,
    });
  });
});
