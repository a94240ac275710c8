import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The works waiting for the search index after a split or merge (ADR 010, 016), found by an index
 * that holds only them. The settler looks for them every two seconds, on the server's main thread:
 * without it each look read the whole work table (126 ms at 630,000 works, a pause in every answer
 * being served).
 */
export function settlingIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index work_settling_ix on work (id) where settled_version_ids is not null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('work_settling_ix').execute();
    },
  };
}
