import {
  type CorrectionStats,
  HALL_OF_FAME_DEFAULT_PERIOD,
  HALL_OF_FAME_PERIOD_LABELS,
  HALL_OF_FAME_PERIODS,
  HALL_OF_FAME_PRIVATE_NAME,
  HALL_OF_FAME_SPACER_ROWS,
  HALL_OF_FAME_TOP,
  type HallOfFameFilter,
  type HallOfFamePeriod,
  type HallOfFameQuery,
  type LeaderboardRow,
} from '@trove/contracts';
import type { PeriodWindow, RankedCorrector } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { maySeeProfile } from './profile-policy.ts';

/**
 * The hall of fame (spec 03 Hall of fame, §7 /hallOfFame/*; ADR 047): the leading text correctors
 * for a filter and period, the reader's own neighbourhood, and the totals.
 */

type Deps = ServiceDeps<'accounts' | 'hallOfFame'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a period's lines are read from at `now`. 'Last week' is today and the six days before,
 * 'Last month' today and the 29 before, whole UTC days; the last hour and day are exact spans.
 */
export function periodWindow(period: HallOfFamePeriod, now: Date): PeriodWindow {
  const day = (daysBack: number) => new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
  const since = (ms: number) => ({
    source: 'corrections' as const,
    from: new Date(now.getTime() - ms).toISOString(),
    to: now.toISOString(),
  });
  switch (period) {
    case 'all':
      return { source: 'total' };
    case 'hour':
      return since(60 * 60 * 1000);
    case 'day':
      return since(DAY_MS);
    case 'week':
      return { source: 'days', fromDay: day(6), toDay: day(0) };
    case 'month':
      return { source: 'days', fromDay: day(29), toDay: day(0) };
  }
}

/** A row as the caller may see it: a private profile unnamed and unlinked, except to its owner. */
function rowFor(caller: Caller | null, row: RankedCorrector): LeaderboardRow {
  const named = maySeeProfile(caller, row.userId, row.profilePublic);
  return {
    listRanking: row.listRanking,
    userName: named ? row.username : null,
    userDisplayName: named ? row.displayName : HALL_OF_FAME_PRIVATE_NAME,
    linesCorrected: row.lines,
  };
}

/** Whose own position to show: the named reader if the caller may see them, else the caller. */
async function readerOf(
  deps: Deps,
  caller: Caller | null,
  username: string | undefined,
): Promise<number | null> {
  if (!username) return caller?.userId ?? null;
  const account = await deps.store.accounts.findAccountByUsername(username);
  if (!account || !maySeeProfile(caller, account.id, account.profilePublic)) return null;
  return account.id;
}

/** GET /hallOfFame/correctionStats. */
export async function correctionStats(
  deps: Deps,
  caller: Caller | null,
  query: HallOfFameQuery,
): Promise<CorrectionStats> {
  const window = periodWindow(query.dateChoice, deps.now());
  const readerId = await readerOf(deps, caller, query.username);
  const board = await deps.store.hallOfFame.hallOfFameBoard(query.filter, window, {
    top: HALL_OF_FAME_TOP,
    readerId,
    spacers: HALL_OF_FAME_SPACER_ROWS,
  });
  const { leaders, mine, totals } = board;
  return {
    dateChoice: query.dateChoice,
    filter: query.filter,
    leaders: leaders.map((row) => rowFor(caller, row)),
    mine: mine && { position: mine.position, rows: mine.rows.map((row) => rowFor(caller, row)) },
    totalCorrections: totals.lines,
    totalCorrectors: totals.correctors,
  };
}

/** GET /hallOfFame/totalCorrections and /totalCorrectors. */
export async function hallOfFameTotals(
  deps: Deps,
  query: { filter: HallOfFameFilter; dateChoice: HallOfFamePeriod },
): Promise<{ lines: number; correctors: number }> {
  const window = periodWindow(query.dateChoice, deps.now());
  const board = await deps.store.hallOfFame.hallOfFameBoard(query.filter, window, {
    top: 0,
    readerId: null,
    spacers: 0,
  });
  return board.totals;
}

/** GET /hallOfFame/statsPeriods. */
export function statsPeriods() {
  return {
    periods: HALL_OF_FAME_PERIODS.map((value) => ({ value, label: HALL_OF_FAME_PERIOD_LABELS[value] })),
    default: HALL_OF_FAME_DEFAULT_PERIOD,
  };
}
