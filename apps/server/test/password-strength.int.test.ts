import { FORMER_USER_NAME, type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { PASSWORD, Visitor } from './auth-visitor.ts';
import { TEST_CONFIG } from './helpers.ts';
import { usernameFor } from '../../../e2e/support/usernames.ts';

const EMAIL = 'reader@example.org';
const passwordError = (page: LightMyRequestResponse) =>
  /<p class="error" id="password-error">([^<]*)<\/p>/.exec(page.body)?.[1] ?? '';

/** Weak passwords are refused wherever a password is set, with zxcvbn's reason (issue 12). */
describe.each(await storesUnderTest())('the strength of new passwords on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;
  let log: string[];

  beforeEach(async () => {
    store = await createTestStore(dialect);
    log = [];
    app = await buildApp({
      store,
      searchEngine: null,
      config: TEST_CONFIG,
      logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function signUp(email: string, password: string, displayName = 'A. Reader') {
    const visitor = new Visitor(app);
    return visitor.submit(await visitor.openForm('signup', '/'), {
      email,
      username: usernameFor(email),
      displayName,
      password,
    });
  }

  it.each(['password12', '1234567890', 'qwertyuiop', 'iloveyou123'])(
    'refuses %s at sign-up, saying why',
    async (weak) => {
      const refused = await signUp(EMAIL, weak);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('aria-invalid="true"');
      expect(passwordError(refused)).toMatch(/^This password is too easy to guess\. \S/);
      expect(passwordError(refused)).toMatch(/common|guess|words/);
      // No account was made (the former users' shared account is always there, ADR 041).
      const accounts = queryBuilderOf(store).selectFrom('userAccount').select('username');
      expect(await accounts.where('username', '!=', FORMER_USER_NAME).execute()).toEqual([]);
    },
  );

  it("refuses a password made of the reader's own name or address", async () => {
    const named = await signUp('zephyrine.q@example.org', 'quillfeather1984', 'Zephyrine Quillfeather');
    expect(named.statusCode).toBe(400);
    expect(passwordError(named)).toBe(
      'This password is too easy to guess. It contains your name or e-mail address. Add more words that are less common.',
    );
    // The same password for someone else, with nothing of theirs in it, may be used.
    expect((await signUp('ada@example.org', 'quillfeather1984', 'Ada')).statusCode).toBe(303);
  });

  it('refuses a weak new password through a reset link, which stays usable', async () => {
    await new Visitor(app).signUp(EMAIL, PASSWORD);
    const visitor = new Visitor(app);
    await visitor.send('POST', '/auth/reset', { form: { email: EMAIL } });
    const token = log.map((l) => /auth\/reset\/([\w-]+)/.exec(l)?.[1]).findLast(Boolean);
    const page = await visitor.send('GET', `/auth/reset/${token}`);
    const weak = await visitor.submit(page, { password: 'password12' });
    expect(weak.statusCode).toBe(400);
    expect(passwordError(weak)).toMatch(/^This password is too easy to guess\. /);
    const strong = await visitor.submit(page, { password: 'lantern paddock kestrel' });
    expect(strong.body).toContain('Your password has been changed.');
  });
});
