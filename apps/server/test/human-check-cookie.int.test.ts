import { ApiErrorSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { HUMAN_COOKIE, HUMAN_HOURS } from '../src/http/human-check.ts';
import { TEST_CONFIG } from './helpers.ts';
import { humanCookie, humanCookieValue, solvedPayload } from './human-check.ts';

const HOUR = 60 * 60 * 1000;

describe.each(await storesUnderTest())('the human check and its cookie on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let clock: Date;

  beforeEach(async () => {
    store = await createTestStore(dialect);
    clock = new Date();
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, now: () => clock });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const statusWith = async (value: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/captcha/status',
        headers: { cookie: `${HUMAN_COOKIE}=${value}` },
      })
    ).json<{ isHuman: boolean }>().isHuman;

  it('gives every solve a cookie of its own', async () => {
    const first = await humanCookieValue(app);
    const second = await humanCookieValue(app);
    expect(first).not.toBe(second);
    expect(await statusWith(first)).toBe(true);
    expect(await statusWith(second)).toBe(true);
  });

  it(`stops counting a copied cookie after ${HUMAN_HOURS} hours, on the server's clock`, async () => {
    const cookie = await humanCookieValue(app);
    clock = new Date(clock.getTime() + (HUMAN_HOURS * HOUR) / 2);
    expect(await statusWith(cookie)).toBe(true);
    clock = new Date(clock.getTime() + HUMAN_HOURS * HOUR);
    expect(await statusWith(cookie)).toBe(false);
    // An expired cookie no longer lets an anonymous visitor add a public tag either.
    const tag = await app.inject({
      method: 'POST',
      url: '/api/tag',
      headers: { cookie: `${HUMAN_COOKIE}=${cookie}` },
      payload: { targets: [{ type: 'work', id: 1 }], tags: [{ content: 'late', priv: false }] },
    });
    expect(tag.statusCode).toBe(403);
    expect(tag.json().error).toBe('human_check');
  });

  it('refuses a cookie whose expiry was changed, and the old fixed value', async () => {
    const cookie = await humanCookieValue(app);
    const [id, expires, signature] = cookie.split('.');
    const later = `${id}.${Number(expires) + 3600}.${signature}`;
    expect(await statusWith(later)).toBe(false);
    expect(await statusWith('altcha-verified')).toBe(false);
  });

  const verify = (payload: object) => app.inject({ method: 'POST', url: '/api/captcha/verify', payload });

  it('says an anonymous browser is not human until it solves a challenge, then that it is', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/captcha/status' })).json()).toEqual({
      isHuman: false,
    });
    const cookie = await humanCookie(app);
    const status = await app.inject({ method: 'GET', url: '/api/captcha/status', headers: { cookie } });
    expect(status.json()).toEqual({ isHuman: true });
  });

  it('refuses a replayed payload, a forged one and a forged cookie', async () => {
    const payload = await solvedPayload(app);
    expect((await verify({ recaptchaResponse: payload })).statusCode).toBe(200);
    const replay = await verify({ recaptchaResponse: payload });
    expect(replay.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(replay.json()).error).toBe('invalid_captcha');

    const decoded = JSON.parse(Buffer.from(await solvedPayload(app), 'base64').toString());
    decoded.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await verify({ recaptchaResponse: forged })).statusCode).toBe(400);
    expect((await verify({ recaptchaResponse: 'not base64 json' })).statusCode).toBe(400);

    const fake = await app.inject({
      method: 'GET',
      url: '/api/captcha/status',
      headers: { cookie: 'trove_human=altcha-verified' },
    });
    expect(fake.json()).toEqual({ isHuman: false });
  });
});
