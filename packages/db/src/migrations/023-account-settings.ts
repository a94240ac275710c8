import { type Kysely, type Migration, sql } from 'kysely';

/** The user name of the one account that holds what former readers left public (ADR 041). */
export const FORMER_USER_NAME = 'reader-0';
/** How pages and answers name the author of a tag or note whose reader deleted their account. */
export const FORMER_USER_DISPLAY_NAME = 'a former user';

/**
 * Settings (issue 16 §3; ADR 041): an e-mail change waiting for its link to be followed, stored by
 * the hash of its token as password resets are; and the former-user account, which public tags and
 * notes of deleted accounts move to. It has no password, no issuer subject and a private profile,
 * so no one signs in as it or finds its profile; 'reader-0' is a neutral name no one may choose
 * and no account is given (ids start at 1).
 */
export function accountSettingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('email_change')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('email_change_user_ix').on('email_change').column('user_id').execute();
      const now = new Date().toISOString();
      await sql`insert into user_account (username, display_name, created_at, profile_public, activity_public, feed_enabled)
        select ${FORMER_USER_NAME}, ${FORMER_USER_DISPLAY_NAME}, ${now}, 0, 0, 0
        where not exists (select 1 from user_account where lower(username) = ${FORMER_USER_NAME})`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_change').execute();
    },
  };
}
