import type { Executor } from './upsert.ts';

/** Store ids of rows an importer knows by (source, sourceId), for linking what it saves next. */

/** Every newspaper title of a source, as its store id by source id. */
export async function newspaperTitleIdsOfSource(db: Executor, source: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('newspaperTitle')
    .select(['id', 'sourceId'])
    .where('source', '=', source)
    .execute();
  return new Map(rows.map((t) => [t.sourceId, t.id]));
}

export async function findNewspaperTitleId(
  db: Executor,
  source: string,
  sourceId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('newspaperTitle')
    .select('id')
    .where('source', '=', source)
    .where('sourceId', '=', sourceId)
    .executeTakeFirst();
  return row?.id;
}

/** The work a stored version belongs to; throws when no version has this (source, sourceId). */
export async function workIdOfVersion(db: Executor, source: string, sourceId: string): Promise<number> {
  const row = await db
    .selectFrom('version')
    .select('workId')
    .where('source', '=', source)
    .where('sourceId', '=', sourceId)
    .executeTakeFirstOrThrow();
  return row.workId;
}

/** Whether an article with this (source, sourceId) is stored. */
export async function articleExists(db: Executor, source: string, sourceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('article')
    .select('id')
    .where('source', '=', source)
    .where('sourceId', '=', sourceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A kind of catalogue record, as the search index and the relevance benchmark name it. */
export type RecordKind = 'work' | 'person' | 'article' | 'website';

/**
 * The store id of a record known by its source identity: a work by its own (source, sourceId) or
 * any of its versions'; the others by theirs. `source` null accepts any source with that sourceId.
 */
export async function findRecordIdBySource(
  db: Executor,
  kind: RecordKind,
  source: string | null,
  sourceId: string,
): Promise<number | undefined> {
  const table = kind === 'work' ? 'work' : kind;
  let query = db.selectFrom(table).select('id').where('sourceId', '=', sourceId);
  if (source !== null) query = query.where('source', '=', source);
  const row = await query.orderBy('id').executeTakeFirst();
  if (row || kind !== 'work') return row?.id;
  let versions = db.selectFrom('version').select('workId').where('sourceId', '=', sourceId);
  if (source !== null) versions = versions.where('source', '=', source);
  return (await versions.orderBy('id').executeTakeFirst())?.workId;
}
