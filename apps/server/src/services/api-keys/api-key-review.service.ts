import {
  API_KEY_MESSAGES,
  API_KEY_TERM_MONTHS,
  type ApiKeyApplication,
  type ApiKeyApplications,
  type ApiKeyApplicationsQuery,
  addMonths,
  formatExpiryDate,
  formatQuota,
  keyStatusOf,
  parseQuota,
} from '@trove/contracts';
import type { ApiKeyWithOwner } from '@trove/db';
import type { ServiceDeps } from '../../deps.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { makeApiKey, maskedKey } from './api-key-secret.ts';
import { apiKeySettingsOf } from './api-key-settings.ts';
import { todayUseOf } from './api-keys.service.ts';

/**
 * What data managers do with API keys (issue 18 §2, ADR 050): the pending commercial
 * applications, approval with a quota, quotas, and deactivation with a reason sent to the owner.
 * The route checks the role first; the command line calls these as the operator (reviewer null).
 */

type Deps = ServiceDeps<'apiKeys' | 'transaction'>;
/** The data manager who acts, or null for an operator's command given without one. */
type ReviewerId = number | null;

function applicationOf(row: ApiKeyWithOwner, now: Date, todayUse: number): ApiKeyApplication {
  const status =
    row.stage === 'pending' && row.deactivatedAt === null
      ? null
      : keyStatusOf({ deactivated: row.deactivatedAt !== null, expiresAt: row.expiresAt }, now);
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    commercial: row.commercial === 1 ? 'Y' : 'N',
    quota: row.quota,
    purpose: row.purpose,
    organisation: row.organisation,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    keyStatus: status,
    key: maskedKey(row.keyPrefix),
    applied: row.appliedAt,
    expiryDate: row.expiresAt === null ? null : formatExpiryDate(row.expiresAt),
    deactivationReason: row.deactivationReason,
    todayUse,
  };
}

async function present(deps: Deps, id: number): Promise<ApiKeyApplication> {
  const row = await deps.store.apiKeys.apiKeyById(id);
  if (!row) throw notFound(`There is no API key or application ${id}.`);
  const today = await todayUseOf(deps, [row.id]);
  return applicationOf(row, deps.now(), today.get(row.id) ?? 0);
}

export async function apiKeyApplications(
  deps: Deps,
  query: ApiKeyApplicationsQuery,
): Promise<ApiKeyApplications> {
  const page = await deps.store.apiKeys.apiKeyApplications(query.state, {
    offset: query.startPos,
    limit: query.pageSize,
  });
  const today = await todayUseOf(
    deps,
    page.rows.map((r) => r.id),
  );
  const now = deps.now();
  return {
    total: page.total,
    applications: page.rows.map((row) => applicationOf(row, now, today.get(row.id) ?? 0)),
  };
}

function canonicalQuota(raw: string): string {
  const limits = parseQuota(raw);
  if (!limits) throw invalid(API_KEY_MESSAGES.quotaInvalid, { code: 'invalid_quota' });
  return formatQuota(limits);
}

/**
 * Approves a pending application for 12 months from now, with its quota (absent: the operator's
 * commercial default). Its owner is told, and sees the key once on their Developers tab.
 */
export async function approveApiKeyApplication(
  deps: Deps,
  reviewer: ReviewerId,
  id: number,
  quota: string | undefined,
): Promise<ApiKeyApplication> {
  const row = await deps.store.apiKeys.apiKeyById(id);
  if (!row) throw notFound(`There is no API key or application ${id}.`);
  const chosen = canonicalQuota(quota ?? apiKeySettingsOf(deps.config.apiKeys).commercialQuota);
  const at = deps.now().toISOString();
  await deps.store.transaction(async (store) => {
    const approved = await store.apiKeys.approveApiKey(id, {
      quota: chosen,
      by: reviewer,
      at,
      expiresAt: addMonths(at, API_KEY_TERM_MONTHS),
    });
    if (!approved) throw conflict(API_KEY_MESSAGES.notPending, 'api_key_not_pending');
    await store.apiKeys.recordApiKeyNotification(row.userId, 'API_KEY_APPROVED', { status: 'accepted' }, at);
  });
  return present(deps, id);
}

export async function setApiKeyQuota(deps: Deps, id: number, quota: string): Promise<ApiKeyApplication> {
  if (!(await deps.store.apiKeys.setApiKeyQuota(id, canonicalQuota(quota))))
    throw notFound(`There is no API key or application ${id}.`);
  return present(deps, id);
}

/**
 * Deactivates a key, or declines a pending application, with its reason recorded and sent to its
 * owner as an alert (ADR 042): the terms promise no key is ever deactivated without one.
 */
export async function deactivateApiKey(
  deps: Deps,
  reviewer: ReviewerId,
  id: number,
  reason: string,
): Promise<ApiKeyApplication> {
  const why = reason.trim();
  if (why === '') throw invalid(API_KEY_MESSAGES.reasonRequired, { code: 'reason_required' });
  const row = await deps.store.apiKeys.apiKeyById(id);
  if (!row) throw notFound(`There is no API key or application ${id}.`);
  const at = deps.now().toISOString();
  await deps.store.transaction(async (store) => {
    if (!(await store.apiKeys.deactivateApiKey(id, { by: reviewer, at, reason: why })))
      throw conflict('This API key has been deactivated already.', 'api_key_deactivated');
    const declined = row.stage === 'pending';
    await store.apiKeys.recordApiKeyNotification(
      row.userId,
      'API_KEY_DEACTIVATED',
      { reason: why, ...(declined ? { status: 'declined' } : {}) },
      at,
    );
  });
  return present(deps, id);
}

/**
 * `npm run accounts -- api-key <user>`: the operator issues a key to an account and is shown it
 * once. An account without an application gets a non-commercial key with the operator's note as
 * its purpose; a pending application is approved first; a current key gets a new secret. A
 * deactivated key stays deactivated.
 */
export async function issueKeyByOperator(
  deps: Deps,
  account: { id: number; displayName: string; email: string | null },
): Promise<{ key: string; application: ApiKeyApplication }> {
  const at = deps.now().toISOString();
  let row = await deps.store.apiKeys.apiKeyOfUser(account.id);
  if (!row) {
    await deps.store.apiKeys.insertApiKeyApplication({
      userId: account.id,
      stage: 'ready',
      commercial: false,
      quota: apiKeySettingsOf(deps.config.apiKeys).nonCommercialQuota,
      purpose: 'Issued from the command line by an operator.',
      organisation: null,
      contact: account.displayName,
      email: account.email ?? '',
      phone: '',
      appliedAt: at,
    });
    row = await deps.store.apiKeys.apiKeyOfUser(account.id);
    if (row) await deps.store.apiKeys.extendApiKey(row.id, addMonths(at, API_KEY_TERM_MONTHS));
  } else if (row.stage === 'pending') {
    await approveApiKeyApplication(deps, null, row.id, undefined);
  }
  if (!row) throw notFound(API_KEY_MESSAGES.noKey);
  if (row.deactivatedAt !== null) throw conflict(API_KEY_MESSAGES.deactivatedNoChange, 'api_key_deactivated');
  const made = makeApiKey();
  await deps.store.apiKeys.setApiKeySecret(row.id, { ...made, issuedAt: at, expiresAt: null });
  return { key: made.key, application: await present(deps, row.id) };
}
