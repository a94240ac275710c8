import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { createTestStore, storesUnderTest } from '../src/test-support.ts';

const NOW = '2026-11-23T10:00:00.000Z';
const ISSUER = 'https://sso.example.org/realms/trove';

describe.each(await storesUnderTest())('account repositories on %s', (dialect) => {
  let store: Store;
  let local: number;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    local =
      (await store.accounts.createLocalAccount({
        username: 'ada',
        displayName: 'Ada Local',
        email: 'ada@example.org',
        passwordHash: 'hash',
        createdAt: NOW,
      })) ?? 0;
  });
  afterEach(async () => {
    await store.destroy();
  });

  const external = (subject: string, username: string, email: string | null, displayName = username) =>
    store.accounts.upsertExternalAccount({
      subject: `${ISSUER} ${subject}`,
      username,
      displayName,
      email,
      now: NOW,
    });

  describe('user names, whatever their case', () => {
    it('finds an account by any spelling of its name, for profiles, contributions and sign-in', async () => {
      for (const name of ['ada', 'ADA', 'Ada'])
        expect((await store.accounts.findAccountByUsername(name))?.id, name).toBe(local);
      expect(await store.accounts.userIdByName('aDa')).toBe(local);
      expect((await store.accounts.findAccountByLogin(' ADA '))?.id).toBe(local);
      expect(await store.accounts.findAccountByUsername('ad')).toBeNull();
      expect(await store.accounts.userIdByName('ada%')).toBeUndefined();
    });

    it('prefers the exact spelling when two older accounts differ only in case', async () => {
      const upper = await store.accounts.ensureUserAccount({ username: 'ADA', displayName: 'Other' });
      expect((await store.accounts.findAccountByUsername('ADA'))?.id).toBe(upper);
      expect((await store.accounts.findAccountByUsername('ada'))?.id).toBe(local);
      // Neither spelling exactly: the older account.
      expect(await store.accounts.userIdByName('Ada')).toBe(local);
    });
  });

  describe('accounts of an external issuer', () => {
    it('creates one account per subject and keeps its display name current', async () => {
      const first = await external('s1', 'ben', 'ben@example.org', 'Ben');
      expect(first.emailHeldElsewhere).toBe(false);
      const again = await external('s1', 'ben', 'ben@example.org', 'Ben Renamed');
      expect(again.userId).toBe(first.userId);
      expect(await store.accounts.findAccountById(first.userId)).toMatchObject({
        username: 'ben',
        displayName: 'Ben Renamed',
        email: 'ben@example.org',
      });
    });

    it('numbers a user name that is taken, whatever its case', async () => {
      const clash = await external('s1', 'Ada', null);
      expect((await store.accounts.findAccountById(clash.userId))?.username).toBe('Ada2');
      const next = await external('s2', 'ada', null);
      expect((await store.accounts.findAccountById(next.userId))?.username).toBe('ada3');
      // The local account is untouched.
      expect(await store.accounts.findAccountById(local)).toMatchObject({
        username: 'ada',
        displayName: 'Ada Local',
      });
    });

    it('never takes over or copies an e-mail address another account holds', async () => {
      const kept = await external('s1', 'mallory', 'ADA@example.org');
      expect(kept.userId).not.toBe(local);
      expect(kept.emailHeldElsewhere).toBe(true);
      expect((await store.accounts.findAccountById(kept.userId))?.email).toBeNull();
      expect((await store.accounts.findAccountById(local))?.email).toBe('ada@example.org');
    });

    it('copies a changed e-mail address when it is free, and keeps the old one when it is not', async () => {
      const { userId } = await external('s1', 'ben', 'ben@example.org');
      expect((await external('s1', 'ben', 'Ben.New@example.org')).emailHeldElsewhere).toBe(false);
      expect((await store.accounts.findAccountById(userId))?.email).toBe('ben.new@example.org');
      const held = await external('s1', 'ben', 'ada@example.org');
      expect(held).toEqual({ userId, emailHeldElsewhere: true });
      expect((await store.accounts.findAccountById(userId))?.email).toBe('ben.new@example.org');
      // A token without an address leaves the kept one alone.
      await external('s1', 'ben', null);
      expect((await store.accounts.findAccountById(userId))?.email).toBe('ben.new@example.org');
    });
  });
});
