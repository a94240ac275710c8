import type { Kysely, Migration } from 'kysely';

/**
 * `captcha_spent`: the signatures of human-check challenges already redeemed, kept until they
 * expire, so a solved challenge cannot be replayed by anyone, on any instance (ADR 015).
 */
export function captchaSpentMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('captcha_spent')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('captcha_spent_expires_ix')
        .on('captcha_spent')
        .column('expires_at')
        .execute();
    },
  };
}
