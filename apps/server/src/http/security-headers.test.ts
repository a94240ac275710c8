import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_POLICY } from './content-security-policy.ts';
import { pageNonce } from './csp-nonce.ts';
import { installSecurityHeaders } from './security-headers.ts';

const SITE = { publicUrl: 'http://localhost:3000', oidcIssuer: null };

/** A server with the headers and one route of each kind of answer. */
function server(): FastifyInstance {
  const app = Fastify();
  installSecurityHeaders(app, SITE);
  app.get('/page', (_request, reply) =>
    reply.type('text/html').send(`<script nonce="${pageNonce(reply)}"></script>`),
  );
  app.get('/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>docs</p>'));
  app.get('/json', () => ({ ok: true }));
  app.get('/framed', (_request, reply) =>
    reply.header('content-security-policy', "frame-ancestors 'none'").type('text/html').send('x'),
  );
  app.get('/unchanged', (_request, reply) => reply.code(304).send());
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/html' }).end('<p>written past Fastify</p>');
  });
  return app;
}

describe('the security headers of each answer', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('names the nonce a page asked for in its policy', async () => {
    app = server();
    const res = await app.inject('/page');
    const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(res.headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
  });

  it('gives HTML without a nonce a policy with no inline script, and JSON the API’s', async () => {
    app = server();
    expect((await app.inject('/docs')).headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self';/,
    );
    expect((await app.inject('/json')).headers['content-security-policy']).toBe(API_POLICY);
  });

  it('keeps a route’s own policy, and sends none with a 304', async () => {
    app = server();
    expect((await app.inject('/framed')).headers['content-security-policy']).toBe("frame-ancestors 'none'");
    const unchanged = await app.inject('/unchanged');
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-security-policy']).toBeUndefined();
    expect(unchanged.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has the headers on an answer written straight to the response', async () => {
    app = server();
    const res = await app.inject('/raw');
    expect(res.body).toBe('<p>written past Fastify</p>');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });
});
