import {
  API_KEY_MESSAGES,
  API_KEY_TERM_MONTHS,
  type ApiDetails,
  type ApiDetailsBody,
  type ApiKeyResult,
  addMonths,
  apiDetailProblems,
  cleanApiDetails,
  dailyLimitOf,
  formatExpiryDate,
  isExpiringSoon,
  keyStatusOf,
} from '@trove/contracts';
import type { ApiKeyRow } from '@trove/db';
import type { Caller } from '../../auth/caller.ts';
import type { ServiceDeps } from '../../deps.ts';
import { enforce } from '../../domain/decision.ts';
import { conflict, invalid, notFound, unauthenticated } from '../../domain/errors.ts';
import { mayChange, mayDelete, mayRenew } from './api-key-policy.ts';
import { makeApiKey, maskedKey } from './api-key-secret.ts';
import { apiKeySettingsOf } from './api-key-settings.ts';
import { DAY_MS, windowOf } from './api-quota.ts';

/**
 * The reader's own API key (issue 18 §2; spec 03 §3, §4, §5, §7; ADR 050): applying, changing the
 * details, renewing, seeing a new secret once, deleting, and the profile info's part.
 */

type Deps = ServiceDeps<'apiKeys' | 'transaction'>;

/** The quota counter subject of a key (api-gate.ts counts under the same name). */
export const keySubject = (id: number) => `key:${id}`;

/** Requests counted today (UTC) for each key. */
export async function todayUseOf(
  deps: ServiceDeps<'apiKeys'>,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const window = windowOf(DAY_MS, deps.now());
  const counts = await deps.store.apiKeys.usageIn(ids.map(keySubject), window);
  return new Map(ids.map((id) => [id, counts.get(keySubject(id)) ?? 0]));
}

/** Spec 03 §3 API details of a row, as its owner sees them. */
export function apiDetailsOf(row: ApiKeyRow, now: Date, today: number): ApiDetails {
  const status = row.stage === 'pending' ? null : keyStatusOf(stateOf(row), now);
  return {
    key: maskedKey(row.keyPrefix),
    commercial: row.commercial === 1 ? 'Y' : 'N',
    quota: row.quota,
    purpose: row.purpose,
    // Spec 03 §4: a deactivated key shows no expiry.
    expiryDate: row.expiresAt !== null && status !== 'Z' ? formatExpiryDate(row.expiresAt) : null,
    keyStatus: status,
    organisation: row.organisation,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    expiringSoon: status !== null && isExpiringSoon(status, row.expiresAt, now),
    deactivationReason: row.deactivationReason,
    usage: { today, dailyLimit: dailyLimitOf(row.quota) },
  };
}

const stateOf = (row: Pick<ApiKeyRow, 'deactivatedAt' | 'expiresAt'>) => ({
  deactivated: row.deactivatedAt !== null,
  expiresAt: row.expiresAt,
});

/** The profile info's hasAPIKey and apiDetails: the owner's alone (nobody else learns of a key). */
export async function profileApiFields(
  deps: ServiceDeps<'apiKeys'>,
  userId: number,
  owner: boolean,
): Promise<{ hasAPIKey: boolean; apiDetails: ApiDetails | null }> {
  if (!owner) return { hasAPIKey: false, apiDetails: null };
  const row = await deps.store.apiKeys.apiKeyOfUser(userId);
  if (!row) return { hasAPIKey: false, apiDetails: null };
  const today = (await todayUseOf(deps, [row.id])).get(row.id) ?? 0;
  return { hasAPIKey: true, apiDetails: apiDetailsOf(row, deps.now(), today) };
}

async function answer(deps: Deps, userId: number, issuedKey: string | null): Promise<ApiKeyResult> {
  const { apiDetails } = await profileApiFields(deps, userId, true);
  if (!apiDetails) throw notFound(API_KEY_MESSAGES.noKey);
  return { apiDetails, issuedKey };
}

function checked(fields: ReturnType<typeof cleanApiDetails>) {
  const problems = apiDetailProblems(fields);
  const [first] = problems;
  if (first)
    throw invalid(first.message, { code: 'invalid_api_details', details: { field: first.field, problems } });
  return fields;
}

/**
 * PUT /profile/api. Without an application: applies with every required field; a non-commercial
 * key is issued at once when the operator allows it (the whole key answered this once), anything
 * else waits for a data manager. With one: changes the details given.
 */
export async function saveApiDetails(
  deps: Deps,
  caller: Caller | null,
  body: ApiDetailsBody,
): Promise<ApiKeyResult> {
  if (!caller) throw unauthenticated();
  const existing = await deps.store.apiKeys.apiKeyOfUser(caller.userId);
  if (existing) return changeDetails(deps, caller.userId, existing, body);
  const fields = checked(cleanApiDetails(body));
  const commercial = body.commercial === 'Y';
  const settings = apiKeySettingsOf(deps.config.apiKeys);
  const atOnce = !commercial && settings.issueNonCommercialAtOnce;
  const now = deps.now().toISOString();
  const made = atOnce ? makeApiKey() : null;
  await deps.store.transaction(async (store) => {
    const inserted = await store.apiKeys.insertApiKeyApplication({
      userId: caller.userId,
      stage: atOnce ? 'ready' : 'pending',
      commercial,
      quota: commercial ? settings.commercialQuota : settings.nonCommercialQuota,
      ...fields,
      appliedAt: now,
    });
    if (!inserted) throw conflict(API_KEY_MESSAGES.alreadyApplied, 'api_key_exists');
    if (made) {
      const row = await store.apiKeys.apiKeyOfUser(caller.userId);
      if (!row) throw notFound(API_KEY_MESSAGES.noKey);
      await store.apiKeys.setApiKeySecret(row.id, {
        keyHash: made.keyHash,
        keyPrefix: made.keyPrefix,
        issuedAt: now,
        expiresAt: addMonths(now, API_KEY_TERM_MONTHS),
      });
    }
  });
  return answer(deps, caller.userId, made?.key ?? null);
}

async function changeDetails(deps: Deps, userId: number, existing: ApiKeyRow, body: ApiDetailsBody) {
  enforce(mayChange(existing.deactivatedAt !== null));
  if (body.commercial !== undefined && (body.commercial === 'Y') !== (existing.commercial === 1))
    throw invalid(API_KEY_MESSAGES.kindFixed, { code: 'api_key_kind_fixed' });
  const given = (value: string | null | undefined, kept: string | null) =>
    value === undefined ? kept : value;
  const fields = checked(
    cleanApiDetails({
      purpose: given(body.purpose, existing.purpose),
      contact: given(body.contact, existing.contact),
      email: given(body.email, existing.email),
      phone: given(body.phone, existing.phone),
      organisation: given(body.organisation, existing.organisation),
    }),
  );
  if (!(await deps.store.apiKeys.updateApiKeyDetails(userId, fields))) enforce(mayChange(true));
  return answer(deps, userId, null);
}

async function ownKey(deps: Deps, caller: Caller | null): Promise<ApiKeyRow> {
  if (!caller) throw unauthenticated();
  const row = await deps.store.apiKeys.apiKeyOfUser(caller.userId);
  if (!row) throw notFound(API_KEY_MESSAGES.noKey, 'no_api_key');
  return row;
}

/**
 * POST /profile/api/extend (spec 03 §4): expiring soon, 12 more months from its expiry; expired,
 * 12 months from now (it works again).
 */
export async function renewApiKey(deps: Deps, caller: Caller | null): Promise<ApiKeyResult> {
  const row = await ownKey(deps, caller);
  if (row.stage === 'pending') throw conflict(API_KEY_MESSAGES.notRenewableYet, 'api_key_pending');
  const now = deps.now();
  const status = keyStatusOf(stateOf(row), now);
  enforce(mayRenew(status, row.expiresAt, now));
  const from = status === 'E' || row.expiresAt === null ? now.toISOString() : row.expiresAt;
  if (!(await deps.store.apiKeys.extendApiKey(row.id, addMonths(from, API_KEY_TERM_MONTHS))))
    enforce(mayChange(true));
  return answer(deps, row.userId, null);
}

/**
 * POST /profile/api/key: a new secret, shown this once. How an approved key is first seen, and
 * how a leaked one is replaced (the old secret stops working at once).
 */
export async function revealApiKey(deps: Deps, caller: Caller | null): Promise<ApiKeyResult> {
  const row = await ownKey(deps, caller);
  enforce(mayChange(row.deactivatedAt !== null));
  if (row.stage === 'pending') throw conflict(API_KEY_MESSAGES.notReady, 'api_key_pending');
  const made = makeApiKey();
  const saved = await deps.store.apiKeys.setApiKeySecret(row.id, {
    keyHash: made.keyHash,
    keyPrefix: made.keyPrefix,
    issuedAt: deps.now().toISOString(),
    expiresAt: null,
  });
  if (!saved) enforce(mayChange(true));
  return answer(deps, row.userId, made.key);
}

/** DELETE /profile/api (spec 03 §4): unless deactivated; the apply view returns. */
export async function removeApiKey(deps: Deps, caller: Caller | null): Promise<{ deleted: true }> {
  const row = await ownKey(deps, caller);
  enforce(mayDelete(row.deactivatedAt !== null));
  if (!(await deps.store.apiKeys.deleteApiKeyOfUser(row.userId))) enforce(mayDelete(true));
  return { deleted: true };
}
