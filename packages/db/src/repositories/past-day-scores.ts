import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { CorrectionFilter } from '../schema/corrections.ts';
import {
  type Board,
  type BoardRequest,
  type Score,
  boardOfSorted,
  listOrder,
  withChanges,
} from './hall-of-fame-board.ts';

/**
 * The hall of fame's week and month sums, computed incrementally (ADR 047): the credited lines of
 * whole past days do not change as readers save (a save counts today), so each reader's sum over
 * the window's past days is kept once per store, filter and window, ranked, and each request moves
 * only the readers with credit today to their new places (one pass, no sort of the whole list). The sums are forgotten when credit dated before today changes (a withdrawal,
 * an approved held correction, a recount: pastTalliesChanged), and are at most PAST_SCORES_TTL_MS
 * old, so another server instance's such change shows within that time.
 */

export const PAST_SCORES_TTL_MS = 5 * 60 * 1000;

interface Kept {
  generation: number;
  at: number;
  /** Each reader's lines over the past days. */
  scores: Map<number, number>;
  /** The same in list order, readers with lines only. */
  sorted: Score[];
  lines: number;
}

let generation = 0;
const kept = new WeakMap<object, Map<string, Kept>>();

/** Credit of a day before today changed (or may have): every kept sum is computed again. */
export function pastTalliesChanged(): void {
  generation += 1;
}

/** Whether a tally change on `day` (YYYY-MM-DD) touches a past day: any day but today (UTC). */
export function notePastDay(day: string): void {
  if (day !== new Date().toISOString().slice(0, 10)) pastTalliesChanged();
}

async function sumDays(
  db: Kysely<Database>,
  filter: CorrectionFilter,
  fromDay: string,
  toDay: string,
  former: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('correctionDay')
    .select((eb) => ['userId', eb.fn.sum<number | string>('lines').as('lines')])
    .where('filter', '=', filter)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where('userId', '<>', former)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((row) => [row.userId, Number(row.lines)]));
}

/** The day before a YYYY-MM-DD day. */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The kept sums of the window's past days, computed again when stale. */
async function pastScores(
  db: Kysely<Database>,
  filter: CorrectionFilter,
  window: { fromDay: string; toDay: string },
  former: number,
): Promise<Kept> {
  const lastPast = dayBefore(window.toDay);
  const key = `${filter}|${window.fromDay}|${lastPast}|${former}`;
  const ofStore = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, ofStore);
  const past = ofStore.get(key);
  const now = Date.now();
  if (past && past.generation === generation && now - past.at <= PAST_SCORES_TTL_MS) return past;
  const at = generation;
  const scores =
    window.fromDay <= lastPast ? await sumDays(db, filter, window.fromDay, lastPast, former) : new Map();
  const sorted = [...scores]
    .map(([userId, lines]) => ({ userId, lines }))
    .filter((row) => row.lines > 0)
    .sort(listOrder);
  const fresh = {
    generation: at,
    at: now,
    scores,
    sorted,
    lines: sorted.reduce((sum, r) => sum + r.lines, 0),
  };
  // Windows of other days are not asked again once the day has turned.
  for (const [other, value] of ofStore) if (value.at < now - PAST_SCORES_TTL_MS) ofStore.delete(other);
  ofStore.set(key, fresh);
  return fresh;
}

/** The board over whole UTC days fromDay..toDay (toDay is today): the kept past with today's credit. */
export async function dayWindowBoard(
  db: Kysely<Database>,
  filter: CorrectionFilter,
  window: { fromDay: string; toDay: string },
  former: number,
  request: BoardRequest,
): Promise<Board> {
  const past = await pastScores(db, filter, window, former);
  const today = await sumDays(db, filter, window.toDay, window.toDay, former);
  let lines = past.lines;
  const changed = [...today].map(([userId, added]) => {
    const before = past.scores.get(userId) ?? 0;
    lines += Math.max(0, before + added) - Math.max(0, before);
    return { userId, lines: before + added };
  });
  return boardOfSorted(withChanges(past.sorted, changed), lines, request);
}
