import { type Kysely, type Migration, sql } from 'kysely';

/**
 * User names are looked up whatever their case (repositories/username-match.ts): an index on
 * lower(username) keeps that a look-up rather than a scan. Not unique: accounts made before may
 * differ only in case, and none of them is dropped.
 */
export function usernameLookupMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('user_account_username_lower_ix')
        .on('user_account')
        .expression(sql`lower(username)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('user_account_username_lower_ix').execute();
    },
  };
}
