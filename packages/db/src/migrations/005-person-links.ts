import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * Person page (ADR 013): a disambiguation flag on people and the names such a record may now
 * refer to, each optionally the record of that person; and an index for an article's issue
 * (title and date), which the article page's previous and next links read.
 */
export function personLinksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('person')
        .addColumn('disambiguation', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withId(db.schema.createTable('person_disambiguation'), dialect)
        .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('target_person_id', 'integer', (c) => c.references('person.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('person_disambiguation_person_ix')
        .on('person_disambiguation')
        .column('person_id')
        .execute();
      await db.schema.createIndex('work_person_work_ix').on('work_person').column('work_id').execute();
      await db.schema.createIndex('article_issue_ix').on('article').columns(['title_id', 'date']).execute();
    },
  };
}
