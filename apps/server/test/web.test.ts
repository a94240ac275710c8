import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { siteUrlOf } from '../src/http/site-address.ts';
import { mountWeb, sendWebResponse, staticCacheControl, toWebRequest } from '../src/web.ts';

describe('web app bridge', () => {
  it('carries method, address and headers into a Web Request and streams the Web Response back', async () => {
    const app = Fastify();
    let seen: Request | undefined;
    app.get('/page', async (request, reply) => {
      seen = toWebRequest(request, new AbortController().signal, 'http://example.org');
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<p>one</p>'));
          controller.enqueue(new TextEncoder().encode('<p>two</p>'));
          controller.close();
        },
      });
      const headers = new Headers({ 'content-type': 'text/html' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return sendWebResponse(reply, new Response(body, { status: 201, headers }));
    });
    const res = await app.inject({
      method: 'GET',
      url: '/page?x=1',
      headers: { host: 'example.org', accept: 'text/html' },
    });
    expect(seen?.url).toBe('http://example.org/page?x=1');
    expect(seen?.headers.get('accept')).toBe('text/html');
    expect(res.statusCode).toBe(201);
    expect(res.body).toBe('<p>one</p><p>two</p>');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    await app.close();
  });

  const site = { publicUrl: 'http://localhost:3000', allowedHosts: ['localhost:3000', 'example.org'] };
  it.each([
    ['//evil.example/x?y=1', 'example.org', 'http://example.org//evil.example/x?y=1'],
    ['//%F0%9E%A1%98/%E2%96%A0', 'example.org', 'http://example.org//%F0%9E%A1%98/%E2%96%A0'],
    ['/page', 'not a host/with a path', 'http://localhost:3000/page'],
    ['/page', 'example.org:99999', 'http://localhost:3000/page'],
    ['/page', 'evil.example', 'http://localhost:3000/page'],
  ])(
    'keeps %s a path of this site, whatever the Host (%s) (found by the fuzz run)',
    async (url, host, expected) => {
      const app = Fastify();
      let seen: string | undefined;
      app.get('/*', async (request) => {
        seen = toWebRequest(request, new AbortController().signal, siteUrlOf(request, site)).url;
        return 'ok';
      });
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(seen).toBe(expected);
      await app.close();
    },
  );

  it('starts without pages, and says why, when the web app is not built', async () => {
    const app = Fastify();
    const lines: string[] = [];
    expect(
      await mountWeb(app, {
        buildDir: '/no/such/build',
        site: { publicUrl: 'http://127.0.0.1:3000' },
        log: (l) => lines.push(l),
      }),
    ).toBe(false);
    expect(lines[0]).toContain('run `npm run build` for pages');
    await app.close();
  });

  it.each([
    ['assets/root-DZokDX3V.js', 'public, max-age=31536000, immutable'],
    ['assets/root-DZokDX3V.js.br', 'public, max-age=31536000, immutable'],
    ['assets/rolldown-runtime-WkwZ5CU-.js.gz', 'public, max-age=31536000, immutable'],
    ['assets/manifest-88fd4a1d.js', 'public, max-age=31536000, immutable'],
    // Not hashed, or not a built asset: it may change under its name.
    ['assets/logo.svg', 'public, max-age=3600'],
    ['favicon.ico', 'public, max-age=3600'],
    ['robots-abcdefgh.txt', 'public, max-age=3600'],
  ])('caches the built file %s: %s', (file, expected) => {
    expect(staticCacheControl(path.join('/srv/build/client', file))).toBe(expected);
  });
});
