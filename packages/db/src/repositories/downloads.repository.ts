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
    .set({ state: 'running', error: null })
    .where('id', '=', id)
    .execute();
}

export async function markDownloadDone(
  db: Kysely<Database>,
  id: number,
  done: { filePath: string; rowsWritten: number; now: string },
) {
  await db
    .updateTable('searchDownload')
    .set({ state: 'done', filePath: done.filePath, rowsWritten: done.rowsWritten, finishedAt: done.now })
    .where('id', '=', id)
    .execute();
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
