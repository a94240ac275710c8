import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { CorrectionFilter } from '../schema/corrections.ts';
import type { Paging } from './contributions-of-user.ts';

/**
 * A reader's recent text corrections with their articles and changed lines (spec 03 §3 Text
 * corrections tab; ADR 047); bound into the `hallOfFame` group.
 */

export interface RecentCorrectionRow {
  id: number;
  createdAt: string;
  lineCount: number;
  category: Exclude<CorrectionFilter, 'all'>;
  articleId: number;
  heading: string;
  date: string | null;
  page: string | null;
  titleName: string | null;
  titleKind: string | null;
  lines: ChangedLine[];
}

/**
 * The reader's live corrections (not reverts) made at or after `since`, newest first, a page of
 * them with their changed lines in line order, and how many there are in all.
 */
export async function recentCorrectionsOf(
  db: Kysely<Database>,
  userId: number,
  since: string,
  paging: Paging,
): Promise<{ rows: RecentCorrectionRow[]; total: number }> {
  const base = db
    .selectFrom('textCorrection as tc')
    .where('tc.userId', '=', userId)
    .where('tc.createdAt', '>=', since)
    .where('tc.status', '=', 'live')
    .where('tc.kind', '<>', 'revert');
  const [page, count] = await Promise.all([
    base
      .innerJoin('article as a', 'a.id', 'tc.articleId')
      .leftJoin('newspaperTitle as nt', 'nt.id', 'a.titleId')
      .select([
        'tc.id',
        'tc.createdAt',
        'tc.lineCount',
        'tc.category',
        'tc.articleId',
        'a.heading',
        'a.date',
        'a.page',
        'nt.name as titleName',
        'nt.kind as titleKind',
      ])
      .orderBy('tc.createdAt', 'desc')
      .orderBy('tc.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const linesOf = await changedLines(
    db,
    page.map((row) => row.id),
  );
  return {
    rows: page.map((row) => ({ ...row, lines: linesOf.get(row.id) ?? [] })),
    total: Number(count?.n ?? 0),
  };
}

export interface ChangedLine {
  lineNo: number;
  oldText: string;
  newText: string;
}

/** The changed lines of some corrections, each correction's in line order. */
async function changedLines(db: Kysely<Database>, ids: number[]): Promise<Map<number, ChangedLine[]>> {
  const byCorrection = new Map<number, ChangedLine[]>();
  // 500 ids a query stays under both stores' bound-parameter limits.
  for (let start = 0; start < ids.length; start += 500) {
    const lines = await db
      .selectFrom('textCorrectionLine')
      .select(['correctionId', 'lineNo', 'oldText', 'newText'])
      .where('correctionId', 'in', ids.slice(start, start + 500))
      .orderBy('correctionId')
      .orderBy('lineNo')
      .execute();
    for (const { correctionId, ...line } of lines) {
      const list = byCorrection.get(correctionId) ?? [];
      list.push(line);
      byCorrection.set(correctionId, list);
    }
  }
  return byCorrection;
}

export interface ExportedCorrectionRow {
  id: number;
  articleId: number;
  heading: string;
  createdAt: string;
  kind: string;
  status: string;
  version: number | null;
  comment: string | null;
  lineCount: number;
  lines: ChangedLine[];
}

/** Every correction a reader made, whatever its state, newest first, with its lines (their export). */
export async function correctionsExportOf(
  db: Kysely<Database>,
  userId: number,
): Promise<ExportedCorrectionRow[]> {
  const rows = await db
    .selectFrom('textCorrection as tc')
    .innerJoin('article as a', 'a.id', 'tc.articleId')
    .select([
      'tc.id',
      'tc.articleId',
      'a.heading',
      'tc.createdAt',
      'tc.kind',
      'tc.status',
      'tc.version',
      'tc.comment',
      'tc.lineCount',
    ])
    .where('tc.userId', '=', userId)
    .orderBy('tc.createdAt', 'desc')
    .orderBy('tc.id', 'desc')
    .execute();
  const linesOf = await changedLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, lines: linesOf.get(row.id) ?? [] }));
}
