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
