import { queryBuilderOf } from '@trove/db/test-support';
import type { Endpoint, World } from './authorisation-endpoints.ts';
import { fresh } from './authorisation-endpoints.ts';
import { makeApiKey } from '../src/services/api-keys/api-key-secret.ts';

/**
 * The API key calls of the authorisation matrix (issue 18 §2, ADR 050). Each starts from no keys
 * at all, gives the owner the key or application the call acts on, and reads the owner's row: a
 * reader's own calls never reach anyone else's key.
 */

const APPLICATION = { purpose: 'Harvesting.', contact: 'Owner', email: 'owner@example.org', phone: '1' };

async function ownersKey(
  w: World,
  stage: 'pending' | 'issued',
  purpose = APPLICATION.purpose,
): Promise<number> {
  const db = queryBuilderOf(w.store);
  await db.deleteFrom('apiKey').execute();
  const now = new Date();
  await w.store.apiKeys.insertApiKeyApplication({
    userId: w.ownerId,
    stage: stage === 'pending' ? 'pending' : 'ready',
    commercial: stage === 'pending',
    quota: '1000/d',
    ...APPLICATION,
    purpose,
    organisation: null,
    appliedAt: now.toISOString(),
  });
  const row = await w.store.apiKeys.apiKeyOfUser(w.ownerId);
  const id = row?.id ?? 0;
  if (stage === 'issued') {
    const made = makeApiKey();
    // Expiring soon, so the owner may renew it.
    const expiresAt = new Date(now.getTime() + 10 * 86_400_000).toISOString();
    await w.store.apiKeys.setApiKeySecret(id, { ...made, issuedAt: now.toISOString(), expiresAt });
  }
  return id;
}

const ownersRow = (w: World) => () => w.store.apiKeys.apiKeyOfUser(w.ownerId);

export const apiKeyWrites = {
  apply: {
    name: 'PUT /profile/api',
    prepare: async (w) => {
      await queryBuilderOf(w.store).deleteFrom('apiKey').execute();
      return {
        request: { method: 'PUT', url: '/api/profile/api', payload: APPLICATION },
        effect: async () => (await ownersRow(w)()) !== undefined,
      };
    },
  } satisfies Endpoint,
  renew: {
    name: 'POST /profile/api/extend',
    prepare: async (w) => {
      await ownersKey(w, 'issued');
      return {
        request: { method: 'POST', url: '/api/profile/api/extend' },
        effect: async () => (await ownersRow(w)())?.expiresAt,
      };
    },
  } satisfies Endpoint,
  reveal: {
    name: 'POST /profile/api/key',
    prepare: async (w) => {
      await ownersKey(w, 'issued');
      return {
        request: { method: 'POST', url: '/api/profile/api/key' },
        effect: async () => (await ownersRow(w)())?.keyHash,
      };
    },
  } satisfies Endpoint,
  remove: {
    name: 'DELETE /profile/api',
    prepare: async (w) => {
      await ownersKey(w, 'issued');
      return {
        request: { method: 'DELETE', url: '/api/profile/api' },
        effect: async () => (await ownersRow(w)()) !== undefined,
      };
    },
  } satisfies Endpoint,
};

export const apiKeyReviewWrites = {
  approve: {
    name: 'POST /apiKey/:id/approve',
    prepare: async (w) => {
      const id = await ownersKey(w, 'pending');
      return {
        request: { method: 'POST', url: `/api/apiKey/${id}/approve`, payload: { quota: '50/d' } },
        effect: async () => (await ownersRow(w)())?.stage,
      };
    },
  } satisfies Endpoint,
  quota: {
    name: 'POST /apiKey/:id/quota',
    prepare: async (w) => {
      const id = await ownersKey(w, 'issued');
      return {
        request: { method: 'POST', url: `/api/apiKey/${id}/quota`, payload: { quota: '5/s' } },
        effect: async () => (await ownersRow(w)())?.quota,
      };
    },
  } satisfies Endpoint,
  deactivate: {
    name: 'POST /apiKey/:id/deactivate',
    prepare: async (w) => {
      const id = await ownersKey(w, 'issued');
      return {
        request: { method: 'POST', url: `/api/apiKey/${id}/deactivate`, payload: { reason: 'Abuse.' } },
        effect: async () => (await ownersRow(w)())?.deactivatedAt,
      };
    },
  } satisfies Endpoint,
};

/** Data managers' list shows the owner's purpose; nobody else may read it. */
export const apiKeyApplicationsRead: Endpoint = {
  name: 'GET /apiKey/applications',
  prepare: async (w) => {
    const secret = fresh('secret purpose');
    await ownersKey(w, 'pending', secret);
    return { request: { method: 'GET', url: '/api/apiKey/applications' }, secret };
  },
};
