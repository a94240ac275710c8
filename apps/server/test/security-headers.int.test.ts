import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../src/content/seed.ts';
import { API_POLICY } from '../src/http/content-security-policy.ts';
import { SECURITY_HEADERS } from '../src/http/security-headers.ts';
import { ORIGIN } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('security headers on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedConfiguration(store);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it.each([
    ['a JSON answer', 'GET', '/api/configuration/environment', 200],
    ['an unknown call', 'GET', '/api/no/such/call', 404],
    ['a refused write', 'POST', '/api/tag', 400],
    ['the sign-in redirect', 'GET', '/auth/login?backurl=%2F', 303],
    ['the health check without a search index', 'GET', '/healthz', 503],
  ] as const)('come with %s', async (_what, method, url, status) => {
    const res = await app.inject({
      method,
      url,
      headers: { origin: ORIGIN },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
    // None of these is a page: nothing may load into it, nothing may frame it.
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
  });
});
