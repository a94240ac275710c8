import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConfiguration, seedCatalogueContent } from '../src/content/seed.ts';
import type { LoadLimits } from '../src/http/load-queue.ts';
import { signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import type { SearchingApp } from './helpers.ts';
import { BUILD_DIR } from './web-build.ts';
import { webPortal } from './web-portal.ts';

/**
 * Issue 12 §2 with the real web app: pages rendered through app.inject (no socket is listening),
 * their API calls answered in-process; the load queue; the pages' HTTP caching.
 */

async function portal(store: Store, loadLimits?: LoadLimits): Promise<SearchingApp> {
  return webPortal(store, loadLimits ? { loadLimits } : {});
}

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', accept: 'text/html', ...headers } });

describe.each(await storesUnderTest())('server-rendered pages under load on %s', (dialect) => {
  let store: Store;
  let ids: Fixtures;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    running = await portal(store);
    app = running.app;
  });
  afterAll(() => running?.close());

  it('renders a search page with no listening socket: its API calls are answered in-process', async () => {
    const res = await page(app, '/search/category/books?keyword=robbery');
    expect(app.server.listening).toBe(false);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Robbery under arms');
  });

  it("carries a signed-in visitor's identity into the page's API calls, and keeps the page private", async () => {
    const visitor = await signedUpVisitor(app, store, 'pagereader@example.org');
    const res = await page(app, '/search/category/books?keyword=robbery', { cookie: visitor.cookieHeader() });
    expect(res.statusCode).toBe(200);
    // The header's account menu names the visitor: /api/profile/info answered with their session.
    expect(res.body).toContain('A. Reader');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers.vary).toContain('Cookie');
  });

  /** A page's body with its answer's CSP nonce taken out. */
  function withoutNonce(res: { body: string; headers: Record<string, unknown> }): string {
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    return res.body.replaceAll(String(nonce), '');
  }

  it('lets shared caches keep anonymous search and record pages, with an ETag and 304', async () => {
    for (const url of ['/search/category/books?keyword=robbery', `/work/${ids.bookId}`]) {
      const first = await page(app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(
        /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(first.headers.vary).toContain('Cookie');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await page(app, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const changed = await page(app, url, { 'if-none-match': 'W/"another"' });
      expect(changed.statusCode).toBe(200);
      // The same page, but for its own CSP nonce.
      expect(withoutNonce(changed)).toBe(withoutNonce(first));
      expect(changed.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    }
  });

  it('sends a whole page with its length, and answers HEAD with the GET headers and no body', async () => {
    // HEAD first: a page kept from an earlier GET would hide how HEAD renders.
    const url = '/search/category/books?keyword=bushranger';
    const head = await app.inject({ method: 'HEAD', url, headers: { host: 'localhost:3000' } });
    const get = await page(app, url);
    expect(get.headers['transfer-encoding']).toBeUndefined();
    expect(Number(get.headers['content-length'])).toBe(Buffer.byteLength(get.body));
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-security-policy']).toBeDefined();
  });

  it('answers HEAD of a missing page 404, as GET does', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/work/2147483647',
      headers: { host: 'localhost:3000' },
    });
    expect(head.statusCode).toBe((await page(app, '/work/2147483647')).statusCode);
    expect(head.body).toBe('');
  });
});

describe.each(await storesUnderTest())('the load queue on %s', (dialect) => {
  let running: SearchingApp | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    const store = await createTestStore(dialect);
    await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    // One place and no room to wait: a second request at the same time is refused at once.
    running = await portal(store, { concurrency: 1, length: 0, waitMs: 30_000 });
    app = running.app;
  });
  afterAll(() => running?.close());

  it("renders a page holding the only place: the page's own API calls do not queue", async () => {
    const res = await page(app, '/search/category/books?keyword=robbery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Robbery under arms');
  });

  it('answers 503 with Retry-After while the queue is full: JSON for the API, HTML for pages', async () => {
    const release = await app.loadQueue.enter();
    try {
      const api = await app.inject({ method: 'GET', url: '/api/search/books?keyword=robbery' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('30');
      expect(api.json()).toEqual({ error: 'busy', message: MESSAGES.serviceBusy });

      // A /v3 search waits in the same queue, and is refused in v3's words and encoding.
      const v3 = await app.inject({ method: 'GET', url: '/v3/result?q=robbery&category=book&encoding=xml' });
      expect(v3.statusCode).toBe(503);
      expect(v3.headers['retry-after']).toBe('30');
      expect(v3.headers['access-control-allow-origin']).toBe('*');
      expect(v3.headers['content-type']).toContain('xml');
      expect(v3.body).toContain(`<description>${MESSAGES.serviceBusy}</description>`);
      expect(v3.body).toContain('<statusCode>503</statusCode>');

      const html = await page(app, '/search/category/books?keyword=robbery');
      expect(html.statusCode).toBe(503);
      expect(html.headers['retry-after']).toBe('30');
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain(MESSAGES.serviceBusy);

      // Health checks, static files and other API calls never wait.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const asset = fs.readdirSync(path.join(BUILD_DIR, 'client', 'assets'))[0];
      expect((await app.inject({ method: 'GET', url: `/assets/${asset}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/configuration/application' })).statusCode).toBe(
        200,
      );
    } finally {
      release();
    }
    const after = await app.inject({ method: 'GET', url: '/api/search/books?keyword=robbery' });
    expect(after.statusCode).toBe(200);
  });
});
