import { MONTH_NAMES } from '../months.ts';

/**
 * API keys, their quotas and the published terms (issue 18 §2; spec 03 §3 API details, §4 API
 * key, §5, §8, §9; ADR 050): the spec's words, limits and rules, without zod (ADR 035), so the
 * Developers tab checks what the server checks.
 */

/** Spec 03 §3: C current, E expired, Z deactivated. */
export const KEY_STATUSES = ['C', 'E', 'Z'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

/**
 * Where an application stands: waiting for a data manager (a commercial one), approved with its
 * key not yet shown to its owner, or issued (the key was shown once).
 */
export const APPLICATION_STAGES = ['pending', 'ready', 'issued'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Spec 03 §5 and §9. */
export const API_DETAIL_MAX = {
  purpose: 2000,
  contact: 255,
  email: 254,
  phone: 50,
  organisation: 255,
  reason: 2000,
} as const;

/** Spec 03 §9: a key lives 12 months, a renewal adds 12; 'expiring soon' within one month. */
export const API_KEY_TERM_MONTHS = 12;
export const API_KEY_EXPIRING_SOON_MONTHS = 1;

/** Spec 03 §5 and §8 word for word, and the words the spec leaves open (ADR 050). */
export const API_KEY_MESSAGES = {
  purpose: 'Please tell us what you are going to use the API for',
  contact: 'Please enter a name',
  email: 'Please enter an email address',
  phone: 'Please enter a phone number',
  responseTime: 'a response is typically given within 3 business days',
  renew: 'Renew my API Key',
  renewAction: 'renew your API Key',
  deleteAction: 'delete your API Key',
  applyAction: 'apply for an API Key',
  expiringSoon: 'expiring soon',
  notRenewableYet: 'An API key can be renewed only in its last month or once it has expired.',
  deactivatedNoChange: 'This API key has been deactivated and can no longer be changed.',
  noKey: 'You do not have an API key.',
  alreadyApplied: 'You already have an API key or an application for one.',
  notPending: 'This application is not waiting for approval.',
  notReady: 'There is no approved API key waiting to be shown.',
  reasonRequired: 'Please give the reason the key is deactivated; it is sent to its owner.',
  kindFixed:
    'The kind of use (commercial or not) cannot change once applied for: delete the key and apply again.',
  quotaInvalid:
    'Please enter a quota such as 1000/d: a number of requests, a slash and d (day), h (hour), m (minute), s (second), u (100 ms) or p (10 ms); several may be separated by commas.',
} as const;

/** What the gate answers (403 and 429), naming what is wrong. */
export const API_GATE_MESSAGES = {
  missing: 'An API key is required: send it in the X-API-KEY header or the key parameter.',
  unknown: 'The API key sent is not a valid key.',
  expired: (expiryDate: string) =>
    `The API key expired on ${expiryDate}. Its owner can renew it on the Developers tab of their profile.`,
  deactivated: 'The API key has been deactivated. Its owner has been told why.',
  quota: (limit: string, seconds: number) =>
    `The API key's quota of ${limit} has been used; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  keyless: (limit: string, seconds: number) =>
    `Requests without an API key are limited to ${limit} from one address; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, or send an API key.`,
} as const;

/** Spec 03 §9 quota suffixes and the window each one means, in milliseconds. */
export const QUOTA_UNITS = {
  d: { ms: 86_400_000, words: 'a day' },
  h: { ms: 3_600_000, words: 'an hour' },
  m: { ms: 60_000, words: 'a minute' },
  s: { ms: 1_000, words: 'a second' },
  u: { ms: 100, words: 'every 100 milliseconds' },
  p: { ms: 10, words: 'every 10 milliseconds' },
} as const;
export type QuotaUnit = keyof typeof QUOTA_UNITS;

export interface QuotaLimit {
  /** Requests allowed in one window. */
  count: number;
  unit: QuotaUnit;
  windowMs: number;
}

/** The most one window may allow, and the most limits one quota may combine. */
export const QUOTA_MAX_COUNT = 1_000_000_000;
export const QUOTA_MAX_LIMITS = 6;

/**
 * A quota as written ('1000/d', '10/s', '5/u', or several: '10/s,20000/d'), or null when it is
 * not one. Each unit may appear once; spaces around the parts are allowed.
 */
export function parseQuota(raw: string): QuotaLimit[] | null {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.length > QUOTA_MAX_LIMITS) return null;
  const limits: QuotaLimit[] = [];
  for (const part of parts) {
    const match = /^(\d{1,10})\s*\/\s*([dhmsup])$/.exec(part);
    if (!match) return null;
    const count = Number(match[1]);
    const unit = match[2] as QuotaUnit;
    if (count < 1 || count > QUOTA_MAX_COUNT || limits.some((l) => l.unit === unit)) return null;
    limits.push({ count, unit, windowMs: QUOTA_UNITS[unit].ms });
  }
  // Longest window first, so messages and displays read from the day down.
  return limits.sort((a, b) => b.windowMs - a.windowMs);
}

/** A quota in its canonical written form ('20000/d,10/s'). */
export function formatQuota(limits: readonly QuotaLimit[]): string {
  return limits.map((l) => `${l.count}/${l.unit}`).join(',');
}

/** One limit in words: '1,000 requests a day', '5 requests every 100 milliseconds'. */
export function quotaLimitWords(limit: QuotaLimit): string {
  const count = limit.count.toLocaleString('en-AU');
  return `${count} ${limit.count === 1 ? 'request' : 'requests'} ${QUOTA_UNITS[limit.unit].words}`;
}

/** A whole quota in words, for pages: '20,000 requests a day and 10 requests a second'. */
export function quotaWords(raw: string): string {
  const limits = parseQuota(raw);
  return limits ? limits.map(quotaLimitWords).join(' and ') : raw;
}

/** The daily limit of a quota, when it has one (the Developers tab shows today's use against it). */
export function dailyLimitOf(raw: string): number | null {
  return parseQuota(raw)?.find((l) => l.unit === 'd')?.count ?? null;
}

/** Spec 03 §3: an expiry date as DD MMM YYYY (UTC), e.g. '05 Mar 2027'. */
export function formatExpiryDate(iso: string): string {
  const date = new Date(iso);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTH_NAMES[date.getUTCMonth()]?.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** `iso` plus whole months (UTC), keeping the day where the month has it, else its last day. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

/** Spec 03 §3: Z when deactivated, E once the expiry has passed, C otherwise. */
export function keyStatusOf(key: { deactivated: boolean; expiresAt: string | null }, now: Date): KeyStatus {
  if (key.deactivated) return 'Z';
  return key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime() ? 'E' : 'C';
}

/** Spec 03 §4: not expired or deactivated, and the expiry falls within one month. */
export function isExpiringSoon(status: KeyStatus, expiresAt: string | null, now: Date): boolean {
  if (status !== 'C' || expiresAt === null) return false;
  return Date.parse(expiresAt) <= Date.parse(addMonths(now.toISOString(), API_KEY_EXPIRING_SOON_MONTHS));
}

/** Spec 03 §4: 'Renew my API Key' when expiring soon or expired. */
export function isRenewable(status: KeyStatus, expiresAt: string | null, now: Date): boolean {
  return status === 'E' || isExpiringSoon(status, expiresAt, now);
}

export type ApiDetailField = 'purpose' | 'contact' | 'email' | 'phone' | 'organisation';

export interface ApiApplicationFields {
  purpose: string;
  contact: string;
  email: string;
  phone: string;
  organisation: string | null;
}

/** A reasonable e-mail address: something, @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 03 §5 API details: purpose required (at most 2000), name, e-mail (valid) and phone
 * required, organisation optional. Every field's problem, in the form's order.
 */
export function apiDetailProblems(
  fields: ApiApplicationFields,
): { field: ApiDetailField; message: string }[] {
  const problems: { field: ApiDetailField; message: string }[] = [];
  const m = API_KEY_MESSAGES;
  if (fields.purpose === '' || fields.purpose.length > API_DETAIL_MAX.purpose)
    problems.push({ field: 'purpose', message: m.purpose });
  if (fields.contact === '' || fields.contact.length > API_DETAIL_MAX.contact)
    problems.push({ field: 'contact', message: m.contact });
  if (!EMAIL.test(fields.email) || fields.email.length > API_DETAIL_MAX.email)
    problems.push({ field: 'email', message: m.email });
  if (fields.phone === '' || fields.phone.length > API_DETAIL_MAX.phone)
    problems.push({ field: 'phone', message: m.phone });
  if (fields.organisation !== null && fields.organisation.length > API_DETAIL_MAX.organisation)
    problems.push({ field: 'organisation', message: 'Please enter a shorter value for this field.' });
  return problems;
}

/** Trimmed fields with line breaks as typed; an empty organisation is none. */
export function cleanApiDetails(
  raw: Partial<Record<ApiDetailField, string | null | undefined>>,
): ApiApplicationFields {
  const clean = (v: string | null | undefined) => (v ?? '').replace(/\r\n?/g, '\n').trim();
  const organisation = clean(raw.organisation);
  return {
    purpose: clean(raw.purpose),
    contact: clean(raw.contact),
    email: clean(raw.email),
    phone: clean(raw.phone),
    organisation: organisation === '' ? null : organisation,
  };
}
