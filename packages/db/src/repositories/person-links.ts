import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { type Executor, logSearchChange } from './upsert.ts';

/** Links between works and people (work_person) and the names of disambiguation records. */

export interface LinkablePerson {
  id: number;
  primaryName: string;
  displayName: string;
  entityType: string;
  alternativeNames: string;
  birthDate: string | null;
  deathDate: string | null;
  gender: string | null;
  /** JSON `[{ from, to }]` (migration 017). */
  officeTerms: string;
}

/** Every live person and organisation with the names a record may call them by. */
export async function readLinkablePeople(db: Kysely<Database>): Promise<LinkablePerson[]> {
  return db
    .selectFrom('person')
    .select([
      'id',
      'primaryName',
      'displayName',
      'entityType',
      'alternativeNames',
      'birthDate',
      'deathDate',
      'gender',
      'officeTerms',
    ])
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

export interface LinkSources {
  /** The MARCXML of each work's catalogue records. */
  marc: Map<number, string[]>;
  /** The caption and day of each cartoon (its version's OCR text and date). */
  captions: Map<number, { text: string; date: string }>;
}

/** What the linker reads beyond a work's own fields: its MARC records, and a cartoon's caption. */
export async function readLinkSources(db: Kysely<Database>, workIds: number[]): Promise<LinkSources> {
  const sources: LinkSources = { marc: new Map(), captions: new Map() };
  for (let i = 0; i < workIds.length; i += CHUNK) {
    const ids = workIds.slice(i, i + CHUNK);
    const [marc, captions] = await Promise.all([
      db
        .selectFrom('sourceRecord')
        .innerJoin('version', 'version.id', 'sourceRecord.versionId')
        .select(['version.workId', 'sourceRecord.raw'])
        .where('version.workId', 'in', ids)
        .where('sourceRecord.rawFormat', '=', 'marcxml')
        .orderBy('sourceRecord.id')
        .execute(),
      db
        .selectFrom('version')
        .innerJoin('work', 'work.id', 'version.workId')
        .select(['version.workId', 'version.fullText', 'version.date'])
        .where('version.workId', 'in', ids)
        .where('work.primaryFormat', '=', 'Cartoon')
        .where('version.fullText', 'is not', null)
        .where('version.date', 'is not', null)
        .orderBy('version.id')
        .execute(),
    ]);
    for (const row of marc) sources.marc.set(row.workId, [...(sources.marc.get(row.workId) ?? []), row.raw]);
    for (const row of captions)
      if (row.fullText && row.date && !sources.captions.has(row.workId))
        sources.captions.set(row.workId, { text: row.fullText, date: row.date });
  }
  return sources;
}

export interface WorkPersonLink {
  workId: number;
  personId: number;
  relation: string;
  reason: string;
}

export interface LinkChanges {
  added: number;
  /** Links whose reason changed. */
  changed: number;
  /** Links of these works that no rule makes any more. */
  removed: number;
}

const CHUNK = 500;
const linkKey = (l: { workId: number; personId: number; relation: string }) =>
  `${l.workId}|${l.personId}|${l.relation}`;

/**
 * Makes the links of the given works exactly `links`: new ones added, a changed reason rewritten,
 * links no rule makes any more removed. Running it again with the same links changes nothing.
 * A person who gains or loses a link is logged for the search index, which ranks people by the
 * works linked to them.
 */
export async function replaceWorkPeople(
  db: Executor,
  workIds: number[],
  links: WorkPersonLink[],
): Promise<LinkChanges> {
  const changes: LinkChanges = { added: 0, changed: 0, removed: 0 };
  const stored = new Map<string, WorkPersonLink>();
  for (let i = 0; i < workIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('workPerson')
      .select(['workId', 'personId', 'relation', 'reason'])
      .where('workId', 'in', workIds.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) stored.set(linkKey(row), row);
  }
  const wanted = new Map(links.map((l) => [linkKey(l), l]));
  const fresh = [...wanted.values()].filter((l) => !stored.has(linkKey(l)));
  for (let i = 0; i < fresh.length; i += CHUNK) {
    await db
      .insertInto('workPerson')
      .values(fresh.slice(i, i + CHUNK))
      .execute();
  }
  changes.added = fresh.length;
  const touched = new Set(fresh.map((l) => l.personId));
  for (const [key, link] of wanted) {
    const before = stored.get(key);
    if (!before || before.reason === link.reason) continue;
    await db
      .updateTable('workPerson')
      .set({ reason: link.reason })
      .where('workId', '=', link.workId)
      .where('personId', '=', link.personId)
      .where('relation', '=', link.relation)
      .execute();
    changes.changed += 1;
  }
  for (const [key, link] of stored) {
    if (wanted.has(key)) continue;
    await db
      .deleteFrom('workPerson')
      .where('workId', '=', link.workId)
      .where('personId', '=', link.personId)
      .where('relation', '=', link.relation)
      .execute();
    changes.removed += 1;
    touched.add(link.personId);
  }
  for (const personId of touched) await logSearchChange(db, 'person', personId);
  return changes;
}

/** Every link between a live work and a person, by how it was made: for reports of the linker. */
export async function countWorkPeopleByReason(
  db: Kysely<Database>,
): Promise<{ relation: string; reason: string; count: number }[]> {
  const rows = await db
    .selectFrom('workPerson')
    .innerJoin('work', 'work.id', 'workPerson.workId')
    .select((eb) => ['workPerson.relation', 'workPerson.reason', eb.fn.countAll<number | string>().as('n')])
    .where('work.deletedAt', 'is', null)
    .groupBy(['workPerson.relation', 'workPerson.reason'])
    .orderBy('n', 'desc')
    .orderBy('workPerson.reason')
    .execute();
  return rows.map((r) => ({ relation: r.relation, reason: r.reason, count: Number(r.n) }));
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
