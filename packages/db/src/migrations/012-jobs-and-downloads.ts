import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * `job`: background work done by the worker in the server process (ADR 018); several instances
 * share the queue. `search_download`: a signed-in user's request to export a search's results.
 */
export function jobsAndDownloadsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('job'), dialect)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('run_after', 'text', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('job_claim_ix').on('job').columns(['state', 'run_after']).execute();

      await withId(db.schema.createTable('search_download'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('query_data', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('expected_record_count', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('file_path', 'text')
        .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('search_download_user_ix')
        .on('search_download')
        .columns(['user_id', 'state'])
        .execute();
    },
  };
}
