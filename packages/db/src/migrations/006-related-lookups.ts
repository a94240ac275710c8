import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for linking an edition's related entries (MARC 76x-78x, 773/774) to our records
 * (ADR 011): by the linked record's control number and by exact title, on every work page.
 */
export function relatedLookupsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('source_record_source_id_ix')
        .on('source_record')
        .column('source_id')
        .execute();
      await db.schema.createIndex('work_title_ix').on('work').column('title').execute();
    },
  };
}
