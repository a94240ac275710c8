import {
  API_KEY_MESSAGES,
  type ApiKeyApplications,
  type ApiKeyResult,
  type NotificationPage,
  type ProfileInfo,
  addMonths,
  formatExpiryDate,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';
import { hashApiKey } from '../src/services/api-keys/api-key-secret.ts';

/**
 * A reader's API key from the Developers tab's calls (issue 18 §2; spec 03 §3, §4, §5, §7;
 * ADR 050): applying with the spec's messages, the key shown once and stored only as a hash,
 * states C, E and Z, 'expiring soon', renewal, deletion, and a commercial application approved or
 * declined by a data manager with its owner told.
 */

const APPLICATION = {
  purpose: 'Harvesting newspaper articles about floods for a research notebook.',
  contact: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '+61 2 6262 1111',
};

type Answer<T> = { status: number; body: T & { error?: string; message?: string; details?: unknown } };

describe.each(await storesUnderTest())('API keys on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let manager: Visitor;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    manager = await signedUpVisitor(app, store, 'keeper@example.org', 'dataManager');
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const call = async <T = ApiKeyResult>(
    visitor: Visitor | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Answer<T>> => {
    const res = await browserCall(app, visitor, method, url, payload);
    return { status: res.statusCode, body: res.json() };
  };
  const info = async (visitor: Visitor) =>
    (await call<ProfileInfo>(visitor, 'GET', '/api/profile/info')).body;
  const keyRow = (username: string) =>
    queryBuilderOf(store)
      .selectFrom('apiKey')
      .innerJoin('userAccount', 'userAccount.id', 'apiKey.userId')
      .selectAll('apiKey')
      .where('userAccount.username', '=', username)
      .executeTakeFirstOrThrow();
  const setExpiry = (username: string, expiresAt: string) =>
    keyRow(username).then((row) =>
      queryBuilderOf(store).updateTable('apiKey').set({ expiresAt }).where('id', '=', row.id).execute(),
    );

  it("refuses an application without what spec 03 §5 requires, in the spec's words", async () => {
    const reader = await signedUpVisitor(app, store, 'hasty@example.org');
    const answer = await call(reader, 'PUT', '/api/profile/api', { purpose: '', email: 'not an address' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(API_KEY_MESSAGES.purpose);
    expect(answer.body.details).toMatchObject({
      problems: [
        { field: 'purpose', message: API_KEY_MESSAGES.purpose },
        { field: 'contact', message: 'Please enter a name' },
        { field: 'email', message: 'Please enter an email address' },
        { field: 'phone', message: 'Please enter a phone number' },
      ],
    });
    const tooLong = await call(reader, 'PUT', '/api/profile/api', {
      ...APPLICATION,
      purpose: 'x'.repeat(2001),
    });
    expect(tooLong.body.message).toBe('Please tell us what you are going to use the API for');
    expect((await info(reader)).hasAPIKey).toBe(false);
  });

  it('issues a non-commercial key at once, shows it once, and keeps only its hash', async () => {
    const ada = await signedUpVisitor(app, store, 'ada@example.org');
    const applied = await call(ada, 'PUT', '/api/profile/api', { ...APPLICATION, commercial: 'N' });
    expect(applied.status).toBe(200);
    const key = applied.body.issuedKey ?? '';
    expect(key).toMatch(/^trv_[A-Za-z0-9_-]{43}$/);
    expect(applied.body.apiDetails).toMatchObject({
      keyStatus: 'C',
      stage: 'issued',
      commercial: 'N',
      expiringSoon: false,
      purpose: APPLICATION.purpose,
      key: `${key.slice(0, 10)}…`,
      expiryDate: formatExpiryDate(addMonths(new Date().toISOString(), 12)),
      usage: { today: 0, dailyLimit: 20000 },
    });
    const row = await keyRow('ada');
    expect(row.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(10));
    // The profile info carries the details, never the whole key again.
    const profile = await info(ada);
    expect(profile.hasAPIKey).toBe(true);
    expect(profile.apiDetails?.key).toBe(`${key.slice(0, 10)}…`);
    expect(JSON.stringify(profile)).not.toContain(key);
    // Nobody else learns of it.
    const other = await call<{ hasAPIKey: boolean; apiDetails: unknown }>(manager, 'GET', '/api/profile/ada');
    expect(other.body).toMatchObject({ hasAPIKey: false, apiDetails: null });
    // A second application is refused; details may change (the kind may not).
    expect(
      (await call(ada, 'PUT', '/api/profile/api', { organisation: 'Analytical Engines' })).body,
    ).toMatchObject({
      apiDetails: { organisation: 'Analytical Engines', contact: 'Ada Lovelace' },
      issuedKey: null,
    });
    expect((await call(ada, 'PUT', '/api/profile/api', { commercial: 'Y' })).body.message).toBe(
      API_KEY_MESSAGES.kindFixed,
    );
  });

  it('renews only when expiring soon or expired, by 12 months, and shows E once expired', async () => {
    const bo = await signedUpVisitor(app, store, 'bonnie@example.org');
    await call(bo, 'PUT', '/api/profile/api', APPLICATION);
    const early = await call(bo, 'POST', '/api/profile/api/extend');
    expect(early).toMatchObject({ status: 409, body: { message: API_KEY_MESSAGES.notRenewableYet } });

    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString();
    await setExpiry('bonnie', soon);
    expect((await info(bo)).apiDetails).toMatchObject({ keyStatus: 'C', expiringSoon: true });
    const renewed = await call(bo, 'POST', '/api/profile/api/extend');
    expect(renewed.status).toBe(200);
    expect(renewed.body.apiDetails).toMatchObject({
      expiringSoon: false,
      expiryDate: formatExpiryDate(addMonths(soon, 12)),
    });

    await setExpiry('bonnie', new Date(Date.now() - 86_400_000).toISOString());
    expect((await info(bo)).apiDetails).toMatchObject({ keyStatus: 'E', expiringSoon: false });
    const reactivated = await call(bo, 'POST', '/api/profile/api/extend');
    expect(reactivated.body.apiDetails).toMatchObject({
      keyStatus: 'C',
      expiryDate: formatExpiryDate(addMonths(new Date().toISOString(), 12)),
    });
  });

  it('deletes a key, after which the apply view returns and a new application is taken', async () => {
    const cy = await signedUpVisitor(app, store, 'cy@example.org');
    await call(cy, 'PUT', '/api/profile/api', APPLICATION);
    expect(await call(cy, 'DELETE', '/api/profile/api')).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect(await info(cy)).toMatchObject({ hasAPIKey: false, apiDetails: null });
    expect((await call(cy, 'DELETE', '/api/profile/api')).status).toBe(404);
    expect((await call(cy, 'PUT', '/api/profile/api', APPLICATION)).body.issuedKey).toMatch(/^trv_/);
  });

  it('keeps a commercial application for a data manager, who approves it with a quota; its owner is told and sees the key once', async () => {
    const dee = await signedUpVisitor(app, store, 'dee@example.org');
    const applied = await call(dee, 'PUT', '/api/profile/api', { ...APPLICATION, commercial: 'Y' });
    expect(applied.body).toMatchObject({
      issuedKey: null,
      apiDetails: { stage: 'pending', keyStatus: null },
    });
    expect((await call(dee, 'POST', '/api/profile/api/key')).status).toBe(409);

    const pending = await call<ApiKeyApplications>(manager, 'GET', '/api/apiKey/applications');
    expect(pending.body).toMatchObject({ total: 1 });
    const application = pending.body.applications.find((a) => a.username === 'dee');
    expect(application).toMatchObject({ commercial: 'Y', stage: 'pending', purpose: APPLICATION.purpose });
    const id = application?.id ?? 0;
    expect((await call(manager, 'POST', `/api/apiKey/${id}/approve`, { quota: '10/x' })).status).toBe(400);
    const approved = await call(manager, 'POST', `/api/apiKey/${id}/approve`, { quota: '100000/d, 20/s' });
    expect(approved.body).toMatchObject({ stage: 'ready', quota: '100000/d,20/s', keyStatus: 'C' });
    expect((await call(manager, 'POST', `/api/apiKey/${id}/approve`, {})).status).toBe(409);

    const alerts = await call<NotificationPage>(dee, 'GET', '/api/profile/user/notifications?type=alert');
    expect(alerts.body.notifications.map((n) => n.category)).toContain('API_KEY_APPROVED');
    const shown = await call(dee, 'POST', '/api/profile/api/key');
    expect(shown.body.issuedKey).toMatch(/^trv_/);
    expect(shown.body.apiDetails).toMatchObject({ stage: 'issued', keyStatus: 'C', quota: '100000/d,20/s' });
    // A new secret replaces the old one at once.
    const again = await call(dee, 'POST', '/api/profile/api/key');
    expect((await keyRow('dee')).keyHash).toBe(hashApiKey(again.body.issuedKey ?? ''));
  });

  it('deactivates only with a reason, which its owner is sent; a deactivated key has no controls', async () => {
    const eve = await signedUpVisitor(app, store, 'eve@example.org');
    await call(eve, 'PUT', '/api/profile/api', APPLICATION);
    const { id } = await keyRow('eve');
    const noReason = await call(manager, 'POST', `/api/apiKey/${id}/deactivate`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const reason = 'Harvesting far beyond the quota for a week.';
    const done = await call(manager, 'POST', `/api/apiKey/${id}/deactivate`, { reason });
    expect(done.body).toMatchObject({ keyStatus: 'Z', deactivationReason: reason });
    expect((await call(manager, 'POST', `/api/apiKey/${id}/deactivate`, { reason })).status).toBe(409);

    const alerts = await call<NotificationPage>(eve, 'GET', '/api/profile/user/notifications?type=alert');
    expect(alerts.body.notifications).toContainEqual(
      expect.objectContaining({ category: 'API_KEY_DEACTIVATED', details: { reason } }),
    );
    expect((await info(eve)).apiDetails).toMatchObject({
      keyStatus: 'Z',
      expiryDate: null,
      deactivationReason: reason,
    });
    for (const [method, url] of [
      ['POST', '/api/profile/api/extend'],
      ['POST', '/api/profile/api/key'],
      ['DELETE', '/api/profile/api'],
    ] as const)
      expect(await call(eve, method, url)).toMatchObject({
        status: 403,
        body: { message: API_KEY_MESSAGES.deactivatedNoChange },
      });
    expect((await call(eve, 'PUT', '/api/profile/api', { phone: '1' })).status).toBe(403);
    const listed = await call<ApiKeyApplications>(
      manager,
      'GET',
      '/api/apiKey/applications?state=deactivated',
    );
    expect(listed.body.applications.map((a) => a.username)).toContain('eve');
  });

  it('declines a pending application with a reason its owner is sent', async () => {
    const fay = await signedUpVisitor(app, store, 'fay@example.org');
    await call(fay, 'PUT', '/api/profile/api', { ...APPLICATION, commercial: 'Y' });
    const { id } = await keyRow('fay');
    await call(manager, 'POST', `/api/apiKey/${id}/deactivate`, { reason: 'No organisation was named.' });
    const alerts = await call<NotificationPage>(fay, 'GET', '/api/profile/user/notifications?type=alert');
    expect(alerts.body.notifications[0]).toMatchObject({
      category: 'API_KEY_DEACTIVATED',
      details: { status: 'declined', reason: 'No organisation was named.' },
    });
  });

  it('keeps the owner calls for signed-in readers and the review calls for data managers', async () => {
    expect((await call(null, 'PUT', '/api/profile/api', APPLICATION)).status).toBe(401);
    expect((await call(null, 'DELETE', '/api/profile/api')).status).toBe(401);
    const reader = await signedUpVisitor(app, store, 'gus@example.org');
    expect((await call(reader, 'GET', '/api/apiKey/applications')).status).toBe(403);
    expect((await call(reader, 'POST', '/api/apiKey/1/quota', { quota: '1/d' })).status).toBe(403);
    expect((await call(null, 'GET', '/api/apiKey/applications')).status).toBe(401);
  });
});
