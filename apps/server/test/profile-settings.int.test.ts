import { MESSAGES, type ProfileInfo, SETTINGS_MESSAGES, USERNAME_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ORIGIN, PASSWORD, type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { TEST_CONFIG } from './helpers.ts';

/**
 * The Settings tab's account calls (spec 03 §2 Settings, §5, §6, §7; ADR 041): e-mail change by a
 * link sent to the new address, user name, password; staff, visitors and external accounts refused.
 */
describe.each(await storesUnderTest())('the account settings calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  const log: string[] = [];
  let ada: Visitor;
  let sam: Visitor;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await buildApp({
      store,
      searchEngine: null,
      config: TEST_CONFIG,
      logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
    });
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    sam = await signedUpVisitor(app, store, 'sam@example.org', 'staff');
    await signedUpVisitor(app, store, 'ben@example.org');
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  /** POST /profile/user/email with a plain-text body, as spec 03 §7 has it. */
  const sendEmail = (visitor: Visitor | null, email: string, type = 'text/plain') =>
    app.inject({
      method: 'POST',
      url: '/api/profile/user/email',
      payload: email,
      headers: {
        'content-type': type,
        origin: ORIGIN,
        ...(visitor
          ? { cookie: visitor.cookieHeader(), 'x-csrf-token': visitor.jar.get('trove_csrf') ?? '' }
          : {}),
      },
    });
  const info = async (visitor: Visitor) =>
    (await browserCall(app, visitor, 'GET', '/api/profile/info')).json<ProfileInfo>();
  const linkToken = () =>
    log.map((l) => /user\/confirm-email\/([\w-]+)/.exec(l)?.[1]).findLast(Boolean) ?? '';

  it('answers the switches, the e-mail address and the provider page in the profile info', async () => {
    expect(await info(ada)).toMatchObject({
      email: 'ada@example.org',
      publiclyVisible: true,
      activityVisible: true,
      feedEnabled: true,
      pendingEmail: null,
      providerAccountUrl: null,
    });
  });

  it('changes the e-mail address only when the link sent to the new one is followed', async () => {
    for (const [bad, message] of [
      ['', SETTINGS_MESSAGES.required],
      ['not-an-address', SETTINGS_MESSAGES.emailInvalid],
      ['ada@localhost', SETTINGS_MESSAGES.emailInvalid],
      ['ben@example.org', SETTINGS_MESSAGES.emailTaken],
    ] as const) {
      const res = await sendEmail(ada, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: message });
    }
    const sent = await sendEmail(ada, ' Ada.New@Example.org ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ pendingEmail: 'ada.new@example.org' });
    expect(await info(ada)).toMatchObject({ email: 'ada@example.org', pendingEmail: 'ada.new@example.org' });
    const token = linkToken();
    expect(token).toMatch(/^[\w-]{20,}$/);
    // The token is stored by its hash only.
    const rows = await queryBuilderOf(store).selectFrom('emailChange').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(token);

    // Followed from any browser: the token is the proof.
    const confirmed = await browserCall(app, null, 'POST', '/api/profile/user/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'ada.new@example.org' });
    expect(await info(ada)).toMatchObject({ email: 'ada.new@example.org', pendingEmail: null });
    const again = await browserCall(app, null, 'POST', '/api/profile/user/email/confirm', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: SETTINGS_MESSAGES.emailLinkDead });
    const unknown = await browserCall(app, null, 'POST', '/api/profile/user/email/confirm', {
      token: 'nope',
    });
    expect(unknown.statusCode).toBe(410);
    // The new address signs in.
    const back = await signedUpVisitor(app, store, 'x@example.org');
    expect((await back.logIn('ada.new@example.org', PASSWORD)).statusCode).toBeLessThan(400);
  });

  it('takes a JSON string body as the typed client sends it, and ends an older link when a newer is asked', async () => {
    const first = await sendEmail(ada, JSON.stringify('one@example.org'), 'application/json');
    expect(first.statusCode).toBe(200);
    const oldToken = linkToken();
    expect((await sendEmail(ada, 'two@example.org')).statusCode).toBe(200);
    const old = await browserCall(app, null, 'POST', '/api/profile/user/email/confirm', { token: oldToken });
    expect(old.statusCode).toBe(410);
    expect((await info(ada)).pendingEmail).toBe('two@example.org');
  });

  it('refuses staff, visitors and an expired link', async () => {
    const staff = await sendEmail(sam, 'sam.new@example.org');
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ error: 'staff', message: SETTINGS_MESSAGES.emailStaff });
    const visitor = await sendEmail(null, 'who@example.org');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.noPermission });

    expect((await sendEmail(ada, 'late@example.org')).statusCode).toBe(200);
    const token = linkToken();
    await queryBuilderOf(store)
      .updateTable('emailChange')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('newEmail', '=', 'late@example.org')
      .execute();
    const late = await browserCall(app, null, 'POST', '/api/profile/user/email/confirm', { token });
    expect(late.statusCode).toBe(410);
    expect((await info(ada)).email).toBe('ada.new@example.org');
  });

  it('changes the user name under the rule, unique ignoring case; the old profile address is not found', async () => {
    const call = (name: string) =>
      browserCall(app, ada, 'POST', '/api/profile/user/username', { username: name });
    const taken = await call('BEN');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: USERNAME_MESSAGES.taken });
    const bad = await call('no spaces');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: USERNAME_MESSAGES.shape });
    expect((await call('settings')).json()).toMatchObject({
      message: USERNAME_MESSAGES.reserved('settings'),
    });
    const done = await call('Ada.Lovelace');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ username: 'Ada.Lovelace' });
    expect((await info(ada)).username).toBe('Ada.Lovelace');
    expect((await browserCall(app, null, 'GET', '/api/profile/ada')).statusCode).toBe(404);
    expect((await browserCall(app, null, 'GET', '/api/profile/ada.lovelace')).statusCode).toBe(200);
    const anon = await browserCall(app, null, 'POST', '/api/profile/user/username', { username: 'whoever' });
    expect(anon.statusCode).toBe(401);
  });

  it('changes the password given the current one, under the password rule, ending other sessions', async () => {
    const other = await signedUpVisitor(app, store, 'cy@example.org');
    const second = new (other.constructor as new (a: FastifyInstance) => Visitor)(app);
    await second.logIn('cy@example.org', PASSWORD);
    const call = (currentPassword: string, newPassword: string) =>
      browserCall(app, other, 'POST', '/api/profile/user/password', { currentPassword, newPassword });
    const wrong = await call('not my password', 'a much longer tangerine orbit');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: SETTINGS_MESSAGES.passwordCurrentWrong });
    const weak = await call(PASSWORD, 'password12');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ message: string }>().message).toContain('too easy to guess');
    const done = await call(PASSWORD, 'a much longer tangerine orbit');
    expect(done.statusCode).toBe(200);
    expect((await browserCall(app, other, 'GET', '/api/profile/info')).statusCode).toBe(200);
    expect((await browserCall(app, second, 'GET', '/api/profile/info')).statusCode).toBe(401);
  });
});
