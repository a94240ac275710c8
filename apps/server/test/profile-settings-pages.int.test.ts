import { PRIVACY_WORDS, SETTINGS_MESSAGES, SETTINGS_WORDS } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, PASSWORD, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The Settings tab's pages without script (spec 03 §2 Settings, §4; ADR 041): each form posted to
 * the page, each switch and the deletion asking on a page of its own, staff not offered what they
 * may not do, and the account-deleted and e-mail confirmation pages.
 */
describe.each(await storesUnderTest())('the Settings pages on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let reader: Visitor;
  let staff: Visitor;

  const get = (visitor: Visitor | null, url: string) => getPage(app, visitor, url);
  const post = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    reader = await signedUpVisitor(app, store, 'setreader@example.org');
    staff = await signedUpVisitor(app, store, 'setstaff@example.org', 'staff');
  });
  afterAll(async () => {
    await running?.close();
    await store.destroy();
  });

  it('sends a visitor to sign in, and shows the owner every section', async () => {
    const visitor = await get(null, '/userProfile/settings');
    expect(visitor.headers.location).toMatch(/^\/auth\/login\?backurl=%2FuserProfile%2Fsettings/);
    const page = await get(reader, '/userProfile/settings');
    expect(page.statusCode).toBe(200);
    for (const text of [
      SETTINGS_WORDS.changeEmail,
      SETTINGS_WORDS.changePassword,
      SETTINGS_WORDS.cautionHeading,
    ])
      expect(page.body).toContain(escaped(text));
    expect(page.body).toContain('setreader@example.org');
    expect(page.body.match(/role="switch"/g)).toHaveLength(3);
    expect(page.body).toContain('name="confirmation"');
  });

  it('does not offer staff an e-mail change or deletion', async () => {
    const page = await get(staff, '/userProfile/settings');
    expect(page.body).toContain(escaped(SETTINGS_MESSAGES.emailStaff));
    expect(page.body).toContain(escaped(SETTINGS_WORDS.staffNoDelete));
    expect(page.body).not.toContain('?change=email');
    expect(page.body).not.toContain('name="confirmation"');
  });

  it('refuses a bad e-mail address on its field with the spec’s words, and sends a link for a good one', async () => {
    const form = await get(reader, '/userProfile/settings?change=email');
    expect(form.body).toContain(escaped(SETTINGS_WORDS.newEmailLabel));
    expect(form.body).toContain('name="email"');
    const bad = await post(reader, '/userProfile/settings?change=email', { intent: 'email', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SETTINGS_MESSAGES.emailInvalid);
    expect(bad.body).toContain('aria-invalid="true"');
    expect(form.body).toContain('name="currentPassword"');
    const good = await post(reader, '/userProfile/settings?change=email', {
      intent: 'email',
      email: 'new.set@example.org',
      currentPassword: PASSWORD,
    });
    expect(good.headers.location).toBe('/userProfile/settings?done=email');
    const done = await get(reader, '/userProfile/settings?done=email');
    expect(done.body).toContain(escaped(SETTINGS_MESSAGES.emailSent('new.set@example.org')));
  });

  it('asks for the current password with a new user name: left out, wrong, then right (ADR 056)', async () => {
    const form = await get(reader, '/userProfile/settings?change=username');
    expect(form.body).toContain('name="currentPassword"');
    expect(form.body).toContain(escaped(SETTINGS_WORDS.currentPasswordWhy));
    const change = (currentPassword: string) =>
      post(reader, '/userProfile/settings?change=username', {
        intent: 'username',
        username: 'set.reader',
        currentPassword,
      });
    const empty = await change('');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(escaped(SETTINGS_MESSAGES.required));
    expect(empty.body).toContain('value="set.reader"');
    const wrong = await change('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(escaped(SETTINGS_MESSAGES.passwordCurrentWrong));
    expect(wrong.body).toMatch(
      /id="settings-name-password"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="settings-name-password"/,
    );
    expect(await store.accounts.findAccountByUsername('set.reader')).toBeNull();
    const right = await change(PASSWORD);
    expect(right.headers.location).toBe('/userProfile/settings?done=username');
    expect(await store.accounts.findAccountByUsername('set.reader')).not.toBeNull();
    // Back as it was, for the tests that follow.
    const back = await post(reader, '/userProfile/settings?change=username', {
      intent: 'username',
      username: 'setreader',
      currentPassword: PASSWORD,
    });
    expect(back.headers.location).toBe('/userProfile/settings?done=username');
  });

  it('says the pause after five wrong current passwords at the current password, with Retry-After', async () => {
    const guesser = await signedUpVisitor(app, store, 'setguesser@example.org');
    const change = (currentPassword: string) =>
      post(guesser, '/userProfile/settings?change=password', {
        intent: 'password',
        currentPassword,
        newPassword: 'a much longer tangerine orbit',
      });
    for (let guess = 0; guess < 5; guess += 1) expect((await change(`guess ${guess}`)).statusCode).toBe(400);
    const paused = await change(PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(paused.body).toMatch(
      /Too many wrong passwords: sign-in to this account is paused for 15 minutes\./,
    );
    expect(paused.body).toMatch(
      /id="settings-current"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="settings-current"/,
    );
  });

  it('says at the field why a change from a session signed in long ago without the password is refused', async () => {
    const userId = (await store.accounts.userIdByName('setreader'))!;
    await queryBuilderOf(store)
      .updateTable('userSession')
      .set({ authenticatedAt: '2020-01-01T00:00:00.000Z' })
      .where('userId', '=', userId)
      .execute();
    // As an older page's form would post it, without the field.
    const stale = await post(reader, '/userProfile/settings?change=username', {
      intent: 'username',
      username: 'set.again',
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.body).toContain(escaped(SETTINGS_MESSAGES.passwordNeeded));
    expect(await store.accounts.findAccountByUsername('set.again')).toBeNull();
  });

  it('changes a switch through a confirmation page of its own', async () => {
    const asked = await post(reader, '/userProfile/settings', {
      intent: 'privacy-ask',
      switch: 'feedEnabled',
      to: 'off',
    });
    expect(asked.headers.location).toBe('/userProfile/settings?confirm=feedEnabled&to=off');
    const question = await get(reader, '/userProfile/settings?confirm=feedEnabled&to=off');
    expect(question.body).toContain(escaped(PRIVACY_WORDS.feedEnabled.confirmOff));
    const done = await post(reader, '/userProfile/settings', {
      intent: 'privacy',
      switch: 'feedEnabled',
      to: 'off',
    });
    expect(done.headers.location).toBe('/userProfile/settings?done=privacy');
    const userId = (await store.accounts.userIdByName('setreader'))!;
    expect(await store.settings.accountSettings(userId)).toMatchObject({
      feedEnabled: false,
      publiclyVisible: true,
    });
  });

  it('deletes the account after the ticked box and the confirmation page, then shows the account-deleted page', async () => {
    const unticked = await post(reader, '/userProfile/settings', { intent: 'delete-ask' });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain(escaped(SETTINGS_MESSAGES.deleteUnconfirmed));
    const asked = await post(reader, '/userProfile/settings', {
      intent: 'delete-ask',
      confirmation: 'on',
      currentPassword: PASSWORD,
    });
    expect(asked.headers.location).toBe('/userProfile/settings?delete=confirm');
    expect((await get(reader, '/userProfile/settings?delete=confirm')).body).toContain(
      escaped(SETTINGS_WORDS.deleteQuestion),
    );
    const deleted = await post(reader, '/userProfile/settings', { intent: 'delete', confirmation: 'on' });
    expect(deleted.headers.location).toBe('/user/account-deleted');
    expect(await store.accounts.findAccountByUsername('setreader')).toBeNull();
    const page = await get(null, '/user/account-deleted');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped(SETTINGS_WORDS.deletedHeading));
  });

  it('asks before an e-mail link changes anything, and says when a link is dead', async () => {
    const page = await get(null, '/user/confirm-email/not-a-token');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped(SETTINGS_WORDS.emailConfirmButton));
    const posted = await post(staff, '/user/confirm-email/not-a-token', {});
    expect(posted.statusCode).toBe(410);
    expect(posted.body).toContain(escaped(SETTINGS_MESSAGES.emailLinkDead));
  });
});
