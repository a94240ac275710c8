import type { Kysely, Migration } from 'kysely';

/**
 * Notifications and the activity feed (spec 03 §4 'Disabling the feed deletes feed history'; ADR
 * 042). The activity feed is drawn from the reader's contributions, which outlive the switch, so
 * its history is forgotten by a watermark: contributions made before feed_cleared_at never show
 * in the feed again. Null: nothing forgotten. Achievement notifications live in list_event, whose
 * category is free text, so they need no column of their own.
 */
export function notificationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('user_account').addColumn('feed_cleared_at', 'text').execute();
      // The menu's count and the panel read a reader's uncleared alerts.
      await db.schema
        .createIndex('list_event_user_cleared_ix')
        .on('list_event')
        .columns(['user_id', 'cleared'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('list_event_user_cleared_ix').execute();
      await db.schema.alterTable('user_account').dropColumn('feed_cleared_at').execute();
    },
  };
}
