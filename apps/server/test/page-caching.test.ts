import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebResponse } from '../src/web.ts';
import { PageCache } from '../src/web/page-cache.ts';
import { renderPage } from '../src/web/page-caching.ts';

/** A page whose scripts carry this response's nonce, as the CSP nonces of every page will. */
const html = (nonce: string, text = 'Results') =>
  `<html><script nonce="${nonce}">go()</script><p>${text}</p><script nonce="${nonce}"></script></html>`;

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A page route as web.ts has it: each request gets a new nonce and one render counted. */
function pages(options: { cache?: PageCache; text?: () => string } = {}) {
  let renders = 0;
  let n = 0;
  app = Fastify();
  app.get('/*', async (request, reply) => {
    const nonce = `nonce${++n}`;
    const render = async () => {
      renders++;
      return new Response(html(nonce, options.text?.()), { headers: { 'content-type': 'text/html' } });
    };
    return sendWebResponse(reply, await renderPage(request, reply, render, { nonce, cache: options.cache }));
  });
  return { app, renders: () => renders };
}

describe('page caching', () => {
  it('gives two renders that differ only by their nonce the same ETag', async () => {
    const { app } = pages();
    const one = await app.inject({ url: '/search/category/books?keyword=gold' });
    const two = await app.inject({ url: '/search/category/books?keyword=gold' });
    expect(one.body).toBe(html('nonce1'));
    expect(two.body).toBe(html('nonce2'));
    expect(one.headers.etag).toMatch(/^W\/"/);
    expect(two.headers.etag).toBe(one.headers.etag);
    const notModified = await app.inject({
      url: '/search/category/books?keyword=gold',
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('gives a different page a different ETag', async () => {
    let text = 'Results';
    const { app } = pages({ text: () => text });
    const one = await app.inject({ url: '/work/1' });
    text = 'Other results';
    const two = await app.inject({ url: '/work/1' });
    expect(two.headers.etag).not.toBe(one.headers.etag);
  });

  it('answers a kept page with the new response’s nonce, and renders again once the index changes', async () => {
    let version = 1;
    const { app, renders } = pages({ cache: new PageCache(() => version) });
    const first = await app.inject({ url: '/search/category/books?keyword=gold' });
    const kept = await app.inject({ url: '/search/category/books?keyword=gold' });
    expect(renders()).toBe(1);
    expect(kept.body).toBe(html('nonce2'));
    expect(kept.headers.etag).toBe(first.headers.etag);
    // Another Cookie header is another page (client-state cookies change it).
    await app.inject({
      url: '/search/category/books?keyword=gold',
      headers: { cookie: 'trove_client_state=x' },
    });
    expect(renders()).toBe(2);
    version = 2;
    await app.inject({ url: '/search/category/books?keyword=gold' });
    expect(renders()).toBe(3);
  });

  it('keeps pages other than search and record pages out of shared caches', async () => {
    const { app } = pages({ cache: new PageCache(() => 1) });
    const home = await app.inject({ url: '/' });
    expect(home.headers['cache-control']).toBeUndefined();
    expect(home.headers.etag).toBeUndefined();
    expect(home.headers.vary).toBe('Cookie, accept-encoding');
  });

  it('sends a kept page gzipped to a browser that takes gzip and not brotli, with the new nonce, its length and the same ETag', async () => {
    const { app, renders } = pages({ cache: new PageCache(() => 1) });
    const url = '/search/category/books?keyword=gold';
    const plain = await app.inject({ url });
    const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(renders()).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Cookie, accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(html('nonce2'));
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    const notModified = await app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('gzips a page read once whole, and gives it its pieces only when it is asked for in gzip again', async () => {
    const cache = new PageCache(() => 1);
    const { app } = pages({ cache });
    const url = '/search/category/books?keyword=gold';
    const gzip = { 'accept-encoding': 'gzip' };
    const kept = () => cache.get(`1\n\n${url}\n`);
    const first = await app.inject({ url, headers: gzip });
    expect(gunzipSync(first.rawPayload).toString()).toBe(html('nonce1'));
    expect(kept()?.body.pieces).toBe('later');
    const before = kept()?.bytes ?? 0;
    const second = await app.inject({ url, headers: gzip });
    expect(gunzipSync(second.rawPayload).toString()).toBe(html('nonce2'));
    expect(kept()?.body.pieces).toBe('made');
    // The pieces are counted in the cache's weight.
    expect(kept()?.bytes).toBeGreaterThan(before);
    // A browser that takes brotli gets it, made for its answer: the pieces are for gzip alone.
    const third = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(third.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(third.rawPayload).toString()).toBe(html('nonce3'));
  });

  it('sends brotli to a browser that takes it', async () => {
    const { app } = pages({ cache: new PageCache(() => 1) });
    const answer = await app.inject({ url: '/work/1', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(html('nonce1'));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { app } = pages({ cache: new PageCache(() => 1) });
    const head = await app.inject({ method: 'HEAD', url: '/work/1', headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.etag).toMatch(/^W\//);
    expect(head.rawPayload.length).toBe(0);
  });
});
