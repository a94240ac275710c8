import type { Kysely } from 'kysely';
import type { ListItemTarget } from '../schema/accounts.ts';
import type { Database } from '../schema.ts';
import { visibleTo } from './visibility.ts';

/**
 * The records of the public API v3 (ADR 051), read in batches: a page of 100 records costs a few
 * queries, never one per record. Only public contributions are read: the API has no signed-in caller.
 */

export interface V3ArticleRow {
  id: number;
  source: string;
  sourceId: string;
  heading: string;
  category: string | null;
  date: string | null;
  page: string | null;
  pageSequence: number | null;
  illustrated: number;
  wordCount: number | null;
  correctionCount: number;
  text: string | null;
  troveUrl: string | null;
  pageUrl: string | null;
  lastCorrectedAt: string | null;
  lastCorrectorUsername: string | null;
  titleId: number | null;
  titleName: string | null;
  titleKind: string | null;
}

export async function v3Articles(
  db: Kysely<Database>,
  ids: readonly number[],
  withText: boolean,
): Promise<V3ArticleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('article')
    .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
    .leftJoin('userAccount', 'userAccount.id', 'article.lastCorrectorId')
    .select([
      'article.id',
      'article.source',
      'article.sourceId',
      'article.heading',
      'article.category',
      'article.date',
      'article.page',
      'article.pageSequence',
      'article.illustrated',
      'article.wordCount',
      'article.correctionCount',
      'article.troveUrl',
      'article.pageUrl',
      'article.lastCorrectedAt',
      'userAccount.username as lastCorrectorUsername',
      'article.titleId',
      'newspaperTitle.name as titleName',
      'newspaperTitle.kind as titleKind',
    ])
    .$if(withText, (q) => q.select('article.text'))
    .where('article.id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({ text: null, ...row }));
}

export interface V3WorkRow {
  id: number;
  title: string;
  category: string;
  primaryFormat: string | null;
  formats: string;
  creators: string;
  subjects: string;
  summary: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  languages: string;
  thumbnailUrl: string | null;
  australian: number;
  deletedAt: string | null;
}

export function v3Works(db: Kysely<Database>, ids: readonly number[]): Promise<V3WorkRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work')
    .select([
      'id',
      'title',
      'category',
      'primaryFormat',
      'formats',
      'creators',
      'subjects',
      'summary',
      'yearStart',
      'yearEnd',
      'languages',
      'thumbnailUrl',
      'australian',
      'deletedAt',
    ])
    .where('id', 'in', [...ids])
    .execute();
}

export interface V3VersionRow {
  id: number;
  workId: number;
  title: string;
  format: string | null;
  creators: string;
  contributors: string;
  published: string | null;
  publisher: string | null;
  place: string | null;
  year: number | null;
  date: string | null;
  languages: string;
  identifiers: string;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  onlineText: string | null;
}

export function v3Versions(db: Kysely<Database>, workIds: readonly number[]): Promise<V3VersionRow[]> {
  if (workIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('version')
    .select([
      'id',
      'workId',
      'title',
      'format',
      'creators',
      'contributors',
      'published',
      'publisher',
      'place',
      'year',
      'date',
      'languages',
      'identifiers',
      'thumbnailUrl',
      'imageUrl',
      'onlineText',
    ])
    .where('workId', 'in', [...workIds])
    .orderBy('id')
    .execute();
}

export interface V3LinkRow {
  versionId: number;
  url: string;
  linkText: string | null;
  accessType: string;
}

export function v3Links(db: Kysely<Database>, versionIds: readonly number[]): Promise<V3LinkRow[]> {
  if (versionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('availableUrl')
    .select(['versionId', 'url', 'linkText', 'accessType'])
    .where('versionId', 'in', [...versionIds])
    .orderBy('id')
    .execute();
}

export interface V3HoldingRow {
  versionId: number;
  nuc: string;
  name: string | null;
  callNumber: string | null;
  url: string | null;
}

export function v3Holdings(db: Kysely<Database>, versionIds: readonly number[]): Promise<V3HoldingRow[]> {
  if (versionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('holding')
    .leftJoin('library', 'library.nuc', 'holding.nuc')
    .select(['holding.versionId', 'holding.nuc', 'library.name', 'holding.callNumber', 'holding.url'])
    .where('holding.versionId', 'in', [...versionIds])
    .orderBy('holding.id')
    .execute();
}

export interface V3PersonRow {
  id: number;
  primaryName: string;
  displayName: string;
  entityType: string;
  alternativeNames: string;
  birthDate: string | null;
  deathDate: string | null;
  birthPlace: string | null;
  gender: string | null;
  occupations: string;
  thumbnailUrl: string | null;
  deletedAt: string | null;
  biography: string | null;
}

export async function v3People(db: Kysely<Database>, ids: readonly number[]): Promise<V3PersonRow[]> {
  if (ids.length === 0) return [];
  const people = await db
    .selectFrom('person')
    .select([
      'id',
      'primaryName',
      'displayName',
      'entityType',
      'alternativeNames',
      'birthDate',
      'deathDate',
      'birthPlace',
      'gender',
      'occupations',
      'thumbnailUrl',
      'deletedAt',
    ])
    .where('id', 'in', [...ids])
    .execute();
  const bios = await db
    .selectFrom('biography')
    .select(['personId', 'text'])
    .where('personId', 'in', [...ids])
    .orderBy('isPrimary', 'desc')
    .orderBy('id')
    .execute();
  return people.map((p) => ({ ...p, biography: bios.find((b) => b.personId === p.id)?.text ?? null }));
}

export interface V3ListRow {
  id: number;
  title: string;
  description: string | null;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
  thumbnailUrl: string | null;
  ownerUsername: string;
}

/** Public lists only: the API has no signed-in caller. */
export function v3Lists(db: Kysely<Database>, ids: readonly number[]): Promise<V3ListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('userList')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .select([
      'userList.id',
      'userList.title',
      'userList.description',
      'userList.itemCount',
      'userList.createdAt',
      'userList.updatedAt',
      'userList.thumbnailUrl',
      'userAccount.username as ownerUsername',
    ])
    .where(visibleTo('userList', null))
    .where('userList.id', 'in', [...ids])
    .execute();
}

export interface V3ListItemRow {
  listId: number;
  targetType: ListItemTarget;
  targetId: number | null;
  url: string | null;
  title: string | null;
  note: string | null;
}

export function v3ListItems(db: Kysely<Database>, listId: number): Promise<V3ListItemRow[]> {
  return db
    .selectFrom('listItem')
    .select(['listId', 'targetType', 'targetId', 'url', 'title', 'note'])
    .where('listId', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
