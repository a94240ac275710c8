import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SearchDownloadTable } from '../schema.ts';

export type SearchDownloadRow = Selectable<SearchDownloadTable>;
export type NewSearchDownload = Omit<
  Insertable<SearchDownloadTable>,
  'id' | 'state' | 'filePath' | 'rowsWritten' | 'error' | 'finishedAt'
>;

export async function insertSearchDownload(db: Kysely<Database>, row: NewSearchDownload): Promise<number> {
  const inserted = await db
    .insertInto('searchDownload')
    .values({ ...row, filePath: null, error: null, finishedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Downloads of a user still queued or being written. */
export async function countActiveDownloads(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('searchDownload')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findSearchDownload(
  db: Kysely<Database>,
  id: number,
): Promise<SearchDownloadRow | undefined> {
  return db.selectFrom('searchDownload').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markDownloadRunning(db: Kysely<Database>, id: number) {
  await db
    .updateTable('searchDownload')
    .set({ state: 'running', error: null, rowsWritten: 0 })
    .where('id', '=', id)
    .execute();
}

/** Answers false when the download is no longer there to finish (cancelled while it ran). */
export async function markDownloadDone(
  db: Kysely<Database>,
  id: number,
  done: { filePath: string; rowsWritten: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('searchDownload')
    .set({ state: 'done', filePath: done.filePath, rowsWritten: done.rowsWritten, finishedAt: done.now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Rows written so far by a running download, for its progress figure; false once it is gone. */
export async function markDownloadProgress(
  db: Kysely<Database>,
  id: number,
  rowsWritten: number,
): Promise<boolean> {
  const result = await db
    .updateTable('searchDownload')
    .set({ rowsWritten })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A user's downloads not yet expired at `now`, newest first. */
export async function searchDownloadsOfUser(
  db: Kysely<Database>,
  userId: number,
  now: string,
  limit: number,
): Promise<SearchDownloadRow[]> {
  return db
    .selectFrom('searchDownload')
    .selectAll()
    .where('userId', '=', userId)
    .where('expiresAt', '>=', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** COMPLETED becomes DOWNLOADED when its file is fetched (spec 03 §4). */
export async function markDownloadFetched(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('searchDownload')
    .set({ state: 'downloaded' })
    .where('id', '=', id)
    .where('state', '=', 'done')
    .execute();
}

/**
 * A failed download queued again from the start, with a new expiry; false when it is not failed
 * (or not there), so a retry cannot restart a download that is running or done.
 */
export async function requeueFailedDownload(
  db: Kysely<Database>,
  id: number,
  again: { expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('searchDownload')
    .set({ state: 'queued', error: null, rowsWritten: 0, filePath: null, finishedAt: null, ...again })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes one download (cancelled or deleted); answers its file path, if it had a file. */
export async function deleteSearchDownload(
  db: Kysely<Database>,
  id: number,
): Promise<{ filePath: string | null } | undefined> {
  return db.deleteFrom('searchDownload').where('id', '=', id).returning('filePath').executeTakeFirst();
}

/** A failed attempt: `final` false puts it back in the queue, as its job is. */
export async function markDownloadFailed(
  db: Kysely<Database>,
  id: number,
  failure: { error: string; final: boolean; now: string },
) {
  await db
    .updateTable('searchDownload')
    .set({
      state: failure.final ? 'failed' : 'queued',
      error: failure.error,
      finishedAt: failure.final ? failure.now : null,
    })
    .where('id', '=', id)
    .execute();
}

/** Removes downloads past their expiry; answers their file paths so the files can go too. */
export async function deleteExpiredDownloads(db: Kysely<Database>, now: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('searchDownload')
    .where('expiresAt', '<', now)
    .returning('filePath')
    .execute();
  return rows.flatMap((r) => (r.filePath ? [r.filePath] : []));
}
