import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { defaultAllowedHosts } from '../src/http/site-address.ts';
import { PASSWORD, Visitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import type { SearchingApp } from './helpers.ts';
import { webPortal } from './web-portal.ts';

/**
 * Issue 14 §4 (ADR 030): with PUBLIC_URL unset the site answers on the address it was reached by,
 * among its allowed hosts: sign-in, redirects, canonical links and citations stay on 127.0.0.1 for
 * a visitor on 127.0.0.1, and a Host the site does not answer on never becomes a link or redirect.
 */

const CANONICAL = 'http://localhost:3000';
const LOOPBACK = 'http://127.0.0.1:3000';
const ATTACKER = 'evil.example';

/** A visitor that notes every address the site sends it to. */
class NotingVisitor extends Visitor {
  readonly locations: string[] = [];

  override async send(...args: Parameters<Visitor['send']>): Promise<LightMyRequestResponse> {
    const response = await super.send(...args);
    if (typeof response.headers.location === 'string') this.locations.push(response.headers.location);
    return response;
  }
}

/** Where a Location sends a browser: its origin, or this site's (a path) for a relative one. */
const originOf = (location: string, base: string) => new URL(location, base).origin;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe.each(await storesUnderTest())('the address of each answer, PUBLIC_URL unset, on %s', (dialect) => {
  let store: Store;
  let ids: Fixtures;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    running = await webPortal(store, { publicUrl: CANONICAL, allowedHosts: defaultAllowedHosts(3000) });
    app = running.app;
  });
  afterAll(() => running?.close());

  it.each([LOOPBACK, 'http://[::1]:3000', CANONICAL])(
    'signs a visitor up and in on %s and keeps them there, signed in',
    async (site) => {
      const visitor = new NotingVisitor(app, site);
      const email = `reader-${new URL(site).hostname.replace(/\W/g, '')}@example.org`;
      const signedUp = await visitor.signUp(email, PASSWORD, '/search');
      expect(signedUp.statusCode).toBe(303);
      expect(signedUp.headers.location).toBe('/search');
      await visitor.send('GET', '/auth/logout');
      const loggedIn = await visitor.logIn(email, PASSWORD, '/work/1');
      expect(loggedIn.headers.location).toBe('/work/1');
      // Every step of both sign-ins stayed on the address the visitor came by.
      expect(visitor.locations.length).toBeGreaterThan(6);
      for (const location of visitor.locations) expect(originOf(location, site), location).toBe(site);
      expect(
        visitor.locations.some((l) =>
          l.includes(`redirect_uri=${encodeURIComponent(`${site}/auth/callback`)}`),
        ),
      ).toBe(true);
      // The session cookie set there works there.
      const info = await visitor.send('GET', '/api/profile/info', {
        headers: { accept: 'application/json' },
      });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ email });
    },
  );

  it('gives pages on 127.0.0.1 their canonical link and citation on 127.0.0.1', async () => {
    const page = await get(`/work/${ids.bookId}`, '127.0.0.1:3000');
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${LOOPBACK}/work/${ids.bookId}`);
    expect(page.body).not.toContain(CANONICAL);
    const citation = await get(`/api/citation/work/${ids.bookId}`, '127.0.0.1:3000', {
      accept: 'application/json',
    });
    expect(citation.statusCode).toBe(200);
    expect(citation.body).toContain(`${LOOPBACK}/work/${ids.bookId}`);
    const environment = await get('/api/configuration/environment', '127.0.0.1:3000', {
      accept: 'application/json',
    });
    expect(environment.json()).toMatchObject({ publicUrl: LOOPBACK });
  });

  it('never writes a Host it does not answer on into a canonical link, a citation or the environment', async () => {
    const forgeries: Record<string, string>[] = [
      {},
      { 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' },
    ];
    for (const headers of forgeries) {
      const page = await get(`/work/${ids.bookId}`, ATTACKER, headers);
      expect(page.statusCode).toBe(200);
      expect(canonicalOf(page.body)).toBe(`${CANONICAL}/work/${ids.bookId}`);
      expect(page.body).not.toContain(ATTACKER);
      const citation = await get(`/api/citation/work/${ids.bookId}`, ATTACKER, {
        ...headers,
        accept: 'application/json',
      });
      expect(citation.body).not.toContain(ATTACKER);
      expect(citation.body).toContain(`${CANONICAL}/work/${ids.bookId}`);
      const environment = await get('/api/configuration/environment', ATTACKER, headers);
      expect(environment.json()).toMatchObject({ publicUrl: CANONICAL });
    }
    // A page kept for one address is not handed to another: the attacker's request kept nothing of theirs.
    const search = '/search/category/books?keyword=robbery';
    const poisoned = await get(search, ATTACKER);
    const local = await get(search, '127.0.0.1:3000');
    expect(canonicalOf(poisoned.body)).toMatch(new RegExp(`^${CANONICAL}/search`));
    expect(canonicalOf(local.body)).toMatch(new RegExp(`^${LOOPBACK}/search`));
  });

  it('never redirects to a Host it does not answer on: sign-in moves to the first allowed host', async () => {
    const forgeries: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'https' }];
    for (const headers of forgeries) {
      const start = await get('/auth/login?backurl=%2Fsearch', ATTACKER, headers);
      expect(start.statusCode).toBe(303);
      expect(String(start.headers.location)).toBe(`${CANONICAL}/auth/login?backurl=%2Fsearch&moved=1`);
      // Asked again there as if the move had happened: the issuer and the way back are the site's own.
      const moved = await get('/auth/login?backurl=%2Fsearch&moved=1', ATTACKER, headers);
      const away = new URL(String(moved.headers.location));
      expect(away.origin).toBe(CANONICAL);
      expect(away.searchParams.get('redirect_uri')).toBe(`${CANONICAL}/auth/callback`);
    }
    // The provider's own redirects and discovery name the site's addresses only.
    const discovery = await get('/auth/.well-known/openid-configuration', ATTACKER);
    expect(discovery.statusCode).toBe(200);
    expect(discovery.body).not.toContain(ATTACKER);
    const signUp = await get('/auth/signup?backurl=%2F', ATTACKER);
    expect(originOf(String(signUp.headers.location), CANONICAL)).toBe(CANONICAL);
  });

  it('refuses to send a sign-in back to an address it does not answer on', async () => {
    const visitor = new Visitor(app, LOOPBACK);
    const start = await visitor.send('GET', '/auth/login?backurl=%2F');
    const authorise = new URL(String(start.headers.location));
    authorise.searchParams.set('redirect_uri', `http://${ATTACKER}/auth/callback`);
    const answer = await visitor.send('GET', authorise.pathname + authorise.search);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('redirect_uri');
  });
});

describe.each(await storesUnderTest())('the address of each answer, PUBLIC_URL set, on %s', (dialect) => {
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let ids: Fixtures;
  const PUBLIC = 'https://trove.example';

  beforeAll(async () => {
    const store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    running = await webPortal(store, { publicUrl: PUBLIC, allowedHosts: null });
    app = running.app;
  });
  afterAll(() => running?.close());

  it('uses PUBLIC_URL whatever address the visitor came by', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/work/${ids.bookId}`,
      headers: { host: '127.0.0.1:3000' },
    });
    expect(canonicalOf(page.body)).toBe(`${PUBLIC}/work/${ids.bookId}`);
    const start = await app.inject({
      method: 'GET',
      url: '/auth/login?backurl=%2F',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(String(start.headers.location)).toBe(`${PUBLIC}/auth/login?backurl=%2F&moved=1`);
  });
});
