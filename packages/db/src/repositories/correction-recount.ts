import { type Kysely, sql } from 'kysely';
import { pastTalliesChanged } from './past-day-scores.ts';
import type { Database } from '../schema.ts';
import type { CorrectionFilter } from '../schema/corrections.ts';

/**
 * Corrections written in bulk and the hall of fame tallies counted again from them (ADR 047):
 * for synthetic data (the corrections benchmark) and for repairing tallies. The correction write
 * path keeps the tallies one correction at a time (ADR 046); this recounts all of them at once.
 * Bound into the `hallOfFame` group.
 */

export interface BulkCorrection {
  articleId: number;
  userId: number;
  category: Exclude<CorrectionFilter, 'all'>;
  lineCount: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** 'demo' marks seeded or synthetic corrections. */
  kind: 'correction' | 'demo';
}

/** Live corrections, each crediting all its lines to its author; no line changes are written. */
export async function insertCorrectionsInBulk(
  db: Kysely<Database>,
  rows: readonly BulkCorrection[],
): Promise<void> {
  pastTalliesChanged();
  // 500 rows of 9 values stays under both stores' bound-parameter limits.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('textCorrection')
      .values(
        rows.slice(start, start + 500).map((row) => ({
          articleId: row.articleId,
          userId: row.userId,
          category: row.category,
          lineCount: row.lineCount,
          creditedLines: row.lineCount,
          createdAt: row.createdAt,
          kind: row.kind,
          status: 'live' as const,
          baseVersion: 0,
        })),
      )
      .execute();
}

/**
 * `correction_total` and `correction_day` counted again from every correction's credited lines:
 * each category's, and 'all' summing them. Run in a transaction so readers never see them empty.
 */
export async function rebuildCorrectionTallies(db: Kysely<Database>): Promise<void> {
  pastTalliesChanged();
  await db.deleteFrom('correctionDay').execute();
  await db.deleteFrom('correctionTotal').execute();
  const credited = db
    .selectFrom('textCorrection')
    .where('userId', 'is not', null)
    .where('creditedLines', '>', 0);
  const day = sql<string>`substr(created_at, 1, 10)`;
  const lines = sql<number>`sum(credited_lines)`;
  await db
    .insertInto('correctionTotal')
    .columns(['userId', 'filter', 'lines'])
    .expression(
      credited
        .select(['userId', sql<string>`category`.as('filter'), lines.as('lines')])
        .groupBy(['userId', 'category'])
        .unionAll(
          credited.select(['userId', sql<string>`'all'`.as('filter'), lines.as('lines')]).groupBy('userId'),
        ),
    )
    .execute();
  await db
    .insertInto('correctionDay')
    .columns(['userId', 'filter', 'day', 'lines'])
    .expression(
      credited
        .select(['userId', sql<string>`category`.as('filter'), day.as('day'), lines.as('lines')])
        .groupBy(['userId', 'category', day])
        .unionAll(
          credited
            .select(['userId', sql<string>`'all'`.as('filter'), day.as('day'), lines.as('lines')])
            .groupBy(['userId', day]),
        ),
    )
    .execute();
}
