import type { Kysely, Migration } from 'kysely';

/**
 * Why each link between a work and a person was made (ADR 033): `work_person.reason`, such as
 * 'MARC 600 subject: heading with life dates'. Links made before it have none until the linker next
 * runs (every import) and writes it. And `person.office_terms`: the periods a person held public
 * office (JSON `[{ from, to }]`, ISO dates), which tells who 'Mr. Menzies' in a 1941 caption is.
 */
export function personLinkReasonsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('work_person')
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('person')
        .addColumn('office_terms', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('work_person').dropColumn('reason').execute();
      await db.schema.alterTable('person').dropColumn('office_terms').execute();
    },
  };
}
