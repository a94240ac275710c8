import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * Lists shared and followed (spec 03 §3, §4, §6; ADR 038): collaborators and their roles, requests
 * to join (pending, denied, blocked), followers, views by day for trending lists, and the list
 * events the profile area shows as notifications. Accounts gain profile visibility, which a
 * collaborative list needs (spec 03 §5); profiles are public unless their owner says otherwise.
 */
export function listCollaborationMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('user_account')
        .addColumn('profile_public', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('list_collaborator')
        .addColumn('list_id', 'integer', (c) => c.notNull().references('user_list.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        // ADMINISTRATOR or COLLABORATOR; the owner is user_list.user_id, never a row here.
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('list_collaborator_pk', ['list_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('list_collaborator_user_ix')
        .on('list_collaborator')
        .column('user_id')
        .execute();

      // One row per person and list: asking again after a denial reopens the same request.
      await withId(db.schema.createTable('list_collaboration_request'), dialect)
        .addColumn('list_id', 'integer', (c) => c.notNull().references('user_list.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        // PENDING, APPROVED, DENIED or BLOCKED.
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('list_collaboration_request_ux')
        .unique()
        .on('list_collaboration_request')
        .columns(['list_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('list_follower')
        .addColumn('list_id', 'integer', (c) => c.notNull().references('user_list.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('list_follower_pk', ['list_id', 'user_id'])
        .execute();
      await db.schema.createIndex('list_follower_user_ix').on('list_follower').column('user_id').execute();
      await db.schema.createIndex('list_follower_at_ix').on('list_follower').column('created_at').execute();

      // Views counted by day (YYYY-MM-DD), not one row a view: trending needs recent totals only.
      await db.schema
        .createTable('list_view_day')
        .addColumn('list_id', 'integer', (c) => c.notNull().references('user_list.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('list_view_day_pk', ['list_id', 'day'])
        .execute();
      await db.schema.createIndex('list_view_day_day_ix').on('list_view_day').column('day').execute();

      await db.schema.createIndex('list_item_created_ix').on('list_item').column('created_at').execute();

      // A notification for one person (spec 03 §3 Notification). The list may be gone (LIST_DELETED),
      // so list_id carries no foreign key; details is the spec's detail fields as JSON.
      await withId(db.schema.createTable('list_event'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('list_id', 'integer')
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('event_date', 'text', (c) => c.notNull())
        .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('list_event_user_ix')
        .on('list_event')
        .columns(['user_id', 'event_date'])
        .execute();
    },
  };
}
