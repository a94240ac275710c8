import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import type { SearchingApp } from './helpers.ts';
import { BUILD_DIR } from './web-build.ts';
import { webPortal } from './web-portal.ts';

/**
 * Issue 14 §4 (ADR 030): pages, API answers and the built scripts and styles sent compressed as
 * the client accepts, with Vary: Accept-Encoding; HEAD and 304 as before.
 */

const BROWSER = 'gzip, deflate, br, zstd';

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/);

/** The biggest script of the build, and the main style sheet: the files a first visit costs most. */
/** The largest built file of a kind: the one most worth sending compressed. */
function builtFile(extension: string): string {
  const dir = path.join(BUILD_DIR, 'client', 'assets');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(extension));
  const sizes = files.map((f) => [f, fs.statSync(path.join(dir, f)).size] as const);
  return sizes.sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

describe.each(await storesUnderTest())('compressed answers on %s', (dialect) => {
  let store: Store;
  let ids: Fixtures;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { host: 'localhost:3000', ...headers } });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    running = await webPortal(store);
    app = running.app;
  });
  afterAll(() => running?.close());

  it('sends a search page and a record page compressed (brotli, or gzip to a browser that takes only gzip), identical once unpacked but for the nonce', async () => {
    const asked = [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const;
    for (const url of ['/search/category/books?keyword=robbery', `/work/${ids.bookId}`])
      for (const [accepted, encoding] of [...asked, ...asked]) {
        const plain = await get(url, { accept: 'text/html' });
        const zipped = await get(url, { accept: 'text/html', 'accept-encoding': accepted });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(zipped.headers['content-encoding']).toBe(encoding);
        expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
        expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        for (const res of [plain, zipped]) expect(varies(res)).toEqual(['cookie', 'accept-encoding']);
        const nonceOf = (res: LightMyRequestResponse) =>
          /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
        expect(decoded(zipped).replaceAll(nonceOf(zipped), '')).toBe(
          plain.body.replaceAll(nonceOf(plain), ''),
        );
        expect(zipped.headers.etag).toBe(plain.headers.etag);
      }
  });

  it('answers HEAD and a revalidation of a compressed page without a body', async () => {
    const url = `/work/${ids.cartoonId}`;
    const head = await get(url, { 'accept-encoding': BROWSER }, 'HEAD');
    const full = await get(url, { 'accept-encoding': BROWSER });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
    expect(head.headers.etag).toBe(full.headers.etag);
    const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': String(full.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(varies(again)).toContain('accept-encoding');
  });

  it('sends a page that is not kept (the home page) compressed as it streams', async () => {
    const home = await get('/', { 'accept-encoding': BROWSER });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(decoded(home)).toContain('<!DOCTYPE html>');
    expect(varies(home)).toContain('accept-encoding');
  });

  it('sends API answers compressed, with a weak ETag that holds for every encoding', async () => {
    const url = '/api/configuration/application';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': BROWSER });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(varies(res)).toContain('accept-encoding');
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(plain.headers.etag).toMatch(/^W\/"/);
    const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a kept search answer in the encoding each client takes, the same answer and ETag in each', async () => {
    const url = '/api/search/books?keyword=robbery';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const asked: [string, string | undefined][] = [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
      ['compress', undefined],
    ];
    // Asked twice each: the first answer searches and compresses, the second is the kept copy.
    for (const [accepted, expected] of [...asked, ...asked]) {
      const res = await get(url, { 'accept-encoding': accepted });
      expect(res.headers['content-encoding'], accepted).toBe(expected);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
    }
    // Searched afresh on a forced reload: the same answer.
    const fresh = await get(url, { 'accept-encoding': 'gzip', 'cache-control': 'no-cache' });
    expect(fresh.headers.etag).toBe(plain.headers.etag);
    const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(varies(again)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
  });

  it('leaves an answer below a kilobyte as it is', async () => {
    const health = await get('/healthz', { 'accept-encoding': BROWSER });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends the built scripts and styles as their precompressed copies, cached for a year', async () => {
    // The style sheet pages name (the server build's own copy beside it is named by none).
    const styleSheet = /href="\/assets\/([^"]+\.css)"/.exec((await get('/')).body)?.[1] ?? '';
    for (const file of [builtFile('.js'), styleSheet]) {
      const onDisk = fs.readFileSync(path.join(BUILD_DIR, 'client', 'assets', file), 'utf8');
      const url = `/assets/${file}`;
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': BROWSER });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      // The build's own copy, sent as it is (not compressed again for each answer).
      expect(
        br.rawPayload.equals(fs.readFileSync(path.join(BUILD_DIR, 'client', 'assets', `${file}.br`))),
      ).toBe(true);
      for (const res of [plain, br, gzip]) {
        expect(decoded(res)).toBe(onDisk);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(varies(res)).toContain('accept-encoding');
        expect(String(res.headers['content-type'])).toMatch(/javascript|css/);
      }
      const head = await get(url, { 'accept-encoding': BROWSER }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.rawPayload.length).toBe(0);
      const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
      // The copies are not addresses of their own (the site's fallback for unknown paths answers).
      const copy = await get(`${url}.br`);
      expect(copy.statusCode).toBe(302);
      expect(copy.headers.location).toBe('/');
    }
  });
});
