import type { Kysely, Migration } from 'kysely';

/**
 * `user_achievement`: the milestones an account has reached (ADR 020). Earned once and kept, so
 * removing a tag later does not take a badge away, nor adding it again award it twice.
 */
export function achievementsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_achievement')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('achievement_id', 'text', (c) => c.notNull())
        .addColumn('earned_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_achievement_pk', ['user_id', 'achievement_id'])
        .execute();
    },
  };
}
