import type { Kysely, Migration } from 'kysely';

/**
 * When the person last proved who they are in a session (ADR 056): changing the e-mail address or
 * the user name, or deleting the account, asks for that to be recent. Sessions started before this
 * migration have none, so they are asked.
 */
export function sessionAuthenticatedMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('user_session').addColumn('authenticated_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('user_session').dropColumn('authenticated_at').execute();
    },
  };
}
