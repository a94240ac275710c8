import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { derivedFromEmail, neutralUsernamesMigration } from '../src/migrations/020-neutral-usernames.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

describe('derivedFromEmail (the old sign-up rule)', () => {
  it('finds the local part, with or without the random number sign-up added, and any address', () => {
    expect(derivedFromEmail('ada.l', 'Ada.L@example.org')).toBe(true);
    expect(derivedFromEmail('ada.l4821', 'ada.l@example.org')).toBe(true);
    expect(derivedFromEmail('adalovelace', 'ada+trove@example.org')).toBe(false);
    expect(derivedFromEmail('adatrove', 'ada+trove@example.org')).toBe(true);
    expect(derivedFromEmail('someone@example.org', null)).toBe(true);
    expect(derivedFromEmail('quill', 'ada@example.org')).toBe(false);
    expect(derivedFromEmail('ada', null)).toBe(false);
  });
});

describe.each(await storesUnderTest())('migration 020: neutral user names on %s', (dialect) => {
  let store: Store;
  beforeEach(async () => {
    store = await createTestStore(dialect);
  });
  afterEach(() => store.destroy());

  const account = (username: string, email: string | null, displayName = 'A Reader') =>
    email === null
      ? store.accounts.ensureUserAccount({ username, displayName })
      : store.accounts
          .createLocalAccount({ username, displayName, email, passwordHash: 'x', createdAt: '2026-01-01' })
          .then((id) => id ?? Promise.reject(new Error('not made')));
  const nameOf = async (id: number) => (await store.accounts.findAccountById(id))?.username;

  it('replaces names made from addresses, keeps chosen ones, and clears addresses from display names', async () => {
    const derived = await account('ada.l', 'ada.l@example.org');
    const numbered = await account('ben48213', 'ben@example.org');
    const chosen = await account('quill', 'zephyrine@example.org');
    const issuer = await account('cy@example.org', null, 'cy@example.org');
    const demo = await account('demo-curator', null, 'Demo Curator');
    const shownAddress = await account('dora', 'd.x@example.org', 'Dora (dora@example.org)');
    // A reader whose address made a name of the neutral form: the names stay unique.
    const clash = await account(`reader-${derived}`, `reader-${derived}@example.org`);

    await neutralUsernamesMigration().up(queryBuilderOf(store) as unknown as Kysely<unknown>);

    // Its own id's name was held (by the clash below), so a digit is added.
    expect(await nameOf(derived)).toBe(`reader-${derived}0`);
    expect(await nameOf(numbered)).toBe(`reader-${numbered}`);
    expect(await nameOf(chosen)).toBe('quill');
    expect(await nameOf(issuer)).toBe(`reader-${issuer}`);
    expect((await store.accounts.findAccountById(issuer))?.displayName).toBe(`reader-${issuer}`);
    expect(await nameOf(demo)).toBe('demo-curator');
    expect(await nameOf(shownAddress)).toBe('dora');
    expect((await store.accounts.findAccountById(shownAddress))?.displayName).toBe('dora');
    const clashName = await nameOf(clash);
    expect(clashName).toBe(`reader-${clash}`);
    const names = (await queryBuilderOf(store).selectFrom('userAccount').select('username').execute()).map(
      (r) => r.username.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((n) => n.includes('@') || n === 'ada.l' || n.startsWith('ben'))).toBe(false);
  });
});
