import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type TokenRefresher,
  REFRESH_CHECK_MS,
  SESSION_DAYS,
  installSessions,
  startSession,
} from '../src/auth/session.ts';
import { installCookies } from '../src/http/cookies.ts';
import { callerOf } from '../src/http/viewer.ts';
import { grantRole, listRoles, revokeRole } from '../src/auth/role-admin.ts';

const MINUTE = 60_000;

describe.each(await storesUnderTest())('sessions on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let clock: Date;
  let refreshed: string[];
  let answer: Awaited<ReturnType<TokenRefresher>>;
  let userId: number;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    clock = new Date('2026-11-23T10:00:00Z');
    refreshed = [];
    answer = null;
    userId =
      (await store.accounts.createLocalAccount({
        username: 'reader',
        displayName: 'A. Reader',
        email: 'reader@example.org',
        passwordHash: 'x',
        createdAt: clock.toISOString(),
      })) ?? 0;
    app = Fastify();
    await installCookies(app, 'k'.repeat(40));
    installSessions(app, store, {
      secure: false,
      now: () => clock,
      refresh: async ({ refreshToken }) => {
        refreshed.push(refreshToken);
        return answer;
      },
    });
    // Starts a session whose issuer tokens run out in `minutes`.
    app.get<{ Querystring: { minutes: string } }>('/start', async (request, reply) => {
      const minutes = Number(request.query.minutes);
      await startSession(
        store,
        reply,
        userId,
        { secure: false, now: () => clock },
        {
          tokenExpiresAt: new Date(clock.getTime() + minutes * MINUTE).toISOString(),
          refreshToken: 'r1',
        },
      );
      return 'ok';
    });
    app.get('/who', async (request) => callerOf(request)?.username ?? 'nobody');
    app.get('/roles', async (request) => callerOf(request)?.roles.join(' ') ?? 'nobody');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function start(minutes: number): Promise<string> {
    const res = await app.inject({ method: 'GET', url: `/start?minutes=${minutes}` });
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
  const who = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/who', headers: { cookie } })).body;

  it('does not look at the tokens again within 33 minutes', async () => {
    const cookie = await start(5);
    clock = new Date(clock.getTime() + REFRESH_CHECK_MS - MINUTE);
    expect(await who(cookie)).toBe('reader');
    expect(refreshed).toEqual([]);
  });

  it('refreshes the tokens when under 600 s remain at the 33-minute check', async () => {
    const cookie = await start(40);
    answer = {
      tokenExpiresAt: new Date(clock.getTime() + 120 * MINUTE).toISOString(),
      refreshToken: 'r2',
      idToken: null,
      roles: null,
    };
    clock = new Date(clock.getTime() + 33 * MINUTE);
    expect(await who(cookie)).toBe('reader');
    expect(refreshed).toEqual(['r1']);
    // The refreshed tokens last: no second refresh at the next check.
    clock = new Date(clock.getTime() + 34 * MINUTE);
    expect(await who(cookie)).toBe('reader');
    expect(refreshed).toEqual(['r1']);
  });

  it('takes the roles of the refreshed tokens, and keeps the stored ones when they carry none', async () => {
    await grantRole(store, 'reader', 'dataManager');
    const cookie = await start(40);
    const roles = async () => (await app.inject({ method: 'GET', url: '/roles', headers: { cookie } })).body;
    expect(await roles()).toBe('dataManager');
    const refresh = (granted: Awaited<ReturnType<TokenRefresher>> & object) => {
      answer = granted;
      clock = new Date(clock.getTime() + 34 * MINUTE);
    };
    const tokens = () => ({
      tokenExpiresAt: new Date(clock.getTime() + 35 * MINUTE).toISOString(),
      refreshToken: 'r2',
      idToken: null,
    });
    // Taken away at the issuer: gone here at the next refresh.
    refresh({ ...tokens(), roles: ['qa', 'staff'] });
    expect(await roles()).toBe('qa staff');
    expect((await listRoles(store))[0]).toBe('reader\treader@example.org\tqa, staff');
    refresh({ ...tokens(), roles: null });
    expect(await roles()).toBe('qa staff');
    refresh({ ...tokens(), roles: [] });
    expect(await roles()).toBe('');
    expect(refreshed).toHaveLength(3);
  });

  it('leaves tokens with more than 600 s alone', async () => {
    const cookie = await start(60);
    clock = new Date(clock.getTime() + 34 * MINUTE);
    expect(await who(cookie)).toBe('reader');
    expect(refreshed).toEqual([]);
  });

  it('ends the session when the issuer refuses the refresh', async () => {
    const cookie = await start(40);
    clock = new Date(clock.getTime() + 35 * MINUTE);
    const refused = await app.inject({ method: 'GET', url: '/who', headers: { cookie } });
    expect(refused.body).toBe('nobody');
    // The browser is told to forget the ended session.
    expect(refused.cookies.find((c) => c.name === 'trove_session')).toMatchObject({ value: '' });
    expect(await who(cookie)).toBe('nobody');
  });

  it('refuses a cookie that was not signed by this server', async () => {
    const cookie = await start(60);
    expect(await who(cookie.replace(/trove_session=[^;.]+/, 'trove_session=forged'))).toBe('nobody');
  });

  it('ends after 14 days without use, and slides while used', async () => {
    const cookie = await start(60 * 24 * 30);
    clock = new Date(clock.getTime() + 10 * 24 * 60 * MINUTE);
    expect(await who(cookie)).toBe('reader');
    clock = new Date(clock.getTime() + 10 * 24 * 60 * MINUTE);
    expect(await who(cookie)).toBe('reader');
    clock = new Date(clock.getTime() + 15 * 24 * 60 * MINUTE);
    expect(await who(cookie)).toBe('nobody');
  });

  it('sends the cookies again, unchanged in value and good for 14 more days, when the session slides', async () => {
    const cookie = await start(60 * 24 * 30);
    const cookiesOf = async () =>
      (await app.inject({ method: 'GET', url: '/who', headers: { cookie } })).cookies;
    clock = new Date(clock.getTime() + REFRESH_CHECK_MS - MINUTE);
    expect(await cookiesOf()).toEqual([]);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    const answer = await app.inject({ method: 'GET', url: '/who', headers: { cookie } });
    expect(answer.body).toBe('reader');
    const byName = Object.fromEntries(answer.cookies.map((c) => [c.name, c]));
    const sent = Object.fromEntries(cookie.split('; ').map((c) => c.split('=') as [string, string]));
    expect(byName.trove_session).toMatchObject({
      value: sent.trove_session,
      maxAge: SESSION_DAYS * 24 * 60 * 60,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(byName.trove_csrf).toMatchObject({ value: sent.trove_csrf, maxAge: SESSION_DAYS * 24 * 60 * 60 });
    // An answer that carries a session cookie is kept by no shared cache.
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a daily user signed in past 14 days through the renewed cookie', async () => {
    let cookie = await start(60 * 24 * 365);
    for (let day = 1; day <= 30; day++) {
      clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
      const answer = await app.inject({ method: 'GET', url: '/who', headers: { cookie } });
      expect(answer.body, `day ${day}`).toBe('reader');
      // Each day's first visit renews the cookie, so it never reaches its 14-day Max-Age.
      const renewed = answer.cookies.find((c) => c.name === 'trove_session');
      expect(renewed, `day ${day}`).toBeDefined();
      cookie = answer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    }
  });

  it('roles: grant, revoke and list with clear answers', async () => {
    expect(await listRoles(store)).toEqual(['No account holds a role.']);
    expect(await grantRole(store, 'reader', 'qa')).toBe('reader now has the role qa.');
    expect(await grantRole(store, 'reader', 'qa')).toBe('reader already has the role qa.');
    expect(await listRoles(store)).toEqual(['reader\treader@example.org\tqa']);
    expect(await revokeRole(store, 'READER@example.org', 'qa')).toBe('reader no longer has the role qa.');
    expect(await revokeRole(store, 'reader', 'qa')).toBe('reader does not have the role qa.');
  });
});
