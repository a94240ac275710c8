import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './columns.ts';

/**
 * Newspaper title coordinates as double precision on PostgreSQL: its `real` is 4 bytes (about
 * 7 digits), which cut 151.20965 to 151.2096, so every re-import saw a changed value.
 * SQLite's REAL is already 8 bytes.
 */
export function importerMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table newspaper_title alter column latitude type double precision, alter column longitude type double precision`.execute(
        db,
      );
    },
  };
}
