import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURES_BEFORE_LOCK } from '../src/auth/account-service.ts';
import { grantRole } from '../src/auth/role-admin.ts';
import { buildApp } from '../src/app.ts';
import { SIGN_IN_PER_MINUTE } from '../src/routes/auth.routes.ts';
import { ORIGIN, Visitor } from './auth-visitor.ts';
import { TEST_CONFIG } from './helpers.ts';

const PASSWORD = 'correct horse battery';

describe.each(await storesUnderTest())(
  'accounts through the embedded OpenID Connect provider on %s',
  (dialect) => {
    let app: FastifyInstance;
    let store: Store;
    let log: string[];

    beforeEach(async () => {
      store = await createTestStore(dialect);
      log = [];
      app = await buildApp({
        store,
        searchEngine: null,
        config: TEST_CONFIG,
        logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
      });
    });
    afterEach(async () => {
      await app.close();
      await store.destroy();
    });

    const info = (visitor: Visitor) => visitor.send('GET', '/api/profile/info');

    it('signs up, keeps the session, shows the profile, logs out and logs in again', async () => {
      const visitor = new Visitor(app);
      const form = await visitor.openForm('signup', '/work/12?q=a');
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('<h1>Sign up to Trove</h1>');
      expect(form.body).toContain('<label for="email">E-mail address</label>');

      expect(form.body).toContain('<label for="username">User name</label>');
      const created = await visitor.submit(form, {
        email: 'Reader@Example.org',
        username: 'reader',
        displayName: 'A. Reader',
        password: PASSWORD,
      });
      expect(created.statusCode).toBe(303);
      expect(created.headers.location).toBe('/work/12?q=a');
      const session = created.cookies.find((c) => c.name === 'trove_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      expect(created.cookies.find((c) => c.name === 'trove_csrf')?.httpOnly).toBeFalsy();
      // The provider keeps its records in the store: the authorisation code was used once.
      const codes = await queryBuilderOf(store)
        .selectFrom('oidcPayload')
        .selectAll()
        .where('model', '=', 'AuthorizationCode')
        .execute();
      expect(codes).toHaveLength(1);
      expect(codes[0]?.consumedAt).not.toBeNull();

      const mine = await info(visitor);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({
        username: 'reader',
        displayName: 'A. Reader',
        email: 'reader@example.org',
        roles: [],
        notificationAlerts: 0,
      });
      expect(mine.headers['cache-control']).toContain('private');

      const anonymous = await app.inject({ method: 'GET', url: '/api/profile/info' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'unauthorised', message: MESSAGES.noPermission });

      const cookieBeforeLogout = visitor.cookieHeader();
      const out = await visitor.send('GET', '/auth/logout?backurl=%2Fsearch');
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/search');
      expect((await info(visitor)).statusCode).toBe(401);
      // The row is gone, not just the cookie: the old cookie no longer works either.
      const replay = await app.inject({
        method: 'GET',
        url: '/api/profile/info',
        headers: { cookie: cookieBeforeLogout },
      });
      expect(replay.statusCode).toBe(401);

      // Logging in asks for the password again, and comes back where the visitor was.
      const back = await visitor.logIn('reader@example.org', PASSWORD, '/work/12');
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/work/12');
      expect((await info(visitor)).json()).toMatchObject({ username: 'reader' });

      const api = await visitor.send('GET', '/api/profile/logout');
      expect(api.json()).toEqual({ loggedOut: true });
      expect((await info(visitor)).statusCode).toBe(401);
    });

    it('switches between the sign-in and sign-up forms within one sign-in', async () => {
      const visitor = new Visitor(app);
      const login = await visitor.openForm('login', '/');
      const toSignUp = /href="(\/auth\/interaction\/[^"]+\?form=signup)"/.exec(login.body)?.[1];
      expect(toSignUp).toBeTruthy();
      const signUpForm = await visitor.send('GET', toSignUp ?? '');
      expect(signUpForm.body).toContain('Sign up to Trove');
      const done = await visitor.submit(signUpForm, {
        email: 'b@example.org',
        username: 'bee',
        displayName: 'B',
        password: PASSWORD,
      });
      expect(done.headers.location).toBe('/');
      expect((await info(visitor)).json()).toMatchObject({ username: 'bee' });
    });

    it('refuses a second account with the same e-mail and a short password, with messages on the form', async () => {
      await new Visitor(app).signUp('reader@example.org', PASSWORD);
      const again = await new Visitor(app).signUp('READER@example.org', PASSWORD);
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('An account with this e-mail address already exists.');
      const short = await new Visitor(app).signUp('c@example.org', 'short');
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain('role="alert"');
      expect(short.body).toContain('aria-invalid="true"');
      expect(short.body).toContain('The password must be at least 10 characters long.');
    });

    it('refuses a wrong password, and pauses the account after repeated failures', async () => {
      await new Visitor(app).signUp('reader@example.org', PASSWORD);
      const visitor = new Visitor(app);
      const wrong = await visitor.logIn('reader', 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('The e-mail address, user name or password is not correct.');
      expect(visitor.jar.has('trove_session')).toBe(false);
      let page = wrong;
      for (let i = 1; i < FAILURES_BEFORE_LOCK; i++)
        page = await visitor.submit(page, { login: 'reader', password: 'nope nope nope' });
      const locked = await visitor.submit(page, { login: 'reader', password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.body).toContain('sign-in to this account is paused');
    });

    it('limits sign-in attempts from one address', async () => {
      const visitor = new Visitor(app);
      let page = await visitor.openForm('login', '/');
      const answers: number[] = [];
      for (let i = 0; i <= SIGN_IN_PER_MINUTE; i++) {
        const next = await visitor.submit(page, { login: 'nobody', password: 'whatever it is' });
        answers.push(next.statusCode);
        if (next.statusCode === 401) page = next;
      }
      expect(answers.slice(0, SIGN_IN_PER_MINUTE).every((s) => s === 401)).toBe(true);
      expect(answers.at(-1)).toBe(429);
      const limited = await visitor.submit(page, { login: 'nobody', password: 'whatever it is' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toContain('text/html');
      expect(limited.body).toContain('<h1>Too many attempts</h1>');
      expect(limited.body).toMatch(/Too many sign-in attempts from your address: try again in \d+ seconds\./);
      expect(limited.body).toContain('<a href="/auth/login">');
    });

    it('refuses backurls that would leave the site, on a page with a way to start again', async () => {
      const visitor = new Visitor(app);
      for (const backurl of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const get = await visitor.send('GET', `/auth/login?backurl=${encodeURIComponent(backurl)}`);
        expect(get.statusCode, backurl).toBe(400);
        expect(get.headers['content-type']).toContain('text/html');
        expect(get.body).toContain('The address to come back to must be a page of this site.');
        expect(get.body).toContain('<a href="/auth/login">');
        expect(get.headers.location).toBeUndefined();
      }
      const signUp = await visitor.send('GET', '/auth/signup?backurl=https%3A%2F%2Fevil.example');
      expect(signUp.statusCode).toBe(400);
      expect(signUp.body).toContain('<a href="/auth/signup">');
    });

    it('logs out even with a backurl that would leave the site, and goes home', async () => {
      const visitor = new Visitor(app);
      await visitor.signUp('reader@example.org', PASSWORD);
      expect((await info(visitor)).statusCode).toBe(200);
      const cookie = visitor.cookieHeader();
      const out = await visitor.send('GET', '/auth/logout?backurl=%2F%2Fevil.example');
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/');
      const replay = await app.inject({ method: 'GET', url: '/api/profile/info', headers: { cookie } });
      expect(replay.statusCode).toBe(401);
    });

    it('refuses state-changing calls of a session without the CSRF token or from another site', async () => {
      const visitor = new Visitor(app);
      await visitor.signUp('reader@example.org', PASSWORD);
      const token = visitor.jar.get('trove_csrf') ?? '';
      expect(token).not.toBe('');
      const call = (headers: Record<string, string>) => visitor.send('POST', '/api/tag', { headers });
      const noToken = await call({ origin: ORIGIN });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().error).toBe('csrf');
      expect((await call({ origin: 'https://evil.example', 'x-csrf-token': token })).statusCode).toBe(403);
      expect((await call({ 'x-csrf-token': token })).statusCode).toBe(403);
      expect((await call({ origin: ORIGIN, 'x-csrf-token': 'guess' })).statusCode).toBe(403);
      // With both, the guard lets the call through to the tag call, which refuses its empty body.
      const through = await call({ origin: ORIGIN, 'x-csrf-token': token });
      expect(through.statusCode).toBe(400);
      expect(through.json().error).toBe('validation');
      // Anonymous calls are checked by Origin only.
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/tag',
        headers: { origin: 'https://evil.example' },
      });
      expect(anonymous.statusCode).toBe(403);
      // The sign-in forms accept posts from this site only.
      const other = new Visitor(app);
      const page = await other.openForm('login', '/');
      const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const foreign = await other.send('POST', action, {
        form: { login: 'reader', password: PASSWORD },
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers['content-type']).toContain('text/html');
      expect(foreign.body).toContain('The form was sent from another site, so it was not accepted.');
      expect(foreign.body).toContain('<a href="/auth/login">');
    });

    it('shows roles granted by the command-line tool, and public profiles', async () => {
      const visitor = new Visitor(app);
      await visitor.signUp('reader@example.org', PASSWORD);
      expect(await grantRole(store, 'reader@example.org', 'dataManager')).toBe(
        'reader now has the role dataManager.',
      );
      await expect(grantRole(store, 'reader', 'wizard')).rejects.toThrow("'wizard' is not a role.");
      await expect(grantRole(store, 'nobody', 'qa')).rejects.toThrow(
        "No account has the user name or e-mail address 'nobody'.",
      );
      expect((await info(visitor)).json()).toMatchObject({ roles: ['dataManager'] });

      const open = await app.inject({ method: 'GET', url: '/api/profile/reader' });
      expect(open.json()).toMatchObject({ username: 'reader', displayName: 'A. Reader' });
      expect(open.json()).not.toHaveProperty('email');
      expect((await app.inject({ method: 'GET', url: '/api/profile/nobody' })).statusCode).toBe(404);
    });

    it('finds user names whatever their case, and refuses a blank one clearly', async () => {
      await new Visitor(app).signUp('reader@example.org', PASSWORD);
      const shouted = await app.inject({ method: 'GET', url: '/api/profile/READER' });
      expect(shouted.statusCode).toBe(200);
      expect(shouted.json()).toMatchObject({ username: 'reader' });
      for (const url of [
        '/api/tag/user/Reader',
        '/api/annotation/user/Reader',
        '/api/list/summary/user/Reader',
      ])
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const visitor = new Visitor(app);
      expect((await visitor.logIn('Reader', PASSWORD)).statusCode).toBe(303);
      expect((await info(visitor)).json()).toMatchObject({ username: 'reader' });

      for (const url of ['/api/profile/%20', '/api/tag/user/%20%20', '/api/list/summary/user/%20']) {
        const blank = await app.inject({ method: 'GET', url });
        expect(blank.statusCode, url).toBe(400);
        expect(blank.json().message, url).toBe('A user name must not be blank.');
        expect(blank.json().details[0].path, url).toMatch(/^\/(username|user)$/);
      }
    });

    it('writes a password-reset link to the log and lets the new password sign in', async () => {
      const visitor = new Visitor(app);
      await visitor.signUp('reader@example.org', PASSWORD);
      const asked = await visitor.send('POST', '/auth/reset', { form: { email: 'reader@example.org' } });
      expect(asked.body).toContain('If an account has this e-mail address');
      const link = log.map((l) => /auth\/reset\/([\w-]+)/.exec(l)?.[1]).find(Boolean);
      expect(link).toBeTruthy();
      const page = await visitor.send('GET', `/auth/reset/${link}`);
      expect(page.body).toContain('New password');
      const changed = await visitor.submit(page, { password: 'a brand new secret' });
      expect(changed.body).toContain('Your password has been changed.');
      // Every session of the account ended with the reset.
      expect((await info(visitor)).statusCode).toBe(401);
      expect((await new Visitor(app).logIn('reader', 'a brand new secret')).statusCode).toBe(303);
      const reused = await visitor.submit(page, { password: 'yet another secret' });
      expect(reused.body).toContain('This reset link has expired or was already used.');
    });

    it('describes the embedded provider in kcInit and publishes its discovery document', async () => {
      const kc = await app.inject({ method: 'GET', url: '/api/configuration/kcInit' });
      expect(kc.json()).toEqual({
        url: `${ORIGIN}/auth`,
        realm: 'Trove',
        redirectUri: `${ORIGIN}/auth/callback`,
        kcAuthUrl: `${ORIGIN}/auth/auth`,
      });
      const discovery = await app.inject({
        method: 'GET',
        url: '/auth/.well-known/openid-configuration',
        headers: { host: 'localhost:3000' },
      });
      expect(discovery.json()).toMatchObject({
        issuer: `${ORIGIN}/auth`,
        authorization_endpoint: `${ORIGIN}/auth/auth`,
        code_challenge_methods_supported: ['S256'],
      });
    });

    it('lists the profile calls and kcInit in the OpenAPI document', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, unknown>;
      }>();
      for (const path of [
        '/api/configuration/kcInit',
        '/api/profile/info',
        '/api/profile/logout',
        '/api/profile/{username}',
      ])
        expect(doc.paths, path).toHaveProperty([path]);
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/auth'))).toBe(false);
    });

    it('starts sign-in on PUBLIC_URL when reached under another host name, once', async () => {
      const elsewhere = await app.inject({
        method: 'GET',
        url: '/auth/login?backurl=%2Fsearch',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(elsewhere.statusCode).toBe(303);
      expect(elsewhere.headers.location).toBe(`${ORIGIN}/auth/login?backurl=%2Fsearch&moved=1`);
      const again = await app.inject({
        method: 'GET',
        url: '/auth/login?backurl=%2Fsearch&moved=1',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(again.headers.location).toMatch(new RegExp(`^${ORIGIN}/auth/auth\\?`));
    });

    it('refuses a callback without the sign-in it belongs to, on a page', async () => {
      const visitor = new Visitor(app);
      const stray = await visitor.send('GET', '/auth/callback?code=abc&state=def');
      expect(stray.statusCode).toBe(400);
      expect(stray.headers['content-type']).toContain('text/html');
      expect(stray.body).toContain('<h1>Your sign-in has expired</h1>');
      expect(stray.body).toContain('The sign-in took too long or was started elsewhere.');
      expect(stray.body).toContain('<a href="/auth/login">');
    });
  },
);
