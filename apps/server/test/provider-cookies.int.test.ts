import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, Visitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

const HTTPS_SITE = 'https://trove.example';

/**
 * The embedded provider's own cookies (its session and interaction) are Secure whenever PUBLIC_URL
 * is https, even when the proxy that ends TLS does not say so in X-Forwarded-Proto (issue 12).
 */
describe.each(await storesUnderTest())("the embedded provider's cookies on %s", (dialect) => {
  let app: FastifyInstance;
  let store: Store;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store, { config: { publicUrl: HTTPS_SITE } });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('are all Secure and httpOnly under an https PUBLIC_URL, through sign-up, logout and login', async () => {
    const visitor = new Visitor(app, HTTPS_SITE);
    const signedUp = await visitor.signUp('reader@example.org', PASSWORD, '/work/1');
    expect(signedUp.headers.location).toBe('/work/1');
    await visitor.send('GET', '/auth/logout');
    expect((await visitor.logIn('reader@example.org', PASSWORD, '/work/2')).headers.location).toBe('/work/2');

    const providers = visitor.received.filter((c) => c.name.startsWith('_'));
    const names = new Set(providers.map((c) => c.name));
    for (const name of ['_session', '_session.sig', '_interaction', '_interaction_resume'])
      expect(names, name).toContain(name);
    for (const cookie of providers)
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });
    // The portal's own cookies were Secure already.
    const own = visitor.received.filter((c) => c.name.startsWith('trove_'));
    expect(own.length).toBeGreaterThan(0);
    for (const cookie of own) expect(cookie, cookie.name).toMatchObject({ secure: true });
  });

  it('come with addresses on PUBLIC_URL whatever X-Forwarded-Proto and -Host say', async () => {
    await new Visitor(app, HTTPS_SITE).signUp('reader@example.org', PASSWORD);
    const visitor = new Visitor(app, HTTPS_SITE);
    const start = await visitor.send('GET', '/auth/login?backurl=%2F');
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const toForm = await visitor.send('GET', String(start.headers.location), { headers: forged });
    const form = await visitor.follow(toForm);
    const action = /action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const posted = await visitor.send('POST', action, {
      form: { login: 'reader', password: PASSWORD },
      headers: forged,
    });
    expect(new URL(String(posted.headers.location)).origin).toBe(HTTPS_SITE);
    expect((await visitor.follow(posted)).headers.location).toBe('/');
  });

  it('stay without Secure under a plain-http PUBLIC_URL (development)', async () => {
    const local = await testApp(store);
    try {
      const visitor = new Visitor(local);
      await visitor.signUp('reader@example.org', PASSWORD);
      const providers = visitor.received.filter((c) => c.name.startsWith('_') && c.value !== '');
      expect(providers.length).toBeGreaterThan(0);
      for (const cookie of providers) expect(cookie.secure, cookie.name).toBeFalsy();
    } finally {
      await local.close();
    }
  });
});
