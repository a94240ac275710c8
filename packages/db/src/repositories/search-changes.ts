import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../migrations/columns.ts';
import type { Database } from '../schema.ts';

/**
 * The change log the search index follows (ADR 005). Every writer logs a change in the transaction
 * that makes it; on PostgreSQL the row also records that transaction's id (migration 016).
 *
 * A change id is taken when the change is logged, not when its transaction commits, so on
 * PostgreSQL a change can become visible after a higher-numbered one: reading the log by id alone
 * skips it for good. The log is therefore read in (transaction id, change id) order, and only up to
 * the oldest transaction still running (the snapshot's xmin): every transaction below it has
 * committed or rolled back, so that part of the log can no longer grow and a cursor into it never
 * passes a change that appears later. SQLite runs one writer at a time: its ids are in commit order.
 */

/** A place in the change log: every change at or before it has been applied. */
export interface ChangeCursor {
  /**
   * The logging transaction's id (xid8, as decimal text) on PostgreSQL; '0' on SQLite and for
   * changes logged before the column existed, which come before every other.
   */
  xact: string;
  id: number;
}

/** Before the first change. */
export const LOG_START: ChangeCursor = { xact: '0', id: 0 };

export interface SearchChange extends ChangeCursor {
  entityType: string;
  entityId: number;
}

/** Negative, zero or positive as `a` comes before, at or after `b` in the log. */
export function compareCursors(a: ChangeCursor, b: ChangeCursor): number {
  const [ax, bx] = [BigInt(a.xact), BigInt(b.xact)];
  if (ax !== bx) return ax < bx ? -1 : 1;
  return a.id - b.id;
}

/** The later of two places in the log. */
export function laterCursor(a: ChangeCursor, b: ChangeCursor): ChangeCursor {
  return compareCursors(a, b) >= 0 ? a : b;
}

/** Search changes logged after the cursor, whether or not they can be applied yet. */
export function changesAfter(dialect: Dialect, cursor: ChangeCursor): Expression<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`search_change.id > ${cursor.id}`
    : sql<SqlBool>`(search_change.xact_id, search_change.id) > (${cursor.xact}::xid8, ${cursor.id})`;
}

/** Changes after the cursor whose transaction has ended: none can come before them any more. */
function settledChangesAfter(dialect: Dialect, cursor: ChangeCursor): Expression<SqlBool> {
  return dialect === 'sqlite'
    ? changesAfter(dialect, cursor)
    : sql<SqlBool>`${changesAfter(dialect, cursor)}
        and search_change.xact_id < pg_snapshot_xmin(pg_current_snapshot())`;
}

/**
 * The changes that can be applied after the cursor, in log order, at most `limit`. A change of a
 * transaction still running waits, and so does every change of a later transaction; a rolled-back
 * transaction's changes never appear, and once it has ended it holds nothing back.
 */
export function searchChangesAfter(
  db: Kysely<Database>,
  dialect: Dialect,
  cursor: ChangeCursor,
  limit: number,
): Promise<SearchChange[]> {
  const xact = dialect === 'sqlite' ? sql<string>`'0'` : sql<string>`search_change.xact_id::text`;
  return db
    .selectFrom('searchChange')
    .select(['id', xact.as('xact'), 'entityType', 'entityId'])
    .where(settledChangesAfter(dialect, cursor))
    .$if(dialect === 'postgres', (q) => q.orderBy(sql`search_change.xact_id`))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many changes can be applied after the cursor, counting no further than `limit`. */
export async function countSearchChangesAfter(
  db: Kysely<Database>,
  dialect: Dialect,
  cursor: ChangeCursor,
  limit: number,
): Promise<number> {
  const pending = db
    .selectFrom('searchChange')
    .select('id')
    .where(settledChangesAfter(dialect, cursor))
    .limit(limit)
    .as('pending');
  const row = await db
    .selectFrom(pending)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * PostgreSQL: the newest transaction with committed changes after the cursor, whether or not they
 * can be applied yet; null when there are none (always on SQLite, where every change can be).
 */
export async function newestTransactionAfter(
  db: Kysely<Database>,
  dialect: Dialect,
  cursor: ChangeCursor,
): Promise<string | null> {
  if (dialect === 'sqlite') return null;
  const row = await db
    .selectFrom('searchChange')
    .select(sql<string>`search_change.xact_id::text`.as('xact'))
    .where(changesAfter(dialect, cursor))
    .orderBy(sql`search_change.xact_id`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.xact ?? null;
}

/** PostgreSQL: whether every transaction up to and including this one has ended. */
export async function transactionsEndedThrough(db: Kysely<Database>, xact: string): Promise<boolean> {
  const { rows } = await sql<{ ended: boolean }>`
    select pg_snapshot_xmin(pg_current_snapshot()) > ${xact}::xid8 as ended`.execute(db);
  return rows[0]?.ended === true;
}

/**
 * Where an index built from the store from now on starts following the log; read before the
 * build. PostgreSQL: just before the oldest transaction still running, since every earlier one has
 * ended and the build will see what it wrote. SQLite: the newest change.
 */
export async function searchChangeHorizon(db: Kysely<Database>, dialect: Dialect): Promise<ChangeCursor> {
  if (dialect === 'sqlite') return { xact: '0', id: await latestSearchChangeId(db) };
  const { rows } = await sql<{ xmin: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db);
  return { xact: rows[0]?.xmin ?? '0', id: 0 };
}

/** The newest change id, 0 when nothing was ever logged. */
export async function latestSearchChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('searchChange')
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The work a version belongs to, for change-log entries written per version. */
export async function workIdsOfVersions(
  db: Kysely<Database>,
  versionIds: readonly number[],
): Promise<number[]> {
  if (versionIds.length === 0) return [];
  const rows = await db
    .selectFrom('version')
    .select('workId')
    .where('id', 'in', [...versionIds])
    .execute();
  return [...new Set(rows.map((r) => r.workId))];
}
