import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { cookieSecret } from '../src/http/cookies.ts';

describe.each(await storesUnderTest())('the cookie secret on %s', (dialect) => {
  it('is made once, kept in the store and never replaced; SESSION_SECRET wins', async () => {
    const store = await createTestStore(dialect);
    try {
      const first = await cookieSecret(store, undefined);
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(await cookieSecret(store, undefined)).toBe(first);
      expect(await store.content.getConfigEntry('secret.cookies')).toBe(first);
      expect(await cookieSecret(store, 'x'.repeat(40))).toBe('x'.repeat(40));
    } finally {
      await store.destroy();
    }
  });
});
