import { type QuotaLimit, QUOTA_UNITS, quotaLimitWords } from '@trove/contracts';

/**
 * Fixed-window quota counting (ADR 050): each limit of a quota counts requests in windows of its
 * length aligned to the Unix epoch (a day is a UTC day), and a request is refused once a window's
 * count passes its limit, until that window ends. Every request is counted, answered or refused,
 * so a client that keeps calling past its limit does not gain by it.
 */

export interface Window {
  windowMs: number;
  windowStart: string;
  /** When the window ends, in epoch milliseconds. */
  endsAt: number;
}

export const DAY_MS = QUOTA_UNITS.d.ms;

export function windowOf(windowMs: number, now: Date): Window {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { windowMs, windowStart: new Date(start).toISOString(), endsAt: start + windowMs };
}

/** The windows a request is counted in: each limit's, and always today's (the owner sees it). */
export function windowsToCount(limits: readonly QuotaLimit[], now: Date): Window[] {
  const lengths = new Set([...limits.map((l) => l.windowMs), DAY_MS]);
  return [...lengths].map((ms) => windowOf(ms, now));
}

export interface QuotaBreach {
  limit: QuotaLimit;
  /** Whole seconds until the window ends (at least 1), for Retry-After. */
  retryAfter: number;
  words: string;
}

/**
 * The limit a request broke, given the counts after it in `windows`' order, or null. When several
 * are broken, the one whose window ends last (the caller must wait for it anyway).
 */
export function breachOf(
  limits: readonly QuotaLimit[],
  windows: readonly Window[],
  counts: readonly number[],
  now: Date,
): QuotaBreach | null {
  let worst: QuotaBreach | null = null;
  for (const limit of limits) {
    const index = windows.findIndex((w) => w.windowMs === limit.windowMs);
    const window = windows[index];
    if (!window || (counts[index] ?? 0) <= limit.count) continue;
    const retryAfter = Math.max(1, Math.ceil((window.endsAt - now.getTime()) / 1000));
    if (!worst || retryAfter > worst.retryAfter) worst = { limit, retryAfter, words: quotaLimitWords(limit) };
  }
  return worst;
}
