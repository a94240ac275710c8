/** How long a failed job waits before its next attempt, and when it stops trying (ADR 018). */

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;

/** An error that no retry can cure (the download was asked of a collection that is gone, say). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * The wait before the next attempt after `attempts` failed ones: 30 s, 2 min, 8 min, ... (times 4
 * each time) capped at an hour.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 4 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** When to try again, or null when the job has failed for good. */
export function nextAttemptAt(
  job: { attempts: number; maxAttempts: number },
  error: unknown,
  now: Date,
): Date | null {
  if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(job.attempts));
}
