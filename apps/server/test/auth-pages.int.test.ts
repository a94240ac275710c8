import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURES_BEFORE_LOCK, LOCK_MINUTES, SIGN_IN_FAILED } from '../src/auth/account-service.ts';
import { buildApp } from '../src/app.ts';
import { PASSWORD, Visitor } from './auth-visitor.ts';
import { TEST_CONFIG } from './helpers.ts';

const MINUTE = 60_000;
const EMAIL = 'reader@example.org';

const titleOf = (page: LightMyRequestResponse) => /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
const summaryOf = (page: LightMyRequestResponse) => /<div class="summary"[^>]*>/.exec(page.body)?.[0];

describe.each(await storesUnderTest())('the sign-in and password pages on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;
  let log: string[];
  let clock: Date;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    log = [];
    clock = new Date();
    app = await buildApp({
      store,
      searchEngine: null,
      config: TEST_CONFIG,
      now: () => clock,
      logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /** Asks for a reset link and answers the token the log shows. */
  async function resetToken(visitor: Visitor): Promise<string> {
    await visitor.send('POST', '/auth/reset', { form: { email: EMAIL } });
    const token = log.map((l) => /auth\/reset\/([\w-]+)/.exec(l)?.[1]).findLast(Boolean);
    expect(token).toBeTruthy();
    return token ?? '';
  }

  describe('after a failed post', () => {
    it('starts the title with "Error: " and puts focus on the error summary, without script', async () => {
      const visitor = new Visitor(app);
      const form = await visitor.openForm('login', '/');
      expect(titleOf(form)).toBe('Log in to Trove | Trove');
      expect(form.body).not.toContain('autofocus');
      const wrong = await visitor.submit(form, { login: 'nobody', password: 'not it at all' });
      expect(wrong.statusCode).toBe(401);
      expect(titleOf(wrong)).toBe('Error: Log in to Trove | Trove');
      expect(summaryOf(wrong)).toBe('<div class="summary" role="alert" tabindex="-1" autofocus>');
      expect(wrong.body).not.toContain('<script');

      const signUp = await new Visitor(app).signUp('not an address', 'short');
      expect(signUp.statusCode).toBe(400);
      expect(titleOf(signUp)).toBe('Error: Sign up to Trove | Trove');
      expect(summaryOf(signUp)).toContain('autofocus');
    });
  });

  describe('password reset', () => {
    beforeEach(async () => {
      await new Visitor(app).signUp(EMAIL, PASSWORD);
    });

    it('gives the request page and the set-password page titles of their own', async () => {
      const visitor = new Visitor(app);
      const request = await visitor.send('GET', '/auth/reset');
      expect(titleOf(request)).toBe('Forgotten your password? | Trove');
      const set = await visitor.send('GET', `/auth/reset/${await resetToken(visitor)}`);
      expect(set.statusCode).toBe(200);
      expect(titleOf(set)).toBe('Choose a new password | Trove');
    });

    it('refuses the e-mail address as the new password, on the field, and keeps the link usable', async () => {
      const visitor = new Visitor(app);
      const page = await visitor.send('GET', `/auth/reset/${await resetToken(visitor)}`);
      const refused = await visitor.submit(page, { password: 'Reader@Example.org' });
      expect(refused.statusCode).toBe(400);
      expect(titleOf(refused)).toBe('Error: Choose a new password | Trove');
      expect(refused.body).toContain(
        '<p class="error" id="password-error">The password must not be your e-mail address.</p>',
      );
      expect(refused.body).toMatch(/<input id="password"[^>]*aria-invalid="true"/);
      const short = await visitor.submit(refused, { password: 'short' });
      expect(short.body).toContain('The password must be at least 10 characters long.');
      const changed = await visitor.submit(short, { password: 'a brand new secret' });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('Your password has been changed.');
    });

    it('says an unknown, used or expired link no longer works, with a link to ask for a new one', async () => {
      const visitor = new Visitor(app);
      const expectDead = (page: LightMyRequestResponse) => {
        expect(page.statusCode).toBe(410);
        expect(page.body).toContain('This reset link has expired or was already used.');
        expect(page.body).toContain('<a href="/auth/reset">Ask for a new one.</a>');
        expect(page.body).not.toContain('<form');
      };
      expectDead(await visitor.send('GET', '/auth/reset/not-a-token'));

      const used = await resetToken(visitor);
      const page = await visitor.send('GET', `/auth/reset/${used}`);
      await visitor.submit(page, { password: 'a brand new secret' });
      expectDead(await visitor.send('GET', `/auth/reset/${used}`));
      expectDead(await visitor.submit(page, { password: 'yet another secret' }));

      const late = await resetToken(visitor);
      clock = new Date(clock.getTime() + 2 * 60 * MINUTE + 1000);
      expectDead(await visitor.send('GET', `/auth/reset/${late}`));
    });
  });

  describe('a paused account', () => {
    beforeEach(async () => {
      await new Visitor(app).signUp(EMAIL, PASSWORD);
      const visitor = new Visitor(app);
      for (let i = 0; i < FAILURES_BEFORE_LOCK; i++)
        expect((await visitor.logIn('reader', 'not the password')).statusCode).toBe(401);
    });

    it('answers a wrong password as for any account, revealing neither the account nor the pause', async () => {
      const paused = await new Visitor(app).logIn('reader', 'still not it');
      const nobody = await new Visitor(app).logIn('nobody', 'still not it');
      for (const page of [paused, nobody]) {
        expect(page.statusCode).toBe(401);
        expect(page.body).toContain(SIGN_IN_FAILED);
        expect(page.body).not.toContain('paused');
      }
    });

    it('tells the right password the minutes really left, then lets it in', async () => {
      const first = await new Visitor(app).logIn('reader', PASSWORD);
      expect(first.statusCode).toBe(429);
      expect(first.body).toContain(`sign-in to this account is paused for ${LOCK_MINUTES} minutes.`);
      expect(Number(first.headers['retry-after'])).toBe(LOCK_MINUTES * 60);
      clock = new Date(clock.getTime() + 6 * MINUTE);
      const later = await new Visitor(app).logIn('reader', PASSWORD);
      expect(later.body).toContain(`paused for ${LOCK_MINUTES - 6} minutes.`);
      clock = new Date(clock.getTime() + (LOCK_MINUTES - 6) * MINUTE - 30_000);
      expect((await new Visitor(app).logIn('reader', PASSWORD)).body).toContain('paused for 1 minute.');
      clock = new Date(clock.getTime() + 30_000);
      expect((await new Visitor(app).logIn('reader', PASSWORD)).statusCode).toBe(303);
    });
  });

  describe('problems on the sign-in pages', () => {
    it('shows an unknown or finished sign-in as a page with a way to start again', async () => {
      const bogus = await new Visitor(app).send('GET', '/auth/interaction/bogus');
      expect(bogus.statusCode).toBe(400);
      expect(bogus.headers['content-type']).toContain('text/html');
      expect(titleOf(bogus)).toBe('Error: Your sign-in has expired | Trove');
      expect(bogus.body).toContain('The sign-in took too long or was started elsewhere.');
      expect(bogus.body).toContain('<a href="/auth/login">Start again: log in</a>');
      expect(bogus.headers['cache-control']).toBe('no-store');
      const post = await new Visitor(app).send('POST', '/auth/interaction/bogus/login', {
        form: { login: 'a', password: 'b' },
      });
      expect(post.statusCode).toBe(400);
      expect(post.body).toContain('Your sign-in has expired');
    });

    it("shows the provider's own errors on the same kind of page", async () => {
      const stray = await new Visitor(app).send('GET', '/auth/auth?client_id=nobody&response_type=code');
      expect(stray.statusCode).toBe(400);
      expect(titleOf(stray)).toBe('Error: Sign-in problem | Trove');
      expect(stray.body).toContain('<a href="/auth/login">Start again: log in</a>');
    });

    it('refuses a reset form posted from another site on a page', async () => {
      const foreign = await new Visitor(app).send('POST', '/auth/reset', {
        form: { email: EMAIL },
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers['content-type']).toContain('text/html');
      expect(foreign.body).toContain('<a href="/auth/reset">');
    });
  });
});
