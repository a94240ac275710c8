import type { Kysely, Migration } from 'kysely';

/**
 * Accounts and sessions (ADR 014): local accounts gain an e-mail, a password hash (argon2id),
 * roles and sign-in bookkeeping; accounts from an external issuer are found by its subject.
 * Sessions and password-reset tokens are stored by the hash of their secret, never the secret.
 */
export function accountsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('user_account').addColumn('email', 'text').execute();
      await db.schema.alterTable('user_account').addColumn('password_hash', 'text').execute();
      // Space-separated role names (dataManager qa contentManager partner staff).
      await db.schema
        .alterTable('user_account')
        .addColumn('roles', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // "issuer subject" of an account that signs in through an external OpenID Connect issuer.
      await db.schema.alterTable('user_account').addColumn('external_subject', 'text').execute();
      await db.schema.alterTable('user_account').addColumn('last_login_at', 'text').execute();
      await db.schema
        .alterTable('user_account')
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('user_account').addColumn('locked_until', 'text').execute();
      // Unique indexes rather than column constraints: SQLite cannot add a UNIQUE column.
      await db.schema
        .createIndex('user_account_email_ux')
        .unique()
        .on('user_account')
        .column('email')
        .execute();
      await db.schema
        .createIndex('user_account_external_ux')
        .unique()
        .on('user_account')
        .column('external_subject')
        .execute();

      await db.schema
        .createTable('user_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        // When the issuer's access token runs out, and the refresh token (external issuers only).
        .addColumn('token_expires_at', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .execute();
      await db.schema.createIndex('user_session_user_ix').on('user_session').column('user_id').execute();

      await db.schema
        .createTable('password_reset')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      // The embedded OpenID Connect provider's short-lived records (codes, interactions, its own
      // sessions, grants), shared by every instance and kept across restarts.
      await db.schema
        .createTable('oidc_payload')
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('grant_id', 'text')
        .addColumn('user_code', 'text')
        .addColumn('uid', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('consumed_at', 'text')
        .addPrimaryKeyConstraint('oidc_payload_pk', ['model', 'id'])
        .execute();
      await db.schema.createIndex('oidc_payload_grant_ix').on('oidc_payload').column('grant_id').execute();
      await db.schema.createIndex('oidc_payload_uid_ix').on('oidc_payload').column('uid').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('oidc_payload').execute();
      await db.schema.dropTable('password_reset').execute();
      await db.schema.dropTable('user_session').execute();
      await db.schema.dropIndex('user_account_external_ux').execute();
      await db.schema.dropIndex('user_account_email_ux').execute();
      for (const column of [
        'locked_until',
        'failed_logins',
        'last_login_at',
        'external_subject',
        'roles',
        'password_hash',
        'email',
      ])
        await db.schema.alterTable('user_account').dropColumn(column).execute();
    },
  };
}
