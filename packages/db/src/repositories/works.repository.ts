import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { HOLDING_COLUMNS, type HoldingWithLibrary } from './records.repository.ts';

/** Small look-ups behind the version, NBD and borrow calls (spec 02 §7). */

export interface VersionLocation {
  versionId: number;
  workId: number;
}

export async function findVersionLocation(
  db: Kysely<Database>,
  versionId: number,
): Promise<VersionLocation | undefined> {
  return db
    .selectFrom('version')
    .select(['id as versionId', 'workId'])
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/**
 * The version whose source record carries this identifier: the whole stored id ('AuCNLKIN:123')
 * or its control number after the organisation prefix ('123'), as the MARC importer writes it.
 */
export async function findVersionBySourceRecordId(
  db: Kysely<Database>,
  id: string,
): Promise<VersionLocation | undefined> {
  // LIKE wildcards (and SQLite's missing default escape) make such an id match only exactly.
  const suffix = /[\\%_]/.test(id) ? null : `%:${id}`;
  return (
    db
      .selectFrom('sourceRecord')
      .innerJoin('version', 'version.id', 'sourceRecord.versionId')
      .select(['version.id as versionId', 'version.workId'])
      .where((eb) =>
        suffix === null
          ? eb('sourceRecord.sourceId', '=', id)
          : eb.or([eb('sourceRecord.sourceId', '=', id), eb('sourceRecord.sourceId', 'like', suffix)]),
      )
      // An exact match wins over a suffix match; among equals the oldest version.
      .orderBy((eb) => eb.case().when('sourceRecord.sourceId', '=', id).then(eb.lit(0)).else(eb.lit(1)).end())
      .orderBy('version.id')
      .executeTakeFirst()
  );
}

/** Holdings of a work, or of one of its versions, with the library directory's entry. */
export async function readHoldings(
  db: Kysely<Database>,
  workId: number,
  versionId?: number,
): Promise<HoldingWithLibrary[]> {
  let query = db
    .selectFrom('holding')
    .innerJoin('version', 'version.id', 'holding.versionId')
    .leftJoin('library', 'library.nuc', 'holding.nuc')
    .select(HOLDING_COLUMNS)
    .where('version.workId', '=', workId);
  if (versionId !== undefined) query = query.where('holding.versionId', '=', versionId);
  return query.orderBy('holding.id').execute();
}

/** Whether a work exists and when it was deleted, without reading the rest of it. */
export async function findWorkStatus(
  db: Kysely<Database>,
  workId: number,
): Promise<{ id: number; deletedAt: string | null } | undefined> {
  return db.selectFrom('work').select(['id', 'deletedAt']).where('id', '=', workId).executeTakeFirst();
}

/**
 * Works named by related entries (ADR 011): source record ids ('AuCNL:7836120') and exact titles,
 * each to the oldest work that is not deleted. Both look-ups use an index (migration 006).
 */
export async function findRelatedWorks(
  db: Kysely<Database>,
  query: { sourceIds: readonly string[]; titles: readonly string[] },
): Promise<{ bySourceId: Map<string, number>; byTitle: Map<string, number> }> {
  const bySourceId = new Map<string, number>();
  const byTitle = new Map<string, number>();
  if (query.sourceIds.length > 0) {
    const rows = await db
      .selectFrom('sourceRecord')
      .innerJoin('version', 'version.id', 'sourceRecord.versionId')
      .innerJoin('work', 'work.id', 'version.workId')
      .select(['sourceRecord.sourceId', 'work.id as workId'])
      .where('sourceRecord.sourceId', 'in', [...query.sourceIds])
      .where('work.deletedAt', 'is', null)
      .orderBy('work.id')
      .execute();
    for (const row of rows) if (!bySourceId.has(row.sourceId)) bySourceId.set(row.sourceId, row.workId);
  }
  if (query.titles.length > 0) {
    const rows = await db
      .selectFrom('work')
      .select(['title', 'id'])
      .where('title', 'in', [...query.titles])
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    for (const row of rows) if (!byTitle.has(row.title)) byTitle.set(row.title, row.id);
  }
  return { bySourceId, byTitle };
}
