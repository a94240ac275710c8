import type { NewArticle, NewPerson, NewVersion, NewWork } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { BiographyInput } from './catalogue-writer.ts';
import { type Executor, inTransaction, withOcrNoise } from './upsert.ts';
import type { HoldingInput } from './work-writer.ts';

/**
 * The fast path for large generated corpora (the synthetic import): rows inserted in one
 * transaction per batch, a row whose (source, sourceId) is already stored skipped. It suits only
 * sources where the same (source, sourceId) always means the same row, and it does not group
 * versions into works (each row is a work with one version). Each returns how many were inserted.
 */

export interface UnseenWork {
  work: Omit<NewWork, 'id'>;
  version: Omit<NewVersion, 'id' | 'workId'>;
  holdings: HoldingInput[];
}

export interface UnseenPerson {
  person: Omit<NewPerson, 'id'>;
  biography: BiographyInput;
}

async function logChanges(trx: Executor, entityType: string, ids: number[]) {
  if (ids.length === 0) return;
  const changedAt = nowIso();
  await trx
    .insertInto('searchChange')
    .values(ids.map((entityId) => ({ entityType, entityId, changedAt })))
    .execute();
}

export function insertUnseenWorks(db: Executor, rows: readonly UnseenWork[]): Promise<number> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('work')
      .values(rows.map((r) => r.work))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning(['id', 'sourceId'])
      .execute();
    if (inserted.length === 0) return 0;
    const workIds = new Map(inserted.map((r) => [r.sourceId, r.id]));
    const fresh = rows.filter((r) => workIds.has(r.work.sourceId));
    const versions = await trx
      .insertInto('version')
      .values(
        fresh.map((r) => ({ ...withOcrNoise('version', r.version), workId: workIds.get(r.work.sourceId)! })),
      )
      .returning(['id', 'sourceId'])
      .execute();
    const versionIds = new Map(versions.map((v) => [v.sourceId, v.id]));
    const holdings = fresh.flatMap((r) =>
      r.holdings.map((h) => ({ ...h, versionId: versionIds.get(r.version.sourceId)! })),
    );
    if (holdings.length) await trx.insertInto('holding').values(holdings).execute();
    await logChanges(
      trx,
      'work',
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}

export function insertUnseenArticles(db: Executor, rows: readonly Omit<NewArticle, 'id'>[]): Promise<number> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('article')
      .values(rows.map((row) => withOcrNoise('article', row)))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning('id')
      .execute();
    await logChanges(
      trx,
      'article',
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}

export function insertUnseenPeople(db: Executor, rows: readonly UnseenPerson[]): Promise<number> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('person')
      .values(rows.map((r) => r.person))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning(['id', 'sourceId'])
      .execute();
    const bySourceId = new Map(rows.map((r) => [r.person.sourceId, r]));
    const biographies = inserted.map((r) => ({ ...bySourceId.get(r.sourceId)!.biography, personId: r.id }));
    if (biographies.length) await trx.insertInto('biography').values(biographies).execute();
    await logChanges(
      trx,
      'person',
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}
