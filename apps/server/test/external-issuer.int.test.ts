import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { REFRESH_CHECK_MS } from '../src/auth/session.ts';
import { Visitor } from './auth-visitor.ts';
import { CLIENT_ID, FakeIssuer } from './fake-issuer.ts';
import { TEST_CONFIG } from './helpers.ts';

const MINUTE = 60_000;

describe.each(await storesUnderTest())('signing in through an external issuer on %s', (dialect) => {
  let issuer: FakeIssuer;
  let store: Store;
  let app: FastifyInstance;
  let clock: Date;
  let log: string[];

  beforeAll(async () => {
    issuer = await new FakeIssuer().start();
  });
  afterAll(async () => {
    await issuer.stop();
  });
  beforeEach(async () => {
    store = await createTestStore(dialect);
    clock = new Date();
    log = [];
    issuer.user = { sub: 'u1', preferred_username: 'ada', name: 'Ada Issuer', realmRoles: [] };
    app = await buildApp({
      store,
      searchEngine: null,
      config: {
        ...TEST_CONFIG,
        oidc: { issuer: issuer.issuer, clientId: CLIENT_ID, clientSecret: 'secret' },
      },
      now: () => clock,
      logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /** Goes to the issuer, which signs `issuer.user` in at once, and back to the callback. */
  async function signIn(visitor: Visitor, backurl = '/'): Promise<LightMyRequestResponse> {
    const toIssuer = await visitor.send('GET', `/auth/login?backurl=${encodeURIComponent(backurl)}`);
    expect(toIssuer.statusCode).toBe(303);
    const atIssuer = await fetch(String(toIssuer.headers.location), { redirect: 'manual' });
    const back = atIssuer.headers.get('location') ?? '';
    expect(back).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?/);
    return visitor.send('GET', back);
  }
  const info = async (visitor: Visitor) =>
    (await visitor.send('GET', '/api/profile/info')).json<{
      username: string;
      roles: string[];
      email: string | null;
    }>();

  it('signs in with the roles of the token and logs out at the issuer with the ID token as hint', async () => {
    issuer.user.realmRoles = ['trove:dataManagement'];
    const visitor = new Visitor(app);
    const done = await signIn(visitor, '/work/1');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/work/1');
    expect(await info(visitor)).toMatchObject({ username: 'ada', roles: ['dataManager', 'staff'] });

    const session = await queryBuilderOf(store)
      .selectFrom('userSession')
      .select('idToken')
      .executeTakeFirstOrThrow();
    expect(session.idToken).toBeTruthy();
    const out = await visitor.send('GET', '/auth/logout?backurl=%2Fsearch');
    expect(out.statusCode).toBe(303);
    const away = new URL(String(out.headers.location));
    expect(away.href.startsWith(`${issuer.issuer}/protocol/openid-connect/logout?`)).toBe(true);
    expect(away.searchParams.get('id_token_hint')).toBe(session.idToken);
    expect(away.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/search');
    expect(await queryBuilderOf(store).selectFrom('userSession').selectAll().execute()).toEqual([]);
  });

  it('gives a clashing user name a number and leaves an e-mail address held here alone', async () => {
    const local = await store.accounts.createLocalAccount({
      username: 'ada',
      displayName: 'Ada Local',
      email: 'ada@example.org',
      passwordHash: 'x',
      createdAt: clock.toISOString(),
    });
    issuer.user.email = 'ADA@example.org';
    const visitor = new Visitor(app);
    expect((await signIn(visitor)).statusCode).toBe(303);
    expect(await info(visitor)).toMatchObject({ username: 'ada2', email: null });
    expect(log.some((line) => line.includes('belongs to another account here'))).toBe(true);
    // The local account is neither signed into nor changed.
    expect(await store.accounts.findAccountByUsername('ada')).toMatchObject({
      id: local,
      email: 'ada@example.org',
    });

    // A later sign-in with a free address takes it.
    issuer.user.email = 'ada.issuer@example.org';
    await signIn(new Visitor(app));
    expect(await info(visitor)).toMatchObject({ username: 'ada2', email: 'ada.issuer@example.org' });
  });

  it('gives a neutral user name and display name to an issuer that names its users by address (ADR 039)', async () => {
    issuer.user = {
      sub: 'u2',
      preferred_username: 'public:cy.reader@example.org',
      name: 'cy.reader@example.org',
      email: 'cy.reader@example.org',
      realmRoles: [],
    };
    const visitor = new Visitor(app);
    expect((await signIn(visitor)).statusCode).toBe(303);
    const mine = await visitor.send('GET', '/api/profile/info');
    const { username, displayName } = mine.json<{ username: string; displayName: string }>();
    expect(username).toMatch(/^reader-\d+$/);
    expect(displayName).toBe(username);
    const open = await app.inject({ method: 'GET', url: `/api/profile/${username}` });
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('cy.reader');
  });

  it('reads the roles again when the tokens are refreshed', async () => {
    issuer.user.realmRoles = ['trove:dataManagement'];
    const visitor = new Visitor(app);
    await signIn(visitor);
    expect((await info(visitor)).roles).toEqual(['dataManager', 'staff']);
    issuer.user.realmRoles = ['ndp:ops:qa'];
    clock = new Date(clock.getTime() + REFRESH_CHECK_MS + MINUTE);
    expect((await info(visitor)).roles).toEqual(['qa', 'staff']);
    expect(issuer.refreshes).toHaveLength(1);
  });
});
