import type { Kysely, Selectable } from 'kysely';
import type {
  ArticleRow,
  AvailableUrlTable,
  BiographyTable,
  Database,
  NewspaperTitleRow,
  PersonRow,
  VersionRow,
  WorkRow,
} from '../schema.ts';

/** Whole records for the detail pages, each with the rows that belong to it. */

/** A holding's columns with its library's name, state and opening, as every reader of holdings needs. */
export const HOLDING_COLUMNS = [
  'holding.versionId',
  'holding.nuc',
  'holding.callNumber',
  'holding.url',
  'library.name as libraryName',
  'library.state as libraryState',
  'library.openToPublic',
] as const;

export interface HoldingWithLibrary {
  versionId: number;
  nuc: string;
  callNumber: string | null;
  url: string | null;
  libraryName: string | null;
  libraryState: string | null;
  openToPublic: number | null;
}

export interface SourceRecordRef {
  versionId: number;
  source: string;
  sourceId: string;
  nuc: string | null;
}

export interface WorkRecord {
  work: WorkRow;
  versions: VersionRow[];
  holdings: HoldingWithLibrary[];
  availableUrls: Selectable<AvailableUrlTable>[];
  sourceRecords: SourceRecordRef[];
}

export async function readWork(db: Kysely<Database>, id: number): Promise<WorkRecord | undefined> {
  const work = await db.selectFrom('work').selectAll().where('id', '=', id).executeTakeFirst();
  if (!work) return undefined;
  const versions = await db
    .selectFrom('version')
    .selectAll()
    .where('workId', '=', id)
    .orderBy('year')
    .orderBy('id')
    .execute();
  const versionIds = versions.map((v) => v.id);
  if (versionIds.length === 0) return { work, versions, holdings: [], availableUrls: [], sourceRecords: [] };
  const holdings = await db
    .selectFrom('holding')
    .leftJoin('library', 'library.nuc', 'holding.nuc')
    .select(HOLDING_COLUMNS)
    .where('holding.versionId', 'in', versionIds)
    .orderBy('holding.id')
    .execute();
  const availableUrls = await db
    .selectFrom('availableUrl')
    .selectAll()
    .where('versionId', 'in', versionIds)
    .orderBy('id')
    .execute();
  // The raw record itself is large and only for data managers; the reference is enough here.
  const sourceRecords = await db
    .selectFrom('sourceRecord')
    .select(['versionId', 'source', 'sourceId', 'nuc'])
    .where('versionId', 'in', versionIds)
    .orderBy('id')
    .execute();
  return { work, versions, holdings, availableUrls, sourceRecords };
}

export interface PersonRecord {
  person: PersonRow;
  biographies: Selectable<BiographyTable>[];
}

export async function readPerson(db: Kysely<Database>, id: number): Promise<PersonRecord | undefined> {
  const person = await db.selectFrom('person').selectAll().where('id', '=', id).executeTakeFirst();
  if (!person) return undefined;
  const biographies = await db
    .selectFrom('biography')
    .selectAll()
    .where('personId', '=', id)
    .orderBy('isPrimary', 'desc')
    .orderBy('id')
    .execute();
  return { person, biographies };
}

export interface ArticleRecord {
  article: ArticleRow;
  title: NewspaperTitleRow | undefined;
}

export async function readArticle(db: Kysely<Database>, id: number): Promise<ArticleRecord | undefined> {
  const article = await db.selectFrom('article').selectAll().where('id', '=', id).executeTakeFirst();
  if (!article) return undefined;
  const title =
    article.titleId === null
      ? undefined
      : await db
          .selectFrom('newspaperTitle')
          .selectAll()
          .where('id', '=', article.titleId)
          .executeTakeFirst();
  return { article, title };
}
