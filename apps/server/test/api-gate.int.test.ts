import { API_GATE_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import {
  anotherConnectionTo,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import { installErrorHandling } from '../src/http/error-handler.ts';
import { apiKeyOf, installApiKeyGate } from '../src/http/api-key-gate.ts';
import type { ApiKeySettings } from '../src/services/api-keys/api-key-settings.ts';
import { issuedApiKey } from './api-key-builders.ts';
import { TEST_CONFIG } from './helpers.ts';

/**
 * The public API's gate (issue 18 §2, ADR 050) on a tiny route registered here, as the lead
 * applies it to /v3 and /oai: which key is wrong and why (403), the quota windows of every
 * suffix, 429 with Retry-After naming the limit, the keyless allowance by address, and two
 * instances over one database sharing one count.
 */

/** A clock the test moves; every instance reads it. */
const clock = { now: new Date('2027-03-10T12:00:00.250Z') };

async function gatedApp(store: Store, apiKeys: Partial<ApiKeySettings> = {}): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  installErrorHandling(app);
  // Without a keyless allowance unless the test gives one: a key is required.
  const config: ServerConfig = { ...TEST_CONFIG, apiKeys: { keylessQuota: null, ...apiKeys } };
  const deps = { store, config, search: { current: null }, now: () => clock.now };
  await app.register(
    async (v3) => {
      installApiKeyGate(v3, deps, { addressSecret: 'a secret for the addresses of tests' });
      v3.get('/ping', async (request) => ({ ok: true, key: apiKeyOf(request) ?? null }));
    },
    { prefix: '/v3' },
  );
  return app;
}

describe.each(await storesUnderTest())('the API key gate on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await gatedApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  /** A reader with a key of this quota: the whole key. */
  const keyWithQuota = (quota: string) => issuedApiKey(store, { quota, now: () => clock.now });
  const ping = (headers: Record<string, string> = {}, query = '', on = app) =>
    on.inject({ method: 'GET', url: `/v3/ping${query}`, headers });

  it('refuses a request without a key, saying how to send one', async () => {
    const res = await ping();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'api_key_missing', message: API_GATE_MESSAGES.missing });
  });

  it('refuses a wrong key, and takes a right one from the header or key=', async () => {
    const { key, id } = await keyWithQuota('1000/d');
    expect((await ping({ 'x-api-key': `${key}x` })).json()).toMatchObject({
      error: 'api_key_invalid',
      message: API_GATE_MESSAGES.unknown,
    });
    const byHeader = await ping({ 'x-api-key': key });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toMatchObject({ key: { id } });
    expect((await ping({}, `?key=${encodeURIComponent(key)}&q=x`)).statusCode).toBe(200);
  });

  it('refuses an expired key with its expiry date, and a deactivated one as deactivated', async () => {
    const expired = await keyWithQuota('1000/d');
    await queryBuilderOf(store)
      .updateTable('apiKey')
      .set({ expiresAt: '2027-03-01T00:00:00.000Z' })
      .where('id', '=', expired.id)
      .execute();
    const answer = await ping({ 'x-api-key': expired.key });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: 'api_key_expired',
      message: API_GATE_MESSAGES.expired('01 Mar 2027'),
    });

    const deactivated = await keyWithQuota('1000/d');
    await store.apiKeys.deactivateApiKey(deactivated.id, {
      by: null,
      at: clock.now.toISOString(),
      reason: 'Abuse.',
    });
    expect((await ping({ 'x-api-key': deactivated.key })).json()).toEqual({
      error: 'api_key_deactivated',
      message: API_GATE_MESSAGES.deactivated,
    });
  });

  it.each([
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1_000],
    ['u', 100],
    ['p', 10],
  ] as const)(
    'counts a quota per %s in windows of its length, and answers 429 with Retry-After',
    async (unit, ms) => {
      const start = Math.floor(Date.parse('2027-03-10T12:00:00.250Z') / ms) * ms;
      clock.now = new Date(start);
      const { key } = await keyWithQuota(`2/${unit}`);
      expect((await ping({ 'x-api-key': key })).statusCode).toBe(200);
      expect((await ping({ 'x-api-key': key })).statusCode).toBe(200);
      const refused = await ping({ 'x-api-key': key });
      expect(refused.statusCode).toBe(429);
      const seconds = Math.max(1, Math.ceil(ms / 1000));
      expect(refused.headers['retry-after']).toBe(String(seconds));
      const words = {
        d: 'a day',
        h: 'an hour',
        m: 'a minute',
        s: 'a second',
        u: 'every 100 milliseconds',
        p: 'every 10 milliseconds',
      }[unit];
      expect(refused.json()).toMatchObject({
        error: 'quota_exceeded',
        message: API_GATE_MESSAGES.quota(`2 requests ${words}`, seconds),
      });
      // The next window begins afresh.
      clock.now = new Date(start + ms);
      expect((await ping({ 'x-api-key': key })).statusCode).toBe(200);
    },
  );

  it('keeps every limit of a combined quota, the longest window deciding Retry-After', async () => {
    clock.now = new Date('2027-03-10T23:59:00.000Z');
    const { key } = await keyWithQuota('3/d,2/s');
    expect((await ping({ 'x-api-key': key })).statusCode).toBe(200);
    expect((await ping({ 'x-api-key': key })).statusCode).toBe(200);
    expect((await ping({ 'x-api-key': key })).headers['retry-after']).toBe('1');
    clock.now = new Date('2027-03-10T23:59:01.000Z');
    const daily = await ping({ 'x-api-key': key });
    expect(daily.statusCode).toBe(429);
    expect(daily.headers['retry-after']).toBe('59');
    expect(daily.json<{ message: string }>().message).toContain('3 requests a day');
  });

  it("shows its owner today's use against the quota", async () => {
    clock.now = new Date('2027-03-11T08:00:00.000Z');
    const { key, id } = await keyWithQuota('100/d');
    for (let i = 0; i < 3; i += 1) await ping({ 'x-api-key': key });
    const row = await store.apiKeys.apiKeyById(id);
    const deps = { store, config: TEST_CONFIG, search: { current: null }, now: () => clock.now };
    const { apiDetails } = await (
      await import('../src/services/api-keys/api-keys.service.ts')
    ).profileApiFields(deps, row?.userId ?? 0, true);
    expect(apiDetails?.usage).toEqual({ today: 3, dailyLimit: 100 });
  });

  it('lets keyless requests through within the allowance of their address, when one is configured', async () => {
    clock.now = new Date('2027-03-12T08:00:00.000Z');
    const open = await gatedApp(store, { keylessQuota: '2/h' });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      expect((await ping(from('192.0.2.1'), '', open)).statusCode).toBe(200);
      expect((await ping(from('192.0.2.1'), '', open)).statusCode).toBe(200);
      const refused = await ping(from('192.0.2.1'), '', open);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.json()).toMatchObject({
        error: 'keyless_quota_exceeded',
        message: API_GATE_MESSAGES.keyless('2 requests an hour', 3600),
      });
      expect((await ping(from('192.0.2.2'), '', open)).statusCode).toBe(200);
      // The address itself is never stored.
      const subjects = await queryBuilderOf(store).selectFrom('apiUsage').select('subject').execute();
      expect(JSON.stringify(subjects)).not.toContain('192.0.2');
    } finally {
      await open.close();
    }
  });

  it('shares one quota between two instances over one database', async () => {
    clock.now = new Date('2027-03-13T08:00:00.000Z');
    const second = anotherConnectionTo(store);
    const other = await gatedApp(second);
    try {
      const { key } = await keyWithQuota('4/m');
      const answers = await Promise.all(
        [app, other, app, other, app, other].map((instance) => ping({ 'x-api-key': key }, '', instance)),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await other.close();
      await second.destroy();
    }
  });
});
