import type { SupportingPage } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../src/content/seed.ts';
import { testApp } from './helpers.ts';

/** Issue 18 §2: the published API terms at /about/api-terms say what the code enforces (ADR 050). */
describe.each(await storesUnderTest())('the API terms on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedConfiguration(store);
    app = await testApp(store, { config: { apiKeys: { noticeMonths: 9 } } });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('promises 12-month renewable keys, a reason for every deactivation, and the configured notice period', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/supporting/api-terms/configuration' });
    expect(answer.statusCode).toBe(200);
    const page = answer.json<SupportingPage>();
    const text = page.sections.map((s) => `${s.title}: ${s.body}`).join('\n');
    expect(page.title).toBe('API terms of use');
    expect(text).toContain('A key lives for 12 months');
    expect(text).toContain('<strong>Renew my API Key</strong>');
    expect(text).toContain('We never deactivate a key without a reason');
    expect(text).toContain('at least 9 months before it takes effect');
    expect(text).toContain('a response is typically given within 3 business days');
    expect(text).not.toContain('{noticePeriod}');
  });
});
