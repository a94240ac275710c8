import { type Kysely, sql } from 'kysely';
import { notePastDay } from './past-day-scores.ts';
import type { CorrectionFilter, Database, TextCorrectionTable } from '../schema.ts';
import { nowIso } from '../time.ts';

/**
 * The hall of fame's running tallies (ADR 046), kept in the transaction of every correction and
 * withdrawal: a reader's credited lines under the article's filter and under 'all', any time
 * (`correction_total`) and per UTC day (`correction_day`). And the blocks on correcting.
 */

type Category = TextCorrectionTable['category'];

const filtersOf = (category: Category): CorrectionFilter[] => [category, 'all'];

/** Adds credited lines to a reader's tallies for the day of `at` (ISO-8601 UTC). */
export async function creditLines(
  db: Kysely<Database>,
  credit: { userId: number; category: Category; at: string; lines: number },
): Promise<void> {
  if (credit.lines <= 0) return;
  const day = credit.at.slice(0, 10);
  notePastDay(day);
  for (const filter of filtersOf(credit.category)) {
    await db
      .insertInto('correctionTotal')
      .values({ userId: credit.userId, filter, lines: credit.lines })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'filter'])
          .doUpdateSet({ lines: sql`correction_total.lines + ${credit.lines}` }),
      )
      .execute();
    await db
      .insertInto('correctionDay')
      .values({ userId: credit.userId, filter, day, lines: credit.lines })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'filter', 'day'])
          .doUpdateSet({ lines: sql`correction_day.lines + ${credit.lines}` }),
      )
      .execute();
  }
}

/**
 * Takes back the credit of one line change from its author: the line no longer counts, its
 * correction credits one line fewer, and the tallies of the day it was made go down by one, never
 * below nothing.
 */
export async function withdrawLineCredit(
  db: Kysely<Database>,
  change: {
    lineChangeId: number;
    correctionId: number;
    authorId: number | null;
    category: Category;
    createdAt: string;
  },
): Promise<void> {
  notePastDay(change.createdAt.slice(0, 10));
  const result = await db
    .updateTable('textCorrectionLine')
    .set({ credited: 0 })
    .where('id', '=', change.lineChangeId)
    .where('credited', '=', 1)
    .executeTakeFirst();
  // Already withdrawn (by an earlier undo): nothing more to take.
  if (Number(result.numUpdatedRows) !== 1) return;
  await db
    .updateTable('textCorrection')
    .set({ creditedLines: sql`credited_lines - 1` })
    .where('id', '=', change.correctionId)
    .where('creditedLines', '>', 0)
    .execute();
  if (change.authorId === null) return;
  const filters = filtersOf(change.category);
  await db
    .updateTable('correctionTotal')
    .set({ lines: sql`lines - 1` })
    .where('userId', '=', change.authorId)
    .where('filter', 'in', filters)
    .where('lines', '>', 0)
    .execute();
  await db
    .updateTable('correctionDay')
    .set({ lines: sql`lines - 1` })
    .where('userId', '=', change.authorId)
    .where('filter', 'in', filters)
    .where('day', '=', change.createdAt.slice(0, 10))
    .where('lines', '>', 0)
    .execute();
}

/** Lines an account has changed in live corrections (its corrected-lines achievements' measure). */
export async function correctedLineCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('textCorrection')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('lineCount'), eb.lit(0)).as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'live')
    .where('kind', '!=', 'revert')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface CorrectionBlockRow {
  userId: number;
  username: string;
  displayName: string;
  reason: string;
  blockedBy: string | null;
  createdAt: string;
}

/** Whether an account may not correct. */
export async function isCorrectionBlocked(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('correctionBlock')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every block, newest first, with the names of the account and of who blocked it. */
export function correctionBlocks(db: Kysely<Database>): Promise<CorrectionBlockRow[]> {
  return db
    .selectFrom('correctionBlock as block')
    .innerJoin('userAccount as blocked', 'blocked.id', 'block.userId')
    .leftJoin('userAccount as manager', 'manager.id', 'block.blockedBy')
    .select([
      'block.userId',
      'blocked.username',
      'blocked.displayName',
      'block.reason',
      'manager.username as blockedBy',
      'block.createdAt',
    ])
    .orderBy('block.createdAt', 'desc')
    .orderBy('block.userId')
    .execute();
}

/** Blocks an account (again: the reason and who are replaced). */
export async function blockCorrections(
  db: Kysely<Database>,
  block: { userId: number; reason: string; blockedBy: number | null },
): Promise<void> {
  const row = { ...block, createdAt: nowIso() };
  await db
    .insertInto('correctionBlock')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ reason: block.reason, blockedBy: block.blockedBy, createdAt: row.createdAt }),
    )
    .execute();
}

/** Lifts a block; false when the account was not blocked. */
export async function unblockCorrections(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('correctionBlock').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
