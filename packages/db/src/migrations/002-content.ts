import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/** Editorial content: configuration, landing pages, spotlight articles, collections, alerts. */
export function contentMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('config_entry')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('landing_page'), dialect)
        .addColumn('url_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('in_navigation', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('page', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('spotlight_article'), dialect)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('article', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('collection'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url_namespace', 'text', (c) => c.notNull())
        .addColumn('url_key', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('catchline', 'text')
        .addColumn('explorable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('searchable', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('search_handler', 'text', (c) => c.notNull())
        .addColumn('ui_search_type', 'text')
        .addColumn('search_delay', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('page', 'text', (c) => c.notNull().defaultTo('{}'))
        .addUniqueConstraint('collection_url_uq', ['url_namespace', 'url_key'])
        .execute();

      await withId(db.schema.createTable('collection_contributor'), dialect)
        .addColumn('collection_id', 'integer', (c) =>
          c.notNull().references('collection.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('contributor_name', 'text', (c) => c.notNull())
        .addColumn('contributor_prefix', 'text')
        .addColumn('contributor_link', 'text')
        .addColumn('contributor_additional_text', 'text')
        .execute();

      await withId(db.schema.createTable('alert'), dialect)
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('impact', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('router_link', 'text')
        .addColumn('action', 'text')
        .addColumn('from_cms', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('delivery_system', 'text')
        .addColumn('display_from', 'text')
        .addColumn('display_to', 'text')
        .execute();
    },
  };
}
