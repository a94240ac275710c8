import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, PersonRow, VersionRow, WorkRow } from '../schema.ts';

/**
 * The resources of a person or organisation (ADR 013), read from work_person: creator and
 * contributor links are the works by them, subject links the works about them. A work's partners
 * are the libraries that hold one of its versions or contributed one of its records.
 */

export type ResourceTab = 'by' | 'about' | 'selected';

/** Relations of work_person that make a work one 'by' the person. */
export const BY_RELATIONS = ['creator', 'contributor'] as const;
export const ABOUT_RELATIONS = ['subject'] as const;

type WorkIdQuery = SelectQueryBuilder<Database, 'workPerson', { workId: number }>;

function linkedWorkIds(db: Kysely<Database>, personId: number, tab: ResourceTab): WorkIdQuery {
  const q = db
    .selectFrom('workPerson')
    .select('workPerson.workId')
    .where('workPerson.personId', '=', personId);
  if (tab === 'by') return q.where('workPerson.relation', 'in', [...BY_RELATIONS]);
  if (tab === 'about') return q.where('workPerson.relation', 'in', [...ABOUT_RELATIONS]);
  return q;
}

/** Works of the given partners: held by one of them or catalogued by one of them. */
function partnerWorkIds(db: Kysely<Database>, nucs: string[]) {
  return db
    .selectFrom('version')
    .innerJoin('holding', 'holding.versionId', 'version.id')
    .select('version.workId')
    .where('holding.nuc', 'in', nucs)
    .union(
      db
        .selectFrom('version')
        .innerJoin('sourceRecord', 'sourceRecord.versionId', 'version.id')
        .select('version.workId')
        .where('sourceRecord.nuc', 'in', nucs),
    );
}

/** The person's live works in a tab, narrowed to the partners when any are given. */
function tabWorks(db: Kysely<Database>, personId: number, tab: ResourceTab, partners: string[]) {
  let q = db
    .selectFrom('work')
    .where('work.id', 'in', linkedWorkIds(db, personId, tab))
    .where('work.deletedAt', 'is', null);
  if (partners.length > 0) q = q.where('work.id', 'in', partnerWorkIds(db, partners));
  return q;
}

async function countTab(db: Kysely<Database>, personId: number, tab: ResourceTab, partners: string[]) {
  const row = await tabWorks(db, personId, tab, partners)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ResourceCounts {
  selected: number;
  by: number;
  about: number;
  related: number;
}

export async function countPersonResources(
  db: Kysely<Database>,
  personId: number,
  partners: string[],
  selectedMax: number,
): Promise<ResourceCounts> {
  const [by, about, linked, related] = await Promise.all([
    countTab(db, personId, 'by', partners),
    countTab(db, personId, 'about', partners),
    countTab(db, personId, 'selected', partners),
    countRelatedPeople(db, personId),
  ]);
  return { selected: Math.min(linked, selectedMax), by, about, related };
}

export interface ResourcePage {
  total: number;
  workIds: number[];
}

/**
 * One page of a tab's work ids. By and about run in date order (undated last), then title;
 * selected is the best-held works by or about the person (most holding libraries, then most
 * versions), at most selectedMax of them.
 */
export async function readResourcePage(
  db: Kysely<Database>,
  personId: number,
  tab: ResourceTab,
  partners: string[],
  page: { startPos: number; pageSize: number; selectedMax: number },
): Promise<ResourcePage> {
  if (tab === 'selected') {
    const ranked = await tabWorks(db, personId, 'selected', partners)
      .select((eb) => [
        'work.id',
        eb
          .selectFrom('holding')
          .innerJoin('version', 'version.id', 'holding.versionId')
          .whereRef('version.workId', '=', 'work.id')
          .select((e) => e.fn.countAll().as('n'))
          .as('held'),
        eb
          .selectFrom('version')
          .whereRef('version.workId', '=', 'work.id')
          .select((e) => e.fn.countAll().as('n'))
          .as('editions'),
      ])
      .orderBy('held', 'desc')
      .orderBy('editions', 'desc')
      .orderBy(sql`case when work.year_start is null then 1 else 0 end`)
      .orderBy('work.yearStart')
      .orderBy('work.id')
      .limit(page.selectedMax)
      .execute();
    const ids = ranked.map((r) => r.id);
    return { total: ids.length, workIds: ids.slice(page.startPos, page.startPos + page.pageSize) };
  }
  const total = await countTab(db, personId, tab, partners);
  const rows = await tabWorks(db, personId, tab, partners)
    .select('work.id')
    .orderBy(sql`case when work.year_start is null then 1 else 0 end`)
    .orderBy('work.yearStart')
    .orderBy('work.title')
    .orderBy('work.id')
    .limit(page.pageSize)
    .offset(page.startPos)
    .execute();
  return { total, workIds: rows.map((r) => r.id) };
}

export interface ResourceRows {
  works: WorkRow[];
  /** The first version of each work (by year, then id). */
  firstVersions: Map<number, VersionRow>;
  partners: Map<number, { nuc: string; name: string }[]>;
  urls: Map<number, string>;
  relations: Map<number, string[]>;
  /** Each relation of a work with the reason its link was made. */
  links: Map<number, { relation: string; reason: string }[]>;
}

/** Everything a page of resource items shows, for the given works in the given order. */
export async function readResourceRows(
  db: Kysely<Database>,
  personId: number,
  workIds: number[],
): Promise<ResourceRows> {
  const empty: ResourceRows = {
    works: [],
    firstVersions: new Map(),
    partners: new Map(),
    urls: new Map(),
    relations: new Map(),
    links: new Map(),
  };
  if (workIds.length === 0) return empty;
  const [works, versions, nucs, urls, links] = await Promise.all([
    db.selectFrom('work').selectAll().where('id', 'in', workIds).execute(),
    db
      .selectFrom('version')
      .selectAll()
      .where('workId', 'in', workIds)
      .orderBy('workId')
      .orderBy('year')
      .orderBy('id')
      .execute(),
    workPartnerRows(db, workIds),
    db
      .selectFrom('availableUrl')
      .innerJoin('version', 'version.id', 'availableUrl.versionId')
      .select(['version.workId', 'availableUrl.url'])
      .where('version.workId', 'in', workIds)
      .orderBy('availableUrl.id')
      .execute(),
    db
      .selectFrom('workPerson')
      .select(['workId', 'relation', 'reason'])
      .where('personId', '=', personId)
      .where('workId', 'in', workIds)
      .orderBy('relation')
      .execute(),
  ]);
  const order = new Map(workIds.map((id, i) => [id, i]));
  const out = { ...empty, works: works.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) };
  for (const v of versions) if (!out.firstVersions.has(v.workId)) out.firstVersions.set(v.workId, v);
  for (const p of nucs) {
    const list = out.partners.get(p.workId) ?? [];
    if (!list.some((x) => x.nuc === p.nuc)) list.push({ nuc: p.nuc, name: p.name });
    out.partners.set(p.workId, list);
  }
  for (const u of urls) if (!out.urls.has(u.workId)) out.urls.set(u.workId, u.url);
  for (const l of links) {
    out.relations.set(l.workId, [...(out.relations.get(l.workId) ?? []), l.relation]);
    const link = { relation: l.relation, reason: l.reason };
    out.links.set(l.workId, [...(out.links.get(l.workId) ?? []), link]);
  }
  return out;
}

/** (work, partner) pairs for the given works: holding libraries and cataloguing libraries known to the directory. */
function workPartnerRows(db: Kysely<Database>, workIds: number[]) {
  const pairs = db
    .selectFrom('version')
    .innerJoin('holding', 'holding.versionId', 'version.id')
    .select(['version.workId as workId', 'holding.nuc as nuc'])
    .where('version.workId', 'in', workIds)
    .union(
      db
        .selectFrom('version')
        .innerJoin('sourceRecord', 'sourceRecord.versionId', 'version.id')
        .select(['version.workId as workId', 'sourceRecord.nuc as nuc'])
        .where('version.workId', 'in', workIds)
        .where('sourceRecord.nuc', 'is not', null)
        .$narrowType<{ nuc: string }>(),
    );
  return db
    .selectFrom(pairs.as('pair'))
    .innerJoin('library', 'library.nuc', 'pair.nuc')
    .select(['pair.workId', 'pair.nuc', 'library.name'])
    .orderBy('library.name')
    .execute();
}

export interface PartnerCountRow {
  nuc: string;
  name: string;
  count: number;
}

/** Every partner of the person's live resources (any relation), with how many works each gave. */
export async function readPersonPartners(db: Kysely<Database>, personId: number): Promise<PartnerCountRow[]> {
  const works = (q: Kysely<Database>) =>
    q
      .selectFrom('work')
      .select('work.id')
      .where('work.id', 'in', linkedWorkIds(q, personId, 'selected'))
      .where('work.deletedAt', 'is', null);
  const pairs = db
    .selectFrom('version')
    .innerJoin('holding', 'holding.versionId', 'version.id')
    .select(['version.workId as workId', 'holding.nuc as nuc'])
    .where('version.workId', 'in', works(db))
    .union(
      db
        .selectFrom('version')
        .innerJoin('sourceRecord', 'sourceRecord.versionId', 'version.id')
        .select(['version.workId as workId', 'sourceRecord.nuc as nuc'])
        .where('version.workId', 'in', works(db))
        .where('sourceRecord.nuc', 'is not', null)
        .$narrowType<{ nuc: string }>(),
    );
  const rows = await db
    .selectFrom(pairs.as('pair'))
    .innerJoin('library', 'library.nuc', 'pair.nuc')
    .select((eb) => [
      'pair.nuc',
      'library.name',
      eb.fn.count<number | string>('pair.workId').distinct().as('count'),
    ])
    .groupBy(['pair.nuc', 'library.name'])
    .orderBy('count', 'desc')
    .orderBy('library.name')
    .execute();
  return rows.map((r) => ({ nuc: r.nuc, name: r.name, count: Number(r.count) }));
}

export interface RelatedPersonRow {
  person: Pick<PersonRow, 'id' | 'displayName' | 'entityType' | 'birthDate' | 'deathDate'>;
  shared: number;
}

function relatedPeople(db: Kysely<Database>, personId: number) {
  return db
    .selectFrom('workPerson as mine')
    .innerJoin('workPerson as theirs', 'theirs.workId', 'mine.workId')
    .innerJoin('work', 'work.id', 'mine.workId')
    .innerJoin('person', 'person.id', 'theirs.personId')
    .where('mine.personId', '=', personId)
    .where('theirs.personId', '!=', personId)
    .where('work.deletedAt', 'is', null)
    .where('person.deletedAt', 'is', null);
}

export async function countRelatedPeople(db: Kysely<Database>, personId: number): Promise<number> {
  const row = await relatedPeople(db, personId)
    .select((eb) => eb.fn.count<number | string>('theirs.personId').distinct().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** People and organisations who share works with this one, most shared first, then by name. */
export async function readRelatedPeople(
  db: Kysely<Database>,
  personId: number,
  page: { startPos: number; pageSize: number },
): Promise<RelatedPersonRow[]> {
  const rows = await relatedPeople(db, personId)
    .select((eb) => [
      'person.id',
      'person.displayName',
      'person.entityType',
      'person.birthDate',
      'person.deathDate',
      eb.fn.count<number | string>('mine.workId').distinct().as('shared'),
    ])
    .groupBy(['person.id', 'person.displayName', 'person.entityType', 'person.birthDate', 'person.deathDate'])
    .orderBy('shared', 'desc')
    .orderBy('person.displayName')
    .orderBy('person.id')
    .limit(page.pageSize)
    .offset(page.startPos)
    .execute();
  return rows.map(({ shared, ...person }) => ({ person, shared: Number(shared) }));
}

export async function personExists(db: Kysely<Database>, personId: number): Promise<PersonRow | undefined> {
  return db.selectFrom('person').selectAll().where('id', '=', personId).executeTakeFirst();
}
