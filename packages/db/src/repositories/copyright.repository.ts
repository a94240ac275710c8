import type { Kysely } from 'kysely';
import type { Database, VersionRow } from '../schema.ts';

/** What the copyright rules read about one version: the row, its raw records and linked people. */
export interface CopyrightSource {
  version: VersionRow;
  category: string;
  /** The earliest year of any edition of the work: the best guess at first publication. */
  workYearStart: number | null;
  rawRecords: { rawFormat: string; raw: string }[];
  /** People linked to the version's work (other than as its subject), with their dates. */
  people: { displayName: string; birthDate: string | null; deathDate: string | null }[];
}

export async function readCopyrightSource(
  db: Kysely<Database>,
  versionId: number,
): Promise<CopyrightSource | undefined> {
  const version = await db.selectFrom('version').selectAll().where('id', '=', versionId).executeTakeFirst();
  if (!version) return undefined;
  const work = await db
    .selectFrom('work')
    .select(['category', 'yearStart', 'deletedAt'])
    .where('id', '=', version.workId)
    .executeTakeFirst();
  if (!work || work.deletedAt !== null) return undefined;
  const rawRecords = await db
    .selectFrom('sourceRecord')
    .select(['rawFormat', 'raw'])
    .where('versionId', '=', versionId)
    .orderBy('id')
    .execute();
  const people = await db
    .selectFrom('workPerson')
    .innerJoin('person', 'person.id', 'workPerson.personId')
    .select(['person.displayName', 'person.birthDate', 'person.deathDate'])
    .where('workPerson.workId', '=', version.workId)
    .where('workPerson.relation', '!=', 'subject')
    .orderBy('person.id')
    .execute();
  return { version, category: work.category, workYearStart: work.yearStart, rawRecords, people };
}
