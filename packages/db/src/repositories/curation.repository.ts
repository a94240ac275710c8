import { fromJson, toJson } from '../json.ts';
import type { Dialect } from '../migrations/columns.ts';
import type { RegroupLogTable } from '../schema.ts';
import { nowIso } from '../time.ts';
import { beginRegroup } from './regroup.ts';
import { type ChangeCursor, changesAfter } from './search-changes.ts';
import { type Executor, inTransaction, logSearchChange } from './upsert.ts';

/**
 * Data managers separating an edition from a work and merging works (spec 02 §2, 01 §6; ADR 016).
 * Each change moves versions in one transaction, remembers what the works held (beginRegroup, so the
 * pending banners show), logs the change for the search index and keeps a regroup_log row.
 */

export interface RegroupBy {
  note: string;
  userId: number | null;
}

export type SplitOutcome =
  | { kind: 'split'; workId: number }
  | { kind: 'work_missing' | 'work_deleted' | 'version_missing' | 'single_version' | 'pending' };

/** Year range and formats follow the versions a work holds now. */
async function refreshFromVersions(trx: Executor, workId: number): Promise<void> {
  const versions = await trx
    .selectFrom('version')
    .select(['year', 'format'])
    .where('workId', '=', workId)
    .execute();
  const years = versions.map((v) => v.year).filter((y): y is number => y !== null);
  await trx
    .updateTable('work')
    .set({
      yearStart: years.length ? Math.min(...years) : null,
      yearEnd: years.length ? Math.max(...years) : null,
      formats: toJson([...new Set(versions.map((v) => v.format).filter((f): f is string => !!f))]),
      updatedAt: nowIso(),
    })
    .where('id', '=', workId)
    .execute();
  await logSearchChange(trx, 'work', workId);
}

async function logRegroup(
  trx: Executor,
  row: Omit<RegroupLogTable, 'id' | 'createdAt' | 'versionIds'> & { versionIds: number[] },
): Promise<void> {
  await trx
    .insertInto('regroupLog')
    .values({ ...row, versionIds: toJson(row.versionIds), createdAt: nowIso() })
    .execute();
}

/** Moves one version of a work into a new work of its own. */
export async function splitVersion(
  db: Executor,
  workId: number,
  versionId: number,
  by: RegroupBy,
): Promise<SplitOutcome> {
  return inTransaction(db, async (trx) => {
    const work = await trx.selectFrom('work').selectAll().where('id', '=', workId).executeTakeFirst();
    if (!work) return { kind: 'work_missing' };
    if (work.deletedAt !== null) return { kind: 'work_deleted' };
    if (work.settledVersionIds !== null) return { kind: 'pending' };
    const versions = await trx.selectFrom('version').selectAll().where('workId', '=', workId).execute();
    const version = versions.find((v) => v.id === versionId);
    if (!version) return { kind: 'version_missing' };
    if (versions.length < 2) return { kind: 'single_version' };

    await beginRegroup(trx, [workId]);
    const now = nowIso();
    // Its own group key, so a later import does not fold other records into it by accident.
    const sourceId = `${workId}/${versionId}/${now}`;
    const created = await trx
      .insertInto('work')
      .values({
        source: 'separated',
        sourceId,
        groupKey: `separated|${sourceId}`,
        title: version.title,
        workType: work.workType,
        category: work.category,
        primaryFormat: version.format ?? work.primaryFormat,
        formats: toJson(version.format ? [version.format] : []),
        creators: version.creators,
        subjects: work.subjects,
        summary: null,
        yearStart: version.year,
        yearEnd: version.year,
        languages: version.languages,
        thumbnailUrl: version.thumbnailUrl,
        australian: work.australian,
        culturallySensitive: work.culturallySensitive,
        firstAustralians: work.firstAustralians,
        synthetic: work.synthetic,
        createdAt: now,
        updatedAt: now,
        // Empty: the new work gains its edition, so it shows Merge Pending until the index has it.
        settledVersionIds: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('version').set({ workId: created.id }).where('id', '=', versionId).execute();
    await refreshFromVersions(trx, workId);
    await logSearchChange(trx, 'work', created.id);
    await logRegroup(trx, {
      kind: 'split',
      fromWorkId: workId,
      toWorkId: created.id,
      versionIds: [versionId],
      ...by,
    });
    return { kind: 'split', workId: created.id };
  });
}

export type MergeOutcome =
  { kind: 'merged'; workId: number } | { kind: 'work_missing' | 'work_deleted'; workId: number };

/** Moves every version of the other works into the first (the target) and deletes the others. */
export async function mergeWorks(
  db: Executor,
  workIds: readonly number[],
  by: RegroupBy,
): Promise<MergeOutcome> {
  const [target, ...others] = workIds;
  if (target === undefined) throw new Error('mergeWorks needs a target');
  return inTransaction(db, async (trx) => {
    const works = await trx
      .selectFrom('work')
      .select(['id', 'deletedAt'])
      .where('id', 'in', workIds)
      .execute();
    for (const id of workIds) {
      const work = works.find((w) => w.id === id);
      if (!work) return { kind: 'work_missing', workId: id };
      if (work.deletedAt !== null) return { kind: 'work_deleted', workId: id };
    }
    await beginRegroup(trx, [target]);
    const now = nowIso();
    for (const from of others) {
      const moved = await trx
        .selectFrom('version')
        .select('id')
        .where('workId', '=', from)
        .orderBy('id')
        .execute();
      await trx.updateTable('version').set({ workId: target }).where('workId', '=', from).execute();
      await trx
        .updateTable('work')
        .set({ deletedAt: now, updatedAt: now, settledVersionIds: null })
        .where('id', '=', from)
        .execute();
      await logSearchChange(trx, 'work', from);
      await logRegroup(trx, {
        kind: 'merge',
        fromWorkId: from,
        toWorkId: target,
        versionIds: moved.map((v) => v.id),
        ...by,
      });
    }
    await refreshFromVersions(trx, target);
    return { kind: 'merged', workId: target };
  });
}

export interface RegroupLogEntry {
  kind: 'split' | 'merge';
  fromWorkId: number;
  toWorkId: number;
  versionIds: number[];
  note: string;
  username: string | null;
  createdAt: string;
}

/** The change that deleted a work (its last merge away), for data managers' deleted-record details. */
export async function readDeletionRecord(db: Executor, workId: number): Promise<RegroupLogEntry | null> {
  const row = await db
    .selectFrom('regroupLog')
    .leftJoin('userAccount', 'userAccount.id', 'regroupLog.userId')
    .select([
      'regroupLog.kind',
      'regroupLog.fromWorkId',
      'regroupLog.toWorkId',
      'regroupLog.versionIds',
      'regroupLog.note',
      'regroupLog.createdAt',
      'userAccount.username',
    ])
    .where('regroupLog.fromWorkId', '=', workId)
    .where('regroupLog.kind', '=', 'merge')
    .orderBy('regroupLog.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    versionIds: fromJson<number[]>(row.versionIds, []),
    username: row.username ?? null,
  };
}

/**
 * Works whose split or merge the search index has caught up with: no change logged for them comes
 * after `applied`, the index's place in the change log. Settling them ends their pending banners.
 */
export async function settleCaughtUp(
  db: Executor,
  dialect: Dialect,
  applied: ChangeCursor,
): Promise<number[]> {
  const rows = await db
    .selectFrom('work')
    .select('work.id')
    .where('work.settledVersionIds', 'is not', null)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('searchChange')
            .select('searchChange.id')
            .whereRef('searchChange.entityId', '=', 'work.id')
            .where('searchChange.entityType', '=', 'work')
            .where(changesAfter(dialect, applied)),
        ),
      ),
    )
    .execute();
  const ready = rows.map((w) => w.id);
  if (ready.length > 0)
    await db.updateTable('work').set({ settledVersionIds: null }).where('id', 'in', ready).execute();
  return ready;
}
