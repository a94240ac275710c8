import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './columns.ts';

/**
 * `work.settled_version_ids`: while editions are being separated from or merged into a work, the
 * ids of the versions it held when the change began (a JSON array); null once the work is settled.
 * The page's Separation Pending and Merge Pending banners compare it with the versions now (ADR 010).
 */
export function regroupMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('work').addColumn('settled_version_ids', 'text').execute();
    },
  };
}
