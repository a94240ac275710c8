import { createHmac } from 'node:crypto';
import { API_GATE_MESSAGES, formatExpiryDate, keyStatusOf, parseQuota } from '@trove/contracts';
import type { ServiceDeps } from '../../deps.ts';
import { DomainError, refused } from '../../domain/errors.ts';
import { hashApiKey } from './api-key-secret.ts';
import { apiKeySettingsOf } from './api-key-settings.ts';
import { keySubject } from './api-keys.service.ts';
import { DAY_MS, breachOf, windowsToCount } from './api-quota.ts';

/**
 * The gate of the public API (issue 18 §1, §2; ADR 050), installed on the /v3 and /oai prefixes
 * by http/api-key-gate.ts (installApiKeyGate; services do not touch Fastify):
 * every request brings a key in `X-API-KEY` or `key=` (or, when the operator allows it, comes
 * within the keyless allowance of its address), and is counted against its quota in the
 * database, so instances over one database share the count.
 *
 * Refusals are thrown as DomainErrors (kind 'refused', 403; 'too_many', 429) whose codes start
 * with `api_key` or `quota`, so the prefix's own error handler words them in its encoding (v3's
 * XML); the portal's handler answers them as JSON `{ error, message, details }`. A 429 carries
 * Retry-After, set on the reply before the error is thrown.
 */

export interface GateOptions {
  /** Keys a keyless caller's address (HMAC), so addresses are never stored. */
  addressSecret: string;
}

/** The key a request came with, once the gate has let it through (null: keyless). */
export interface GateKey {
  id: number;
  userId: number;
}

/** The gate's refusal codes: a prefix's error handler may recognise them (v3 words them in XML). */
export const GATE_CODES = {
  missing: 'api_key_missing',
  unknown: 'api_key_invalid',
  expired: 'api_key_expired',
  deactivated: 'api_key_deactivated',
  quota: 'quota_exceeded',
  keyless: 'keyless_quota_exceeded',
} as const;

export function isGateRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && (Object.values(GATE_CODES) as string[]).includes(error.code);
}

type GateDeps = ServiceDeps<'apiKeys'>;

/** What the gate reads of a request: the key sent (null: none) and the caller's address. */
export interface GateRequest {
  key: string | null;
  ip: string;
}

export type Admission = { key: GateKey | null } | { error: DomainError; retryAfter: number };

/** Who the request is, counted; or the 429 to answer (a 403 is thrown at once). */
export async function admit(deps: GateDeps, options: GateOptions, request: GateRequest): Promise<Admission> {
  const now = deps.now();
  const { key } = request;
  if (key === null) {
    const keyless = apiKeySettingsOf(deps.config.apiKeys).keylessQuota;
    if (keyless === null) throw refused(API_GATE_MESSAGES.missing, GATE_CODES.missing);
    const address = createHmac('sha256', options.addressSecret).update(`api-address:${request.ip}`);
    const subject = `addr:${address.digest('base64url')}`;
    const breach = await count(deps, subject, keyless, now);
    if (!breach) return { key: null };
    return {
      retryAfter: breach.retryAfter,
      error: tooManyOf(
        API_GATE_MESSAGES.keyless(breach.words, breach.retryAfter),
        GATE_CODES.keyless,
        breach,
      ),
    };
  }
  const row = await deps.store.apiKeys.apiKeyByHash(hashApiKey(key));
  if (!row) throw refused(API_GATE_MESSAGES.unknown, GATE_CODES.unknown);
  const status = keyStatusOf({ deactivated: row.deactivatedAt !== null, expiresAt: row.expiresAt }, now);
  if (status === 'Z') throw refused(API_GATE_MESSAGES.deactivated, GATE_CODES.deactivated);
  if (status === 'E')
    throw refused(API_GATE_MESSAGES.expired(formatExpiryDate(row.expiresAt ?? '')), GATE_CODES.expired);
  const breach = await count(deps, keySubject(row.id), row.quota, now);
  if (!breach) return { key: { id: row.id, userId: row.userId } };
  return {
    retryAfter: breach.retryAfter,
    error: tooManyOf(API_GATE_MESSAGES.quota(breach.words, breach.retryAfter), GATE_CODES.quota, breach),
  };
}

function tooManyOf(message: string, code: string, breach: { words: string; retryAfter: number }) {
  return new DomainError('too_many', message, {
    code,
    details: { limit: breach.words, retryAfter: breach.retryAfter },
  });
}

/** Days of daily counts kept (the owner's today; a month for a data manager's look back). */
const DAYS_KEPT = 31;

/** Counts the request in every window of the quota; answers the limit it broke, if any. */
async function count(deps: GateDeps, subject: string, quota: string, now: Date) {
  // A quota that no longer parses (edited by hand) lets nothing through rather than everything.
  const limits = parseQuota(quota) ?? [{ count: 0, unit: 'd' as const, windowMs: DAY_MS }];
  const windows = windowsToCount(limits, now);
  const counts = await deps.store.apiKeys.countRequest(subject, windows);
  // The first request of a window clears that subject's finished windows of the same length.
  for (const [i, window] of windows.entries()) {
    if (counts[i] !== 1) continue;
    const keepFrom =
      window.windowMs === DAY_MS
        ? new Date(Date.parse(window.windowStart) - DAYS_KEPT * DAY_MS).toISOString()
        : window.windowStart;
    await deps.store.apiKeys.forgetUsageBefore(subject, window.windowMs, keepFrom);
  }
  return breachOf(limits, windows, counts, now);
}
