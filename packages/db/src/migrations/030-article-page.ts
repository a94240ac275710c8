import type { Kysely, Migration } from 'kysely';

/**
 * `article.page_url` (ADR 049): the address of the printed page an article is on, as its record
 * gives it (Trove's `trovePageUrl`, or a harvest's `page_url`). The correction editor shows that
 * page's image beside the lines, from an image address the operator's template makes of it.
 */
export function articlePageMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('article').addColumn('page_url', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('article').dropColumn('page_url').execute();
    },
  };
}
