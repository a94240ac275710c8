import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './columns.ts';

/**
 * `search_change.xact_id`: on PostgreSQL, the id of the transaction that logged the change
 * (`pg_current_xact_id()`, xid8), so the search index reads the log in commit-safe order (ADR 005,
 * amendment of issue 12). Changes logged before this migration get transaction 0, which sorts before
 * every real one: an index that had applied them up to change N goes on from (0, N). SQLite runs one
 * writer at a time, so its ids are already in commit order; the column is there, and always null.
 */
export function searchChangeXactMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await db.schema.alterTable('search_change').addColumn('xact_id', 'text').execute();
        return;
      }
      // A constant default fills existing rows without rewriting the table; new rows then get their own.
      await sql`alter table search_change add column xact_id xid8 not null default '0'`.execute(db);
      await sql`alter table search_change alter column xact_id set default pg_current_xact_id()`.execute(db);
      await sql`create index search_change_xact_ix on search_change (xact_id, id)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`drop index search_change_xact_ix`.execute(db);
      await db.schema.alterTable('search_change').dropColumn('xact_id').execute();
    },
  };
}
