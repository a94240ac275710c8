import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * Contributions of the public (ADR 012): user accounts (minimal; accounts come later), tags and
 * notes on records, and user lists with their items. Targets are named by type and the
 * catalogue's own id, so they carry no foreign key: a note can outlive the record it was about.
 */
export function contributionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('user_account'), dialect)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('display_name', 'text', (c) => c.notNull())
        // 1 for the accounts that hold the seeded demonstration content.
        .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('tag'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        // Anonymous visitors may add public tags after the human check: no account then.
        .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('cascade'))
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('priv', 'integer', (c) => c.notNull().defaultTo(0))
        // A subject heading offered by the user: its link searches subjects, not public tags.
        .addColumn('subject', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tag_target_ix').on('tag').columns(['target_type', 'target_id']).execute();
      await db.schema.createIndex('tag_user_ix').on('tag').column('user_id').execute();
      await db.schema.createIndex('tag_name_ix').on('tag').column('name').execute();

      await withId(db.schema.createTable('annotation'), dialect)
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('cascade'))
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('priv', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_modified', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('annotation_target_ix')
        .on('annotation')
        .columns(['target_type', 'target_id', 'last_modified'])
        .execute();
      await db.schema.createIndex('annotation_user_ix').on('annotation').column('user_id').execute();

      await withId(db.schema.createTable('user_list'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('priv', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('collaborative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('facebook_group_id', 'text')
        .addColumn('thumbnail_url', 'text')
        // Kept in step by the repository in the same transaction as every item change.
        .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_list_user_ix').on('user_list').column('user_id').execute();

      await withId(db.schema.createTable('list_item'), dialect)
        .addColumn('list_id', 'integer', (c) => c.notNull().references('user_list.id').onDelete('cascade'))
        // work, version, person, article, website, or uri (a web address with its own title).
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer')
        .addColumn('url', 'text')
        .addColumn('title', 'text')
        .addColumn('note', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('list_item_target_ix')
        .on('list_item')
        .columns(['target_type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('list_item_position_ix')
        .on('list_item')
        .columns(['list_id', 'position'])
        .execute();
    },
  };
}
