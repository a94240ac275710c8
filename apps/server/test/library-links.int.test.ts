import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Store, openStore } from '@trove/db';
import { buildAccount, buildLibrary, createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../src/auth/role-admin.ts';
import { linkLibrary, listLibraryLinks, unlinkLibrary } from '../src/auth/library-links.ts';

/**
 * The accounts command's library links (ADR 044): link an account to a library by its NUC, unlink
 * it, list the links, with clear words for an unknown account or library.
 */
describe.each(await storesUnderTest())('library links on %s', (dialect) => {
  let store: Store;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    await buildAccount(store, { username: 'pat' });
    await buildAccount(store, { username: 'ada' });
    await buildLibrary(store, { nuc: 'ZQA', name: 'Zebra Quay Archive' });
    await buildLibrary(store, { nuc: 'AQL', name: 'Alpha Quarry Library' });
  });
  afterEach(() => store.destroy());

  it('links, says when a link is there already, lists and unlinks', async () => {
    expect(await listLibraryLinks(store)).toEqual(['No account is linked to a library.']);
    expect(await linkLibrary(store, 'pat', 'ZQA')).toBe(
      'pat is now linked to ZQA (Zebra Quay Archive). They see its dashboard once they hold the partner role: npm run accounts -- grant pat partner',
    );
    await grantRole(store, 'pat', 'partner');
    expect(await linkLibrary(store, 'PAT', 'ZQA')).toBe('pat is already linked to ZQA (Zebra Quay Archive).');
    expect(await linkLibrary(store, 'pat', 'AQL')).toBe('pat is now linked to AQL (Alpha Quarry Library).');
    await grantRole(store, 'ada', 'partner');
    await linkLibrary(store, 'ada', 'AQL');
    expect(await listLibraryLinks(store)).toEqual([
      'ada\tAQL\tAlpha Quarry Library',
      'pat\tAQL\tAlpha Quarry Library',
      'pat\tZQA\tZebra Quay Archive',
    ]);
    const patId = (await store.accounts.userIdByName('pat'))!;
    expect(await store.libraries.librariesOfAccount(patId)).toEqual([
      { nuc: 'AQL', name: 'Alpha Quarry Library' },
      { nuc: 'ZQA', name: 'Zebra Quay Archive' },
    ]);
    expect(await unlinkLibrary(store, 'pat', 'ZQA')).toBe('pat is no longer linked to ZQA.');
    expect(await unlinkLibrary(store, 'pat', 'ZQA')).toBe('pat was not linked to ZQA.');
    expect(await store.libraries.librariesOfAccount(patId)).toEqual([
      { nuc: 'AQL', name: 'Alpha Quarry Library' },
    ]);
  });

  it('refuses an unknown account or library with words that name it, and links nothing', async () => {
    await expect(linkLibrary(store, 'nobody', 'ZQA')).rejects.toThrow(
      "No account has the user name or e-mail address 'nobody'.",
    );
    await expect(linkLibrary(store, 'pat', 'NOPE')).rejects.toThrow(
      "No library in the catalogue has the symbol (NUC) 'NOPE'.",
    );
    await expect(linkLibrary(store, 'pat', '  ')).rejects.toThrow(
      "No library in the catalogue has the symbol (NUC) '  '.",
    );
    await expect(unlinkLibrary(store, 'pat', 'NOPE')).rejects.toThrow(
      "No library in the catalogue has the symbol (NUC) 'NOPE'.",
    );
    expect(await listLibraryLinks(store)).toEqual(['No account is linked to a library.']);
  });

  it('keeps a link to a library gone from the catalogue out of the answers, and still removes it', async () => {
    await linkLibrary(store, 'pat', 'ZQA');
    const patId = (await store.accounts.userIdByName('pat'))!;
    await store.libraries.linkAccountToLibrary(patId, 'GONE');
    expect(await store.libraries.librariesOfAccount(patId)).toEqual([
      { nuc: 'ZQA', name: 'Zebra Quay Archive' },
    ]);
    expect(await listLibraryLinks(store)).toContain('pat\tGONE\t(not in the catalogue)');
    expect(await unlinkLibrary(store, 'pat', 'GONE')).toBe('pat is no longer linked to GONE.');
  });
});

describe('npm run accounts -- link-library / unlink-library / libraries', () => {
  let dataDir: string;
  const run = promisify(execFile);
  const accounts = (...args: string[]) =>
    run('npx', ['tsx', 'apps/server/src/cli/accounts.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (done) => ({ code: 0, out: done.stdout.trim(), err: done.stderr.trim() }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout.trim(),
        err: failed.stderr.trim(),
      }),
    );

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-library-links-'));
    const store = openStore({ dataDir });
    await store.migrate();
    await buildAccount(store, { username: 'pat', roles: ['partner'] });
    await buildLibrary(store, { nuc: 'ZQA', name: 'Zebra Quay Archive' });
    await store.destroy();
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('links and lists through the command, and fails with a clear message and status', async () => {
    expect(await accounts('link-library', 'pat', 'ZQA')).toMatchObject({
      code: 0,
      out: 'pat is now linked to ZQA (Zebra Quay Archive).',
    });
    expect(await accounts('libraries')).toMatchObject({ code: 0, out: 'pat\tZQA\tZebra Quay Archive' });
    expect(await accounts('link-library', 'pat', 'NOPE')).toMatchObject({
      code: 1,
      err: "No library in the catalogue has the symbol (NUC) 'NOPE'.",
    });
    const usage = await accounts('link-library', 'pat');
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('npm run accounts -- link-library <username|email> <NUC>');
    expect(await accounts('unlink-library', 'pat', 'ZQA')).toMatchObject({
      code: 0,
      out: 'pat is no longer linked to ZQA.',
    });
  }, 120_000);
});
