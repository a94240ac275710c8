import { SETTINGS_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURES_BEFORE_LOCK } from '../src/auth/account-service.ts';
import { CSRF_COOKIE } from '../src/auth/csrf.ts';
import { RECENT_AUTHENTICATION_MINUTES } from '../src/auth/recent-authentication.ts';
import { SESSION_COOKIE, newToken, storeSession } from '../src/auth/session.ts';
import { buildApp } from '../src/app.ts';
import { PASSWORD, Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { TEST_CONFIG } from './helpers.ts';

/**
 * Sensitive changes ask for a recent proof of who is asking (ADR 056; issue 29 point 19): the
 * e-mail address, the user name and deleting the account need a sign-in or a password typed again
 * within 15 minutes; wrong current passwords are counted and paused as sign-in's are.
 */
describe.each(await storesUnderTest())('recent authentication on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const accountId = async (email: string) => (await store.accounts.findAccountByEmail(email))!.id;
  /** The visitor's sessions proved who they are this many minutes ago (null: never said). */
  const ageSessions = async (email: string, minutes: number | null) => {
    const at = minutes === null ? null : new Date(Date.now() - minutes * 60_000).toISOString();
    await queryBuilderOf(store)
      .updateTable('userSession')
      .set({ authenticatedAt: at })
      .where('userId', '=', await accountId(email))
      .execute();
  };
  const confirm = (visitor: Visitor, password: string) =>
    browserCall(app, visitor, 'POST', '/api/profile/user/confirm-password', { password });
  const rename = (visitor: Visitor, username: string) =>
    browserCall(app, visitor, 'POST', '/api/profile/user/username', { username });

  it('lets a reader who signed in just now change the user name', async () => {
    const fresh = await signedUpVisitor(app, store, 'fresh@example.org');
    const done = await rename(fresh, 'Fresh.Reader');
    expect(done.statusCode).toBe(200);
  });

  it('asks for the password again once the sign-in is older than the window, then lets the change through', async () => {
    const email = 'stale@example.org';
    const reader = await signedUpVisitor(app, store, email);
    await ageSessions(email, RECENT_AUTHENTICATION_MINUTES + 1);
    const before = (await store.accounts.findAccountByEmail(email))!;
    for (const refusedCall of [
      rename(reader, 'Stale.Reader'),
      browserCall(app, reader, 'POST', '/api/profile/user/email', 'elsewhere@example.org'),
      browserCall(app, reader, 'DELETE', `/api/profile/${before.username}`),
    ]) {
      const res = await refusedCall;
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'password_needed', message: SETTINGS_MESSAGES.passwordNeeded });
    }
    expect(await store.accounts.findAccountByEmail(email)).toMatchObject({ username: before.username });

    const wrong = await confirm(reader, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: SETTINGS_MESSAGES.passwordCurrentWrong,
      details: { field: 'password' },
    });
    expect((await rename(reader, 'Stale.Reader')).statusCode).toBe(403);

    const right = await confirm(reader, PASSWORD);
    expect(right.statusCode).toBe(200);
    const until = Date.parse(right.json<{ confirmedUntil: string }>().confirmedUntil) - Date.now();
    expect(until).toBeGreaterThan((RECENT_AUTHENTICATION_MINUTES - 1) * 60_000);
    expect(until).toBeLessThanOrEqual(RECENT_AUTHENTICATION_MINUTES * 60_000);
    expect((await rename(reader, 'Stale.Reader')).statusCode).toBe(200);
  });

  it('asks a session from before the rule (no proof recorded) too', async () => {
    const email = 'older@example.org';
    const reader = await signedUpVisitor(app, store, email);
    await ageSessions(email, null);
    expect((await rename(reader, 'Older.Reader')).json()).toMatchObject({ error: 'password_needed' });
  });

  it('pauses wrong current passwords as sign-in does, even for the right one, with Retry-After', async () => {
    const email = 'guesser@example.org';
    const reader = await signedUpVisitor(app, store, email);
    const change = (currentPassword: string) =>
      browserCall(app, reader, 'POST', '/api/profile/user/password', {
        currentPassword,
        newPassword: 'a much longer tangerine orbit',
      });
    for (let guess = 0; guess < FAILURES_BEFORE_LOCK; guess += 1)
      expect((await change(`guess ${guess}`)).statusCode).toBe(400);
    for (const paused of [await change(PASSWORD), await confirm(reader, PASSWORD)]) {
      expect(paused.statusCode).toBe(429);
      expect(paused.json<{ message: string }>().message).toMatch(
        /^Too many wrong passwords: .* paused for 15 minutes\.$/,
      );
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // The pause is the account's: signing in is paused too, and the password is unchanged.
    expect((await store.accounts.findAccountByEmail(email))?.lockedUntil).not.toBeNull();
    const signIn = await new Visitor(app).logIn(email, PASSWORD);
    expect(signIn.statusCode).toBe(429);
  });

  it('counts wrong passwords typed to confirm towards the same pause', async () => {
    const email = 'confirmer@example.org';
    const reader = await signedUpVisitor(app, store, email);
    for (let guess = 0; guess < FAILURES_BEFORE_LOCK; guess += 1)
      expect((await confirm(reader, `guess ${guess}`)).statusCode).toBe(400);
    expect((await confirm(reader, PASSWORD)).statusCode).toBe(429);
  });

  it('asks an account of an external provider to sign in again, never for a password', async () => {
    const id = (await store.accounts.createLocalAccount({
      username: 'outside',
      displayName: 'Outside Reader',
      email: 'outside@example.org',
      passwordHash: '!',
      createdAt: new Date().toISOString(),
    }))!;
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ passwordHash: null, externalSubject: 'https://issuer.example outside' })
      .where('id', '=', id)
      .execute();
    const visitor = new Visitor(app);
    const csrf = newToken();
    visitor.jar.set(SESSION_COOKIE, app.signCookie(await storeSession(store, id, new Date())));
    visitor.jar.set(CSRF_COOKIE, csrf);
    const res = await rename(visitor, 'Outside.Reader');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'sign_in_needed', message: SETTINGS_MESSAGES.signInNeeded });
    expect((await confirm(visitor, 'anything')).json()).toMatchObject({ error: 'sign_in_needed' });
  });

  it('refuses a visitor with 401', async () => {
    expect(
      (await browserCall(app, null, 'POST', '/api/profile/user/confirm-password', { password: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});
