import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config.ts';
import { SIGN_IN_PER_MINUTE } from '../src/routes/auth.routes.ts';
import { ORIGIN } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/** The sign-in rate limit behind a reverse proxy on this machine (app.inject comes from 127.0.0.1). */
describe.each(await storesUnderTest())('TRUST_PROXY and the sign-in rate limit on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    store = await createTestStore(dialect);
  });
  afterEach(async () => {
    await app?.close();
    await store.destroy();
  });

  async function appWith(trustProxy: string | undefined): Promise<FastifyInstance> {
    const settings = readSettings(trustProxy ? { TRUST_PROXY: trustProxy } : {}, '/repo', () => null);
    app = await testApp(store, { config: { trustProxy: settings.server.trustProxy } });
    return app;
  }
  /** Reset-link requests as sent through the proxy for the visitor at `address`. */
  const ask = (server: FastifyInstance, address: string) =>
    server.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      payload: 'email=nobody%40example.org',
    });
  async function useUpLimit(server: FastifyInstance, address: string) {
    for (let i = 0; i < SIGN_IN_PER_MINUTE; i++) expect((await ask(server, address)).statusCode).toBe(200);
    expect((await ask(server, address)).statusCode).toBe(429);
  }

  it('counts each visitor behind a trusted proxy on their own', async () => {
    const server = await appWith('loopback');
    await useUpLimit(server, '203.0.113.7');
    expect((await ask(server, '198.51.100.9')).statusCode).toBe(200);
  });

  it('counts a hop count the same way', async () => {
    const server = await appWith('1');
    await useUpLimit(server, '203.0.113.7');
    expect((await ask(server, '198.51.100.9')).statusCode).toBe(200);
  });

  it('without TRUST_PROXY believes no forwarded address: everyone shares the proxy’s', async () => {
    const server = await appWith(undefined);
    await useUpLimit(server, '203.0.113.7');
    expect((await ask(server, '198.51.100.9')).statusCode).toBe(429);
  });

  it('believes only the proxies it names', async () => {
    const server = await appWith('10.0.0.1');
    await useUpLimit(server, '203.0.113.7');
    expect((await ask(server, '198.51.100.9')).statusCode).toBe(429);
  });
});
