import type { Kysely } from 'kysely';
import { type Store, queryBuilderOf } from '../connection.ts';
import type { Database } from '../schema.ts';
import type { CorrectionFilter } from '../schema/corrections.ts';
import { pastTalliesChanged } from '../repositories/past-day-scores.ts';

/**
 * Text corrections for tests of the read side (the hall of fame, the profile's tab; ADR 047),
 * written as the correction write path leaves them (ADR 046): the correction, its changed lines,
 * and the tallies `correction_total` and `correction_day` of its category and of 'all', all
 * credited to its author.
 */

export interface CorrectionSpec {
  articleId: number;
  userId: number | null;
  /** ISO-8601 UTC. */
  createdAt: string;
  category?: Exclude<CorrectionFilter, 'all'>;
  /** The changed lines, old and new; defaults to `lineCount` invented lines. */
  lines?: { oldText: string; newText: string }[];
  lineCount?: number;
  status?: 'live' | 'held' | 'rejected';
  kind?: 'correction' | 'revert' | 'demo';
}

/** Adds lines to a reader's tally row, making it when missing. */
async function addTo(
  db: Kysely<Database>,
  table: 'correctionTotal' | 'correctionDay',
  row: { userId: number; filter: CorrectionFilter; lines: number; day?: string },
): Promise<void> {
  const keys =
    table === 'correctionTotal' ? (['userId', 'filter'] as const) : (['userId', 'filter', 'day'] as const);
  await db
    .insertInto(table)
    .values(row as never)
    .onConflict((oc) =>
      oc
        .columns([...keys])
        .doUpdateSet(
          (eb) => ({ lines: eb(eb.ref(`${table}.lines`), '+', eb.ref('excluded.lines')) }) as never,
        ),
    )
    .execute();
}

/** One correction with its lines and tallies; its id. */
export async function buildCorrection(store: Store, spec: CorrectionSpec): Promise<number> {
  // Tallies written here bypass the write path: the kept week and month sums are computed again.
  pastTalliesChanged();
  const db = queryBuilderOf(store);
  const category = spec.category ?? 'newspaper';
  const lines =
    spec.lines ??
    Array.from({ length: spec.lineCount ?? 1 }, (_, i) => ({
      oldText: `Tbe line ${i}`,
      newText: `The line ${i}`,
    }));
  const status = spec.status ?? 'live';
  const credited = status === 'live' && spec.kind !== 'revert' && spec.userId !== null ? lines.length : 0;
  const { id } = await db
    .insertInto('textCorrection')
    .values({
      articleId: spec.articleId,
      version: null,
      baseVersion: 0,
      userId: spec.userId,
      kind: spec.kind ?? 'correction',
      status,
      category,
      comment: null,
      reason: null,
      revertsTo: null,
      lineCount: lines.length,
      creditedLines: credited,
      addressKey: null,
      createdAt: spec.createdAt,
      reviewedBy: null,
      reviewedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length)
    await db
      .insertInto('textCorrectionLine')
      .values(
        lines.map((line, lineNo) => ({
          correctionId: id,
          articleId: spec.articleId,
          lineNo,
          oldText: line.oldText,
          newText: line.newText,
          credited: credited ? 1 : 0,
        })),
      )
      .execute();
  if (credited && spec.userId !== null)
    for (const filter of [category, 'all'] as const) {
      await addTo(db, 'correctionTotal', { userId: spec.userId, filter, lines: credited });
      await addTo(db, 'correctionDay', {
        userId: spec.userId,
        filter,
        lines: credited,
        day: spec.createdAt.slice(0, 10),
      });
    }
  return id;
}
