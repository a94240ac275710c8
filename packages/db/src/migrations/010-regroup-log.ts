import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * `regroup_log`: who separated an edition from a work or merged works, when, and why (ADR 016).
 * One row per work that gave up versions; a deleted work's last 'merge' row is the record a data
 * manager sees with the 410 answer.
 */
export function regroupLogMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('regroup_log'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_work_id', 'integer', (c) => c.notNull())
        .addColumn('to_work_id', 'integer', (c) => c.notNull())
        .addColumn('version_ids', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('regroup_log_from_ix').on('regroup_log').column('from_work_id').execute();
    },
  };
}
