import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inProcessHeaders } from './in-process.ts';
import { SITE_HEADER, defaultAllowedHosts, normaliseHost, siteOrigins, siteUrlOf } from './site-address.ts';

const UNSET = {
  publicUrl: 'http://localhost:3000',
  allowedHosts: [...defaultAllowedHosts(3000), 'portal.example'],
};
const SET = { publicUrl: 'https://trove.example', allowedHosts: null };

describe('a host as the site compares it', () => {
  it.each([
    ['localhost:3000', 'localhost:3000'],
    ['LOCALHOST:3000', 'localhost:3000'],
    ['127.0.0.1:3000', '127.0.0.1:3000'],
    ['[::1]:3000', '[::1]:3000'],
    ['[0:0:0:0:0:0:0:1]:3000', '[::1]:3000'],
    ['portal.example:80', 'portal.example'],
    ['portal.example', 'portal.example'],
  ])('%s is %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([
    '',
    'a b',
    'evil.example/path',
    'user@evil.example',
    'evil.example?x',
    'a.example:99999',
    '::1',
    'x\\y',
  ])('%j is no host', (raw) => {
    expect(normaliseHost(raw)).toBeNull();
  });

  it('drops the default port of the scheme it is reached by', () => {
    expect(normaliseHost('portal.example:443', 'https')).toBe('portal.example');
    expect(normaliseHost('portal.example:443', 'http')).toBe('portal.example:443');
  });

  it('answers on the loopback names at the configured port by default', () => {
    expect(defaultAllowedHosts(3410)).toEqual(['localhost:3410', '127.0.0.1:3410', '[::1]:3410']);
    expect(defaultAllowedHosts(80)).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('may be reached at each allowed host over http and https, or at PUBLIC_URL alone', () => {
    expect(siteOrigins(UNSET)).toContain('http://127.0.0.1:3000');
    expect(siteOrigins(UNSET)).toContain('https://portal.example');
    expect(siteOrigins(SET)).toEqual(['https://trove.example']);
  });
});

/** The address siteUrlOf gives a request with these headers, reached by this proxy setting. */
async function siteFor(
  site: typeof UNSET | typeof SET,
  headers: Record<string, string>,
  trustProxy = false,
): Promise<string> {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => siteUrlOf(request, site));
  const answer = await app.inject({ method: 'GET', url: '/', headers });
  await app.close();
  return answer.body;
}

describe('the address of an answer', () => {
  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['LocalHost:3000', 'http://localhost:3000'],
    ['portal.example', 'http://portal.example'],
    // Not answered on: the first allowed host, never the one sent.
    ['evil.example', 'http://localhost:3000'],
    ['127.0.0.1:3001', 'http://localhost:3000'],
    ['portal.example.evil.example', 'http://localhost:3000'],
    ['localhost:3000@evil.example', 'http://localhost:3000'],
  ])('for Host %s is %s', async (host, expected) => {
    expect(await siteFor(UNSET, { host })).toBe(expected);
  });

  it('is PUBLIC_URL whatever the Host when PUBLIC_URL is set', async () => {
    expect(await siteFor(SET, { host: '127.0.0.1:3000' })).toBe('https://trove.example');
  });

  it('follows X-Forwarded-Host and -Proto only from a trusted proxy, and only to an allowed host', async () => {
    const forwarded = {
      host: 'localhost:3000',
      'x-forwarded-host': 'portal.example',
      'x-forwarded-proto': 'https',
    };
    expect(await siteFor(UNSET, forwarded, true)).toBe('https://portal.example');
    expect(await siteFor(UNSET, forwarded, false)).toBe('http://localhost:3000');
    const forged = { ...forwarded, 'x-forwarded-host': 'evil.example' };
    expect(await siteFor(UNSET, forged, true)).toBe('http://localhost:3000');
  });

  it('believes a page address carried by an in-process call, and no one else’s', async () => {
    const carried = { host: 'portal.example', [SITE_HEADER]: 'https://portal.example' };
    expect(await siteFor(UNSET, inProcessHeaders(carried))).toBe('https://portal.example');
    expect(await siteFor(UNSET, carried)).toBe('http://portal.example');
    expect(
      await siteFor(UNSET, inProcessHeaders({ ...carried, [SITE_HEADER]: 'https://evil.example' })),
    ).toBe('http://portal.example');
  });
});
