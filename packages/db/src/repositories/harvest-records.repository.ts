import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The fields OAI-PMH disseminates of a page of records (ADR 052), read in one query per kind, and
 * the MARC record of works imported from MARC.
 */

export interface HarvestWork {
  id: number;
  title: string;
  category: string;
  primaryFormat: string | null;
  /** JSON arrays as stored. */
  formats: string;
  creators: string;
  subjects: string;
  languages: string;
  summary: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  /** The earliest version's publisher and its identifiers (JSON), when it has any. */
  publisher: string | null;
  identifiers: string | null;
}

export async function harvestWorks(db: Kysely<Database>, ids: readonly number[]): Promise<HarvestWork[]> {
  if (ids.length === 0) return [];
  const works = await db
    .selectFrom('work')
    .select([
      'id',
      'title',
      'category',
      'primaryFormat',
      'formats',
      'creators',
      'subjects',
      'languages',
      'summary',
      'yearStart',
      'yearEnd',
    ])
    .where('id', 'in', [...ids])
    .execute();
  const versions = await db
    .selectFrom('version')
    .select(['workId', 'publisher', 'identifiers'])
    .where('workId', 'in', [...ids])
    .orderBy('id', 'desc')
    .execute();
  // Ordered newest first, so the earliest version is the one left in the map.
  const first = new Map(versions.map((v) => [v.workId, v]));
  return works.map((w) => ({
    ...w,
    publisher: first.get(w.id)?.publisher ?? null,
    identifiers: first.get(w.id)?.identifiers ?? null,
  }));
}

export interface HarvestPerson {
  id: number;
  displayName: string;
  entityType: string;
  birthDate: string | null;
  deathDate: string | null;
  occupations: string;
  /** The primary biography's text, when there is one. */
  biography: string | null;
}

export async function harvestPeople(db: Kysely<Database>, ids: readonly number[]): Promise<HarvestPerson[]> {
  if (ids.length === 0) return [];
  const people = await db
    .selectFrom('person')
    .select(['id', 'displayName', 'entityType', 'birthDate', 'deathDate', 'occupations'])
    .where('id', 'in', [...ids])
    .execute();
  const bios = await db
    .selectFrom('biography')
    .select(['personId', 'text'])
    .where('personId', 'in', [...ids])
    .orderBy('isPrimary')
    .orderBy('id', 'desc')
    .execute();
  const bio = new Map(bios.map((b) => [b.personId, b.text]));
  return people.map((p) => ({ ...p, biography: bio.get(p.id) ?? null }));
}

export interface HarvestArticle {
  id: number;
  heading: string;
  category: string | null;
  date: string | null;
  page: string | null;
  titleName: string | null;
  titleKind: string | null;
  troveUrl: string | null;
}

export function harvestArticles(db: Kysely<Database>, ids: readonly number[]): Promise<HarvestArticle[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article')
    .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
    .select([
      'article.id',
      'article.heading',
      'article.category',
      'article.date',
      'article.page',
      'article.troveUrl',
      'newspaperTitle.name as titleName',
      'newspaperTitle.kind as titleKind',
    ])
    .where('article.id', 'in', [...ids])
    .execute();
}

export interface HarvestList {
  id: number;
  title: string;
  description: string | null;
  createdAt: string;
  ownerName: string;
  itemCount: number;
}

/** Public lists only: a private one is never disseminated, whatever asks. */
export function harvestLists(db: Kysely<Database>, ids: readonly number[]): Promise<HarvestList[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('userList')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .select([
      'userList.id',
      'userList.title',
      'userList.description',
      'userList.createdAt',
      'userList.itemCount',
      'userAccount.displayName as ownerName',
    ])
    .where('userList.id', 'in', [...ids])
    .where('userList.priv', '=', 0)
    .execute();
}

/** Each work's MARCXML as imported: that of its earliest version imported from MARC. */
export async function marcOfWorks(
  db: Kysely<Database>,
  workIds: readonly number[],
): Promise<Map<number, string>> {
  if (workIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sourceRecord')
    .innerJoin('version', 'version.id', 'sourceRecord.versionId')
    .select(['version.workId as workId', 'sourceRecord.raw as raw'])
    .where('version.workId', 'in', [...workIds])
    .where('sourceRecord.rawFormat', '=', 'marcxml')
    .orderBy('version.id', 'desc')
    .orderBy('sourceRecord.id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.workId, r.raw]));
}
