import type { Kysely, Migration } from 'kysely';

/**
 * The profile area's own fields (spec 03 §3 Profile info, §4 Privacy switch; issue 16): what a
 * reader says about themselves (biography, website, twitter, facebook, ORCID iD) and the two
 * privacy switches beside profile visibility. Activity is public and the feed on unless the
 * reader says otherwise, as profiles are public by default (ADR 038).
 */
export function profileDetailsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One column a statement: SQLite alters a table one column at a time.
      for (const column of ['biography', 'website', 'twitter', 'facebook', 'orcid'])
        await db.schema.alterTable('user_account').addColumn(column, 'text').execute();
      for (const column of ['activity_public', 'feed_enabled'])
        await db.schema
          .alterTable('user_account')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of [
        'feed_enabled',
        'activity_public',
        'orcid',
        'facebook',
        'twitter',
        'website',
        'biography',
      ])
        await db.schema.alterTable('user_account').dropColumn(column).execute();
    },
  };
}
