import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { type ArticleSource, readArticles } from './article-source.ts';
import { type ListSource, readLists } from './list-source.ts';
import { publicTagNames } from './tags.repository.ts';

export type { ArticleSource } from './article-source.ts';
export type { ListSource } from './list-source.ts';

/**
 * What the search index is built from, read in id-ordered batches so a corpus of any size streams
 * through in bounded memory on both dialects (the change log it follows is in search-changes.ts).
 */

export type SearchEntityKind = 'work' | 'person' | 'article' | 'website' | 'list';
export const SEARCH_ENTITY_KINDS: readonly SearchEntityKind[] = [
  'work',
  'person',
  'article',
  'website',
  'list',
];

export interface WorkSource {
  kind: 'work';
  id: number;
  title: string;
  workType: string;
  category: string;
  primaryFormat: string | null;
  formats: string;
  creators: string;
  subjects: string;
  summary: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  languages: string;
  australian: number;
  thumbnailUrl: string | null;
  culturallySensitive: number;
  synthetic: number;
  versions: {
    title: string;
    creators: string;
    date: string | null;
    year: number | null;
    publisher: string | null;
    place: string | null;
    languages: string;
    identifiers: string;
    fullText: string | null;
    /** OCR noise of fullText (ADR 031). */
    ocrNoise: number | null;
    onlineText: string | null;
    /** Descriptive fields as a JSON object (series, notes, contents …): the keyword searches them. */
    details: string;
  }[];
  /** NUCs of the libraries holding any version. */
  holdings: string[];
  /** Access types (f, r, s, u) of the online copies of any version. */
  accessTypes: string[];
  /** Public tags of the work and its versions (the pubtag facet and publictag: search). */
  publicTags: string[];
}

export interface PersonSource {
  kind: 'person';
  id: number;
  primaryName: string;
  displayName: string;
  entityType: string;
  alternativeNames: string;
  birthDate: string | null;
  deathDate: string | null;
  occupations: string;
  thumbnailUrl: string | null;
  culturallySensitive: number;
  synthetic: number;
  biographies: string[];
  publicTags: string[];
  /** Live works linked to them, by or about (work_person): how prominent they are in the collection. */
  linkedWorks: number;
}

export interface WebsiteSource {
  kind: 'website';
  id: number;
  url: string;
  title: string;
  domain: string;
  synthetic: number;
  /** The latest capture, if any: what a result links to. */
  captureTimestamp: string | null;
  captureUrl: string | null;
}

export type SearchSource = WorkSource | PersonSource | ArticleSource | WebsiteSource | ListSource;

/** Every searchable record, kind by kind, `batchSize` records at a time. */
export async function* streamSearchSources(
  db: Kysely<Database>,
  batchSize = 500,
): AsyncGenerator<SearchSource[]> {
  for (const kind of SEARCH_ENTITY_KINDS) {
    let after = 0;
    for (;;) {
      const ids = await nextIds(db, kind, after, batchSize);
      if (ids.length === 0) break;
      yield await readSearchSources(db, kind, ids);
      after = ids[ids.length - 1] ?? after;
      if (ids.length < batchSize) break;
    }
  }
}

async function nextIds(
  db: Kysely<Database>,
  kind: SearchEntityKind,
  after: number,
  limit: number,
): Promise<number[]> {
  // Only public lists are ever read for the index (list-source.ts).
  const rows =
    kind === 'list'
      ? await db
          .selectFrom('userList')
          .select('id')
          .where('id', '>', after)
          .where('priv', '=', 0)
          .orderBy('id')
          .limit(limit)
          .execute()
      : await db.selectFrom(kind).select('id').where('id', '>', after).orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The searchable records with these ids; deleted or missing ones are simply absent. */
export async function readSearchSources(
  db: Kysely<Database>,
  kind: SearchEntityKind,
  ids: readonly number[],
): Promise<SearchSource[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  switch (kind) {
    case 'work':
      return readWorks(db, list);
    case 'person':
      return readPeople(db, list);
    case 'article':
      return readArticles(db, list);
    case 'website':
      return readWebsites(db, list);
    case 'list':
      return readLists(db, list);
  }
}

async function readWorks(db: Kysely<Database>, ids: number[]): Promise<WorkSource[]> {
  const works = await db
    .selectFrom('work')
    .select([
      'id',
      'title',
      'workType',
      'category',
      'primaryFormat',
      'formats',
      'creators',
      'subjects',
      'summary',
      'yearStart',
      'yearEnd',
      'languages',
      'australian',
      'thumbnailUrl',
      'culturallySensitive',
      'synthetic',
    ])
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
  const versions = await db
    .selectFrom('version')
    .select([
      'workId',
      'title',
      'creators',
      'date',
      'year',
      'publisher',
      'place',
      'languages',
      'identifiers',
      'fullText',
      'ocrNoise',
      'onlineText',
      'details',
    ])
    .where('workId', 'in', ids)
    .orderBy('id')
    .execute();
  const byWork = new Map<number, WorkSource['versions']>();
  for (const { workId, ...version } of versions) {
    const list = byWork.get(workId) ?? [];
    list.push(version);
    byWork.set(workId, list);
  }
  const { holdings, access } = await holdingsAndAccess(db, ids);
  const tags = await publicTagNames(db, 'work', ids);
  return works.map((w) => ({
    kind: 'work',
    ...w,
    versions: byWork.get(w.id) ?? [],
    holdings: holdings.get(w.id) ?? [],
    accessTypes: access.get(w.id) ?? [],
    publicTags: tags.get(w.id) ?? [],
  }));
}

/** The libraries holding any version of each work, and the access types of its online copies. */
async function holdingsAndAccess(
  db: Kysely<Database>,
  workIds: number[],
): Promise<{ holdings: Map<number, string[]>; access: Map<number, string[]> }> {
  const nucs = await db
    .selectFrom('holding')
    .innerJoin('version', 'version.id', 'holding.versionId')
    .select(['version.workId as workId', 'holding.nuc as value'])
    .distinct()
    .where('version.workId', 'in', workIds)
    .orderBy('value')
    .execute();
  const types = await db
    .selectFrom('availableUrl')
    .innerJoin('version', 'version.id', 'availableUrl.versionId')
    .select(['version.workId as workId', 'availableUrl.accessType as value'])
    .distinct()
    .where('version.workId', 'in', workIds)
    .orderBy('value')
    .execute();
  return { holdings: groupByWork(nucs), access: groupByWork(types) };
}

function groupByWork(rows: { workId: number; value: string }[]): Map<number, string[]> {
  const byWork = new Map<number, string[]>();
  for (const { workId, value } of rows) byWork.set(workId, [...(byWork.get(workId) ?? []), value]);
  return byWork;
}

async function readPeople(db: Kysely<Database>, ids: number[]): Promise<PersonSource[]> {
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
      'occupations',
      'thumbnailUrl',
      'culturallySensitive',
      'synthetic',
    ])
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
  const bios = await db
    .selectFrom('biography')
    .select(['personId', 'text'])
    .where('personId', 'in', ids)
    .orderBy('id')
    .execute();
  const byPerson = new Map<number, string[]>();
  for (const bio of bios) byPerson.set(bio.personId, [...(byPerson.get(bio.personId) ?? []), bio.text]);
  const tags = await publicTagNames(db, 'person', ids);
  const linked = await db
    .selectFrom('workPerson')
    .innerJoin('work', 'work.id', 'workPerson.workId')
    .select((eb) => [
      'workPerson.personId',
      eb.fn.count<number | string>('workPerson.workId').distinct().as('n'),
    ])
    .where('workPerson.personId', 'in', ids)
    .where('work.deletedAt', 'is', null)
    .groupBy('workPerson.personId')
    .execute();
  const linkedWorks = new Map(linked.map((row) => [row.personId, Number(row.n)]));
  return people.map((p) => ({
    kind: 'person',
    ...p,
    biographies: byPerson.get(p.id) ?? [],
    publicTags: tags.get(p.id) ?? [],
    linkedWorks: linkedWorks.get(p.id) ?? 0,
  }));
}

async function readWebsites(db: Kysely<Database>, ids: number[]): Promise<WebsiteSource[]> {
  const sites = await db
    .selectFrom('website')
    .select(['id', 'url', 'title', 'domain', 'synthetic'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const captures = await db
    .selectFrom('websiteCapture')
    .select(['websiteId', 'timestamp', 'originalUrl'])
    .where('websiteId', 'in', ids)
    .orderBy('timestamp')
    .execute();
  const latest = new Map<number, { timestamp: string; originalUrl: string }>();
  for (const c of captures) latest.set(c.websiteId, c);
  return sites.map((s) => ({
    kind: 'website',
    ...s,
    captureTimestamp: latest.get(s.id)?.timestamp ?? null,
    captureUrl: latest.get(s.id)?.originalUrl ?? null,
  }));
}

const STORE_ID_KEY = 'search.store_id';

/**
 * A random id the store keeps for life: an index remembers the store it was built from, so a
 * fresh or different database behind the same DATA_DIR or DATABASE_URL forces a rebuild.
 */
export async function storeIdentity(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('configEntry')
    .values({ key: STORE_ID_KEY, value: randomUUID(), updatedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('configEntry')
    .select('value')
    .where('key', '=', STORE_ID_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
