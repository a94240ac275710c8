import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Executor } from './upsert.ts';

/** Links between works and people (work_person) and the names of disambiguation records. */

export interface LinkablePerson {
  id: number;
  primaryName: string;
  displayName: string;
  entityType: string;
  alternativeNames: string;
  birthDate: string | null;
}

/** Every live person and organisation with the names a record may call them by. */
export async function readLinkablePeople(db: Kysely<Database>): Promise<LinkablePerson[]> {
  return db
    .selectFrom('person')
    .select(['id', 'primaryName', 'displayName', 'entityType', 'alternativeNames', 'birthDate'])
    .where('deletedAt', 'is', null)
    .where('disambiguation', '=', 0)
    .orderBy('id')
    .execute();
}

export interface LinkableWork {
  id: number;
  source: string;
  title: string;
  creators: string;
  subjects: string;
  yearStart: number | null;
}

/** Live works after the given id, in id order, a batch at a time. */
export async function readLinkableWorks(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<LinkableWork[]> {
  return db
    .selectFrom('work')
    .select(['id', 'source', 'title', 'creators', 'subjects', 'yearStart'])
    .where('id', '>', afterId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface WorkPersonLink {
  workId: number;
  personId: number;
  relation: string;
}

/** Adds links; a link already there is left as it is. Returns how many were new. */
export async function addWorkPeople(db: Executor, links: WorkPersonLink[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < links.length; i += 500) {
    const batch = links.slice(i, i + 500);
    const result = await db
      .insertInto('workPerson')
      .values(batch)
      .onConflict((oc) => oc.columns(['workId', 'personId', 'relation']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export interface DisambiguationRow {
  name: string;
  targetPersonId: number | null;
}

export async function readDisambiguationNames(
  db: Kysely<Database>,
  personId: number,
): Promise<DisambiguationRow[]> {
  return db
    .selectFrom('personDisambiguation')
    .leftJoin('person', 'person.id', 'personDisambiguation.targetPersonId')
    .select(['personDisambiguation.name', 'personDisambiguation.targetPersonId', 'person.deletedAt'])
    .where('personDisambiguation.personId', '=', personId)
    .orderBy('personDisambiguation.position')
    .orderBy('personDisambiguation.id')
    .execute()
    .then((rows) =>
      // A name whose person was deleted is still a name the record may refer to, without the link.
      rows.map((r) => ({ name: r.name, targetPersonId: r.deletedAt === null ? r.targetPersonId : null })),
    );
}

/** Marks a person as a disambiguation record and replaces the names it may refer to. */
export async function writeDisambiguation(
  db: Executor,
  personId: number,
  names: DisambiguationRow[],
): Promise<void> {
  await db.updateTable('person').set({ disambiguation: 1 }).where('id', '=', personId).execute();
  await db.deleteFrom('personDisambiguation').where('personId', '=', personId).execute();
  if (names.length === 0) return;
  await db
    .insertInto('personDisambiguation')
    .values(
      names.map((n, position) => ({ personId, position, name: n.name, targetPersonId: n.targetPersonId })),
    )
    .execute();
}
