import type { Store } from '@trove/db';
import { buildAccount, createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyCommandError, runApiKeyCommand } from '../src/cli/api-keys-command.ts';
import { hashApiKey } from '../src/services/api-keys/api-key-secret.ts';
import { TEST_CONFIG } from './helpers.ts';

/** `npm run accounts -- api-key…` (ADR 050): every administrative action on keys from the command line. */
describe.each(await storesUnderTest())('API key commands on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());
  const run = (...args: string[]) => runApiKeyCommand(store, TEST_CONFIG, args);

  it('issues a key to an account and prints it once; the store keeps only its hash', async () => {
    const userId = await buildAccount(store, { username: 'harvester' });
    const [key, said] = await run('api-key', 'harvester');
    expect(key).toMatch(/^trv_/);
    expect(said).toContain('Issued to harvester');
    expect((await store.apiKeys.apiKeyOfUser(userId))?.keyHash).toBe(hashApiKey(key ?? ''));
    await expect(run('api-key', 'nobody-here')).rejects.toThrow('No account is called nobody-here.');
  });

  it('lists, approves with a quota, sets a quota and deactivates with a reason', async () => {
    const userId = await buildAccount(store, { username: 'company' });
    await store.apiKeys.insertApiKeyApplication({
      userId,
      stage: 'pending',
      commercial: true,
      quota: '1/d',
      purpose: 'Selling maps.',
      organisation: 'Maps Ltd',
      contact: 'C',
      email: 'c@example.org',
      phone: '1',
      appliedAt: new Date().toISOString(),
    });
    const id = (await store.apiKeys.apiKeyOfUser(userId))?.id ?? 0;
    expect((await run('api-keys'))[0]).toBe('1 pending:');
    expect((await run('api-key-approve', String(id), '5000/d'))[0]).toContain('5,000 requests a day');
    expect((await run('api-key-quota', String(id), '10/s,9000/d'))[0]).toContain(
      '9,000 requests a day and 10 requests a second',
    );
    await expect(run('api-key-deactivate', String(id))).rejects.toThrow(ApiKeyCommandError);
    expect((await run('api-key-deactivate', String(id), '--reason', 'Unpaid.'))[0]).toContain(
      'deactivated: Unpaid.',
    );
    expect((await run('api-keys', 'deactivated'))[0]).toBe('1 deactivated:');
    await expect(run('api-key-quota', String(id), 'lots')).rejects.toThrow(
      'Please enter a quota such as 1000/d',
    );
  });
});
