import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * Moderation of tags and notes (issue 16 §5, ADR 045): a content manager hides or deletes one with a
 * reason, and may undo it. Nothing is removed: `moderation` ('hidden' or 'deleted'; null for an
 * item everyone may see) withholds the row from every answer but the moderation call, and the log
 * keeps who did what, when and why, in the order it happened.
 */
export function moderationMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['tag', 'annotation']) {
        await db.schema.alterTable(table).addColumn('moderation', 'text').execute();
        await db.schema.createIndex(`${table}_moderation_ix`).on(table).column('moderation').execute();
      }
      await withId(db.schema.createTable('moderation_log'), dialect)
        // 'note' or 'tag', and its id: no foreign key, so the log outlives an item its author removes.
        .addColumn('item_type', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        // 'hide', 'delete' or 'restore'.
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        // Null once the moderator's account is gone, or for an operator's command without an account.
        .addColumn('moderator_id', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('moderation_log_item_ix')
        .on('moderation_log')
        .columns(['item_type', 'item_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('moderation_log').execute();
      for (const table of ['annotation', 'tag']) {
        await db.schema.dropIndex(`${table}_moderation_ix`).execute();
        await db.schema.alterTable(table).dropColumn('moderation').execute();
      }
    },
  };
}
