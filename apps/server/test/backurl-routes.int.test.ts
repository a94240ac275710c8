import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, PASSWORD, Visitor } from './auth-visitor.ts';
import { HOSTILE_BACKURLS, KEPT_BACKURLS } from './backurl-cases.ts';
import { testApp } from './helpers.ts';

/** Where a browser would go on this answer's Location, resolved as a browser resolves it. */
function destination(response: LightMyRequestResponse): URL | null {
  const location = response.headers.location;
  return typeof location === 'string' ? new URL(location, ORIGIN) : null;
}

const ISSUE_12_LOGOUTS = [
  '/auth/logout?backurl=/.//evil.example',
  '/auth/logout?backurl=/a/..//evil.example',
  '/auth/logout?backurl=/%2e%2e//evil.example',
  '/auth/logout?backurl=/%2e//evil.example',
  '/auth/logout?backurl=/x/%2E%2E//evil.example/p?q#h',
];

describe.each(await storesUnderTest())('return addresses of the sign-in routes on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

  it.each(ISSUE_12_LOGOUTS)('logs out of %s and goes home', async (url) => {
    const out = await get(url);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
  });

  it('never sends a visitor off the site from logout, login or sign-up', async () => {
    for (const backurl of HOSTILE_BACKURLS) {
      const query = `backurl=${encodeURIComponent(backurl)}`;
      const out = await get(`/auth/logout?${query}`);
      expect(out.statusCode, backurl).toBe(303);
      expect(out.headers.location, backurl).toBe('/');
      for (const route of ['/auth/login', '/auth/signup']) {
        const refused = await get(`${route}?${query}`);
        expect(refused.statusCode, `${route} ${backurl}`).toBe(400);
        expect(refused.headers.location, `${route} ${backurl}`).toBeUndefined();
        expect(refused.body).toContain('The address to come back to must be a page of this site.');
      }
    }
  });

  it('comes back to legitimate addresses, in their normalised form, after logout, login and sign-up', async () => {
    for (const [backurl, kept] of KEPT_BACKURLS) {
      const out = await get(`/auth/logout?backurl=${encodeURIComponent(backurl)}`);
      expect(out.headers.location, backurl).toBe(kept);
    }
    const signedUp = await new Visitor(app).signUp('reader@example.org', PASSWORD, '/work/12?q=a%20b#top');
    expect(signedUp.headers.location).toBe('/work/12?q=a%20b#top');
    // Sign-in posts are rate-limited (10 a minute): a few of the addresses are enough.
    for (const [backurl, kept] of KEPT_BACKURLS.slice(3, 8)) {
      const back = await new Visitor(app).logIn('reader@example.org', PASSWORD, backurl);
      expect(back.statusCode, backurl).toBe(303);
      expect(back.headers.location, backurl).toBe(kept);
      expect(destination(back)?.origin).toBe(ORIGIN);
    }
  });
});
