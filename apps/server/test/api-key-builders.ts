import type { Store } from '@trove/db';
import { buildAccount } from '@trove/db/test-support';
import { saveApiDetails } from '../src/services/api-keys/api-keys.service.ts';
import { TEST_CONFIG } from './helpers.ts';

const APPLICATION = { purpose: 'Tests.', contact: 'Tess', email: 'tess@example.org', phone: '1' };

/** A new reader's non-commercial key, issued as the Developers tab issues one: the whole key and its row. */
export async function issuedApiKey(
  store: Store,
  options: { quota?: string; now?: () => Date } = {},
): Promise<{ key: string; id: number }> {
  const userId = await buildAccount(store);
  const deps = {
    store,
    config: TEST_CONFIG,
    search: { current: null },
    now: options.now ?? (() => new Date()),
  };
  const caller = { userId, username: `u${userId}`, displayName: 'U', roles: [] };
  const { issuedKey } = await saveApiDetails(deps, caller, APPLICATION);
  const row = await store.apiKeys.apiKeyOfUser(userId);
  if (options.quota) await store.apiKeys.setApiKeyQuota(row?.id ?? 0, options.quota);
  return { key: issuedKey ?? '', id: row?.id ?? 0 };
}
