import { DISPLAY_NAME_MESSAGES, USERNAME_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renameAccount } from '../src/auth/account-rename.ts';
import { escapeHtml } from '../src/auth/pages.ts';
import { PASSWORD, Visitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/** ADR 039: readers choose their user names at sign-up; operators rename on request. */
describe.each(await storesUnderTest())('user names on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  beforeEach(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const info = async (visitor: Visitor) => (await visitor.send('GET', '/api/profile/info')).json();
  const signUp = async (email: string, username: string, displayName = 'A. Reader') => {
    const visitor = new Visitor(app);
    const form = await visitor.openForm('signup', '/');
    const answer = await visitor.submit(form, { email, username, displayName, password: PASSWORD });
    return { visitor, answer };
  };

  it('signs up with the chosen name, kept as written and found whatever its case', async () => {
    const { visitor, answer } = await signUp('zephyrine@example.org', 'Quill.Feather');
    expect(answer.statusCode).toBe(303);
    expect(await info(visitor)).toMatchObject({ username: 'Quill.Feather', email: 'zephyrine@example.org' });
    const open = await app.inject({ method: 'GET', url: '/api/profile/quill.FEATHER' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ username: 'Quill.Feather' });
    expect(open.body).not.toContain('zephyrine');
  });

  it('refuses a name another account holds in another case, on the form, and makes no account', async () => {
    await signUp('first@example.org', 'Quill');
    const { visitor, answer } = await signUp('second@example.org', 'qUILL');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(escapeHtml(USERNAME_MESSAGES.taken));
    expect(answer.body).toContain('value="qUILL"');
    expect((await visitor.send('GET', '/api/profile/info')).statusCode).toBe(401);
    expect(await store.accounts.findAccountByEmail('second@example.org')).toBeNull();
  });

  it('refuses invalid, reserved and neutral names, and display names holding an address', async () => {
    const cases: [string, string][] = [
      ['', USERNAME_MESSAGES.required],
      ['ab', USERNAME_MESSAGES.length],
      ['ada@example.org', USERNAME_MESSAGES.shape],
      ['Ada Lovelace', USERNAME_MESSAGES.shape],
      ['Downloads', USERNAME_MESSAGES.reserved('Downloads')],
      ['api', USERNAME_MESSAGES.reserved('api')],
      ['user', USERNAME_MESSAGES.reserved('user')],
      ['reader-12', USERNAME_MESSAGES.neutral],
    ];
    for (const [name, message] of cases) {
      const { answer } = await signUp('someone@example.org', name);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.body, name).toContain(escapeHtml(message));
    }
    const { answer } = await signUp('someone@example.org', 'someone', 'someone@example.org');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(escapeHtml(DISPLAY_NAME_MESSAGES.email));
    expect(await store.accounts.findAccountByEmail('someone@example.org')).toBeNull();
  });

  it('lets an operator give a neutral account the name its reader chose, under the same rule', async () => {
    const id = await store.accounts.ensureUserAccount({ username: 'reader-7', displayName: 'Seven' });
    await store.accounts.ensureUserAccount({ username: 'Taken', displayName: 'T' });
    await expect(renameAccount(store, 'reader-7', 'TAKEN')).rejects.toThrow(USERNAME_MESSAGES.taken);
    await expect(renameAccount(store, 'reader-7', 'api')).rejects.toThrow(USERNAME_MESSAGES.reserved('api'));
    await expect(renameAccount(store, 'nobody', 'fine')).rejects.toThrow(/No account/);
    expect(await renameAccount(store, 'reader-7', 'Septima')).toBe('reader-7 is now Septima.');
    expect((await store.accounts.findAccountById(id))?.username).toBe('Septima');
    // A change of case of one's own name is not a clash with oneself.
    expect(await renameAccount(store, 'septima', 'SEPTIMA')).toBe('Septima is now SEPTIMA.');
  });
});
