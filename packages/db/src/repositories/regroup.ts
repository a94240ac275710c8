import type { Kysely } from 'kysely';
import { toJson } from '../json.ts';
import type { Database } from '../schema.ts';
import { type Executor, inTransaction } from './upsert.ts';

/**
 * The bookkeeping of separating editions from works and merging them in (ADR 010). A split or merge
 * calls `beginRegroup` on every work it touches, in the transaction that moves the versions; the job
 * that then recomputes those works (year range, formats, search index) calls `settleWorks` when done.
 * Until then the work page derives Separation Pending or Merge Pending from the difference.
 */

/** Remembers the versions each work holds now, unless a regroup already in flight remembered them. */
export async function beginRegroup(db: Executor, workIds: readonly number[]): Promise<void> {
  if (workIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    const unsettled = await trx
      .selectFrom('work')
      .select('id')
      .where('id', 'in', workIds)
      .where('settledVersionIds', 'is', null)
      .execute();
    for (const { id } of unsettled) {
      const versions = await trx
        .selectFrom('version')
        .select('id')
        .where('workId', '=', id)
        .orderBy('id')
        .execute();
      await trx
        .updateTable('work')
        .set({ settledVersionIds: toJson(versions.map((v) => v.id)) })
        .where('id', '=', id)
        .execute();
    }
  });
}

/** The works' derived data has caught up with their versions: nothing is pending any more. */
export async function settleWorks(db: Executor, workIds: readonly number[]): Promise<void> {
  if (workIds.length === 0) return;
  await db.updateTable('work').set({ settledVersionIds: null }).where('id', 'in', workIds).execute();
}

export interface RawSourceRecord {
  versionId: number;
  source: string;
  sourceId: string;
  nuc: string | null;
  rawFormat: string;
  raw: string;
}

/** The source records behind versions, as they arrived: for data managers' View Raw Metadata. */
export async function readRawRecords(
  db: Kysely<Database>,
  versionIds: readonly number[],
): Promise<RawSourceRecord[]> {
  if (versionIds.length === 0) return [];
  return db
    .selectFrom('sourceRecord')
    .select(['versionId', 'source', 'sourceId', 'nuc', 'rawFormat', 'raw'])
    .where('versionId', 'in', versionIds)
    .orderBy('versionId')
    .orderBy('id')
    .execute();
}
