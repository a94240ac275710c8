import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Harvesting by change time (OAI-PMH and sitemaps, ADR 052).
 *
 * - `(updated_at, id)` indexes on the harvested records, so a selective harvest (from/until) and
 *   its resumption pages are index range scans, never a sort of the whole table.
 * - `harvest_tombstone`: what OAI-PMH reports as deleted that the store no longer holds. Works and
 *   people keep their rows when they go (`deleted_at`), but a list is deleted outright or turned
 *   private: its tombstone remembers when. Lists deleted before this migration are recovered from
 *   the search change log, which keeps every list's changes.
 */
export function harvestMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['work', 'person', 'article', 'user_list'])
        await db.schema.createIndex(`${table}_updated_ix`).on(table).columns(['updated_at', 'id']).execute();
      await db.schema
        .createTable('harvest_tombstone')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('harvest_tombstone_pk', ['kind', 'record_id'])
        .execute();
      await db.schema
        .createIndex('harvest_tombstone_deleted_ix')
        .on('harvest_tombstone')
        .columns(['kind', 'deleted_at', 'record_id'])
        .execute();
      await sql`
        insert into harvest_tombstone (kind, record_id, deleted_at)
        select 'list', entity_id, max(changed_at) from search_change
        where entity_type = 'list' and entity_id not in (select id from user_list)
        group by entity_id`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('harvest_tombstone').execute();
      for (const table of ['work', 'person', 'article', 'user_list'])
        await db.schema.dropIndex(`${table}_updated_ix`).execute();
    },
  };
}
