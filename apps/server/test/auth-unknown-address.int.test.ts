import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TEST_CONFIG } from './helpers.ts';

/**
 * Addresses under /auth that nothing serves (found by the endpoint probes): the embedded identity
 * provider answers them with the site's own page and a 404, not a bare 'Not Found'.
 */
describe.each(await storesUnderTest())('an unknown address under /auth on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it.each([
    ['GET', '/auth/nothing-here'],
    ['POST', '/auth/nothing/here'],
    // Longer than a route parameter may be, so the interaction route does not take it.
    ['GET', `/auth/interaction/${'a'.repeat(500)}`],
  ] as const)('%s %.40s answers the 404 page', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Error: Page not found | Trove</title>');
    expect(res.body).toContain(MESSAGES.resourceNotFound);
    expect(res.body).toContain('href="/auth/login"');
  });
});
