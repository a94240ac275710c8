import type { Kysely } from 'kysely';
import { FORMER_USER_NAME } from '../migrations/023-account-settings.ts';
import type { Database } from '../schema.ts';
import type { CorrectionFilter } from '../schema/corrections.ts';
import { type BoardRequest, type Score, type Standing, boardOfScores } from './hall-of-fame-board.ts';
import { totalsBoard } from './totals-board.ts';
import { dayWindowBoard } from './past-day-scores.ts';

/**
 * The hall of fame's reads (spec 03 Hall of fame; ADR 047) over the tallies the correction write
 * path keeps (ADR 046): `correction_total` for any time, `correction_day` for the last week and
 * month, `text_correction.credited_lines` for the last hour and day. Bound into the `hallOfFame`
 * group.
 *
 * The order: most lines first; readers with as many lines share a rank (1, 2, 2, 4) and are listed
 * by account id, the longest-standing first, the same on both stores whatever their collation.
 */

/** Where a period's lines come from: the tally and the bounds of its window. */
export type PeriodWindow =
  | { source: 'total' }
  /** Whole UTC days, both inclusive (YYYY-MM-DD). */
  | { source: 'days'; fromDay: string; toDay: string }
  /** ISO-8601 UTC instants, both inclusive. */
  | { source: 'corrections'; from: string; to: string };

export interface RankedCorrector {
  userId: number;
  username: string;
  displayName: string;
  profilePublic: boolean;
  lines: number;
  listRanking: number;
}

export interface HallOfFameBoard {
  leaders: RankedCorrector[];
  /** The reader's row with their neighbours, and their rank; null without lines in the window. */
  mine: { position: number; rows: RankedCorrector[] } | null;
  totals: { lines: number; correctors: number };
}

/** The filters a correction's category counts under besides 'all'. */
const CATEGORIES = ['newspaper', 'gazette', 'book', 'journal'] as const;

async function formerUserId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('userAccount')
    .select('id')
    .where('username', '=', FORMER_USER_NAME)
    .executeTakeFirst();
  // No account has id 0: without the former-user account nobody is left out.
  return row?.id ?? 0;
}

/** Each reader's lines in the last hour or day, summed in the store; the former user left out. */
async function recentScores(
  db: Kysely<Database>,
  filter: CorrectionFilter,
  window: Extract<PeriodWindow, { source: 'corrections' }>,
  former: number,
): Promise<Score[]> {
  // The category list (all of them for 'all') lets index (category, created_at) serve the range.
  const rows = await db
    .selectFrom('textCorrection')
    .select((eb) => [
      eb.ref('userId').$notNull().as('userId'),
      eb.fn.sum<number | string>('creditedLines').as('lines'),
    ])
    .where('category', 'in', filter === 'all' ? [...CATEGORIES] : [filter])
    .where('createdAt', '>=', window.from)
    .where('createdAt', '<=', window.to)
    .where('userId', 'is not', null)
    .where('userId', '<>', former)
    .groupBy('userId')
    .execute();
  return rows.map((row) => ({ userId: row.userId, lines: Number(row.lines) }));
}

/** The accounts of the readers shown, with what their rows need. */
async function accountsOf(db: Kysely<Database>, standings: Standing[]) {
  const ids = [...new Set(standings.map((s) => s.userId))];
  if (ids.length === 0)
    return new Map<number, { username: string; displayName: string; profilePublic: number }>();
  const rows = await db
    .selectFrom('userAccount')
    .select(['id', 'username', 'displayName', 'profilePublic'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The leaders, the reader's neighbourhood and the totals for a filter in a window. Any time reads
 * the ranked index of `correction_total` (totals-board.ts); the last week and month rank the kept
 * past days' sums with today's (past-day-scores.ts); the last hour and day sum their readers'
 * lines once and rank them in memory (at most one row per reader who corrected in it).
 */
export async function hallOfFameBoard(
  db: Kysely<Database>,
  filter: CorrectionFilter,
  window: PeriodWindow,
  request: BoardRequest,
): Promise<HallOfFameBoard> {
  const former = await formerUserId(db);
  const board =
    window.source === 'total'
      ? await totalsBoard(db, filter, former, request)
      : window.source === 'days'
        ? await dayWindowBoard(db, filter, window, former, request)
        : boardOfScores(await recentScores(db, filter, window, former), request);
  const accounts = await accountsOf(db, [...board.leaders, ...(board.mine?.rows ?? [])]);
  // An account gone since its lines were read is left out of the rows shown.
  const present = (rows: Standing[]): RankedCorrector[] =>
    rows.flatMap((row) => {
      const account = accounts.get(row.userId);
      if (!account) return [];
      return [
        {
          ...row,
          username: account.username,
          displayName: account.displayName,
          profilePublic: Number(account.profilePublic) === 1,
        },
      ];
    });
  return {
    leaders: present(board.leaders),
    mine: board.mine && { position: board.mine.position, rows: present(board.mine.rows) },
    totals: board.totals,
  };
}

/** A reader's credited lines under a filter, any time (Profile info's linesCorrected). */
export async function linesCorrectedBy(
  db: Kysely<Database>,
  userId: number,
  filter: CorrectionFilter,
): Promise<number> {
  const row = await db
    .selectFrom('correctionTotal')
    .select('lines')
    .where('userId', '=', userId)
    .where('filter', '=', filter)
    .executeTakeFirst();
  return Number(row?.lines ?? 0);
}
