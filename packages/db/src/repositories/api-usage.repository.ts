import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Quota counters of the public API (issue 18 §2, ADR 050): one row per subject (a key, or a
 * keyless caller's keyed address) and fixed window. Each request adds one with an atomic upsert
 * that answers the new count, so instances over one database share every count.
 */

export interface UsageWindow {
  windowMs: number;
  /** ISO-8601 UTC start of the window. */
  windowStart: string;
}

/** Counts one request in each window; answers the counts after it, in the windows' order. */
export async function countRequest(
  db: Kysely<Database>,
  subject: string,
  windows: readonly UsageWindow[],
): Promise<number[]> {
  const counts: number[] = [];
  for (const window of windows) {
    const row = await db
      .insertInto('apiUsage')
      .values({ subject, windowMs: window.windowMs, windowStart: window.windowStart, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['subject', 'windowMs', 'windowStart'])
          .doUpdateSet((eb) => ({ count: eb('apiUsage.count', '+', 1) })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    counts.push(Number(row.count));
  }
  return counts;
}

/** Forgets a subject's windows of one length that started before `before` (they are over). */
export async function forgetUsageBefore(
  db: Kysely<Database>,
  subject: string,
  windowMs: number,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('apiUsage')
    .where('subject', '=', subject)
    .where('windowMs', '=', windowMs)
    .where('windowStart', '<', before)
    .execute();
}

/** Requests counted for each subject in one window (0 for those with none). */
export async function usageIn(
  db: Kysely<Database>,
  subjects: readonly string[],
  window: UsageWindow,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(subjects.map((s) => [s, 0]));
  if (subjects.length === 0) return counts;
  const rows = await db
    .selectFrom('apiUsage')
    .select(['subject', 'count'])
    .where('subject', 'in', [...subjects])
    .where('windowMs', '=', window.windowMs)
    .where('windowStart', '=', window.windowStart)
    .execute();
  for (const row of rows) counts.set(row.subject, Number(row.count));
  return counts;
}
