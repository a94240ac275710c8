import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The catalogue records list items point at, read in batches (a few queries for a whole page or a
 * whole list, never one per item), for the item presenter (spec 03 §3 List item; ADR 038).
 */

export interface WorkFacts {
  id: number;
  title: string;
  creators: string;
  summary: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  primaryFormat: string | null;
  formats: string;
  languages: string;
  thumbnailUrl: string | null;
  culturallySensitive: number;
  deletedAt: string | null;
  editionCount: number;
  holdingCount: number;
  /** The library's name when exactly one holds the work. */
  singleHoldingName: string | null;
  onlineText: string | null;
}

export interface VersionFacts {
  id: number;
  workId: number;
  title: string;
  creators: string;
  format: string | null;
  year: number | null;
  date: string | null;
  languages: string;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  onlineText: string | null;
  workSummary: string | null;
  workThumbnailUrl: string | null;
  culturallySensitive: number;
  workDeletedAt: string | null;
  holdingCount: number;
  singleHoldingName: string | null;
}

export interface PersonFacts {
  id: number;
  displayName: string;
  primaryName: string;
  occupations: string;
  birthDate: string | null;
  deathDate: string | null;
  thumbnailUrl: string | null;
  culturallySensitive: number;
  deletedAt: string | null;
  biography: string | null;
}

export interface ArticleFacts {
  id: number;
  heading: string;
  newspaper: string | null;
  category: string | null;
  date: string | null;
  page: string | null;
  wordCount: number | null;
  /** The start of the article's text (enough for an abstract). */
  textStart: string | null;
  culturallySensitive: number;
}

export interface WebsiteFacts {
  id: number;
  url: string;
  title: string;
  domain: string;
}

export interface ItemRecords {
  works: Map<number, WorkFacts>;
  versions: Map<number, VersionFacts>;
  people: Map<number, PersonFacts>;
  articles: Map<number, ArticleFacts>;
  websites: Map<number, WebsiteFacts>;
}

export interface ItemTargets {
  work?: readonly number[];
  version?: readonly number[];
  person?: readonly number[];
  article?: readonly number[];
  website?: readonly number[];
}

const CHUNK = 500;
/** Characters of an article's text read for its abstract. */
const ARTICLE_TEXT_START = 1500;

async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(...(await read(unique.slice(i, i + CHUNK))));
  return out;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** The records behind list items, by type and id; a record that is gone is absent from its map. */
export async function itemRecords(db: Kysely<Database>, targets: ItemTargets): Promise<ItemRecords> {
  const [works, versions, people, articles, websites] = await Promise.all([
    inChunks(targets.work ?? [], (ids) => readWorks(db, ids)),
    inChunks(targets.version ?? [], (ids) => readVersions(db, ids)),
    inChunks(targets.person ?? [], (ids) => readPeople(db, ids)),
    inChunks(targets.article ?? [], (ids) => readArticles(db, ids)),
    inChunks(targets.website ?? [], (ids) =>
      db.selectFrom('website').select(['id', 'url', 'title', 'domain']).where('id', 'in', ids).execute(),
    ),
  ]);
  return {
    works: byId(works),
    versions: byId(versions),
    people: byId(people),
    articles: byId(articles),
    websites: byId(websites),
  };
}

/** How many libraries hold each work (or version), and the name of the only one when just one does. */
async function holdingsOf(
  db: Kysely<Database>,
  key: 'version.workId' | 'holding.versionId',
  ids: number[],
): Promise<Map<number, { count: number; single: string | null }>> {
  const counts = await db
    .selectFrom('holding')
    .innerJoin('version', 'version.id', 'holding.versionId')
    .select((eb) => [
      eb.ref(key).as('owner'),
      eb.fn.count<number | string>('holding.nuc').distinct().as('n'),
      eb.fn.min('holding.nuc').as('nuc'),
    ])
    .where(key, 'in', ids)
    .groupBy(key)
    .execute();
  const single = counts.filter((c) => Number(c.n) === 1).map((c) => c.nuc);
  const names =
    single.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.selectFrom('library').select(['nuc', 'name']).where('nuc', 'in', single).execute()).map(
            (l) => [l.nuc, l.name],
          ),
        );
  return new Map(
    counts.map((c) => [
      Number(c.owner),
      { count: Number(c.n), single: Number(c.n) === 1 ? (names.get(c.nuc) ?? c.nuc) : null },
    ]),
  );
}

async function readWorks(db: Kysely<Database>, ids: number[]): Promise<WorkFacts[]> {
  const [works, editions, holdings] = await Promise.all([
    db
      .selectFrom('work')
      .select([
        'id',
        'title',
        'creators',
        'summary',
        'yearStart',
        'yearEnd',
        'primaryFormat',
        'formats',
        'languages',
        'thumbnailUrl',
        'culturallySensitive',
        'deletedAt',
      ])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('version')
      .select((eb) => [
        'workId',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('onlineText').as('onlineText'),
        eb.fn.max('thumbnailUrl').as('thumbnailUrl'),
      ])
      .where('workId', 'in', ids)
      .groupBy('workId')
      .execute(),
    holdingsOf(db, 'version.workId', ids),
  ]);
  const byWork = new Map(editions.map((e) => [e.workId, e]));
  return works.map((w) => {
    const e = byWork.get(w.id);
    const h = holdings.get(w.id);
    return {
      ...w,
      thumbnailUrl: w.thumbnailUrl ?? e?.thumbnailUrl ?? null,
      editionCount: Number(e?.n ?? 0),
      holdingCount: h?.count ?? 0,
      singleHoldingName: h?.single ?? null,
      onlineText: e?.onlineText ?? null,
    };
  });
}

async function readVersions(db: Kysely<Database>, ids: number[]): Promise<VersionFacts[]> {
  const [versions, holdings] = await Promise.all([
    db
      .selectFrom('version')
      .innerJoin('work', 'work.id', 'version.workId')
      .select([
        'version.id',
        'version.workId',
        'version.title',
        'version.creators',
        'version.format',
        'version.year',
        'version.date',
        'version.languages',
        'version.thumbnailUrl',
        'version.imageUrl',
        'version.onlineText',
        'work.summary as workSummary',
        'work.thumbnailUrl as workThumbnailUrl',
        'work.culturallySensitive',
        'work.deletedAt as workDeletedAt',
      ])
      .where('version.id', 'in', ids)
      .execute(),
    holdingsOf(db, 'holding.versionId', ids),
  ]);
  return versions.map((v) => {
    const h = holdings.get(v.id);
    return { ...v, holdingCount: h?.count ?? 0, singleHoldingName: h?.single ?? null };
  });
}

async function readPeople(db: Kysely<Database>, ids: number[]): Promise<PersonFacts[]> {
  const [people, biographies] = await Promise.all([
    db
      .selectFrom('person')
      .select([
        'id',
        'displayName',
        'primaryName',
        'occupations',
        'birthDate',
        'deathDate',
        'thumbnailUrl',
        'culturallySensitive',
        'deletedAt',
      ])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('biography')
      .select(['personId', 'text', 'isPrimary'])
      .where('personId', 'in', ids)
      .orderBy('isPrimary', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  const first = new Map<number, string>();
  for (const b of biographies) if (!first.has(b.personId)) first.set(b.personId, b.text);
  return people.map((p) => ({ ...p, biography: first.get(p.id) ?? null }));
}

function readArticles(db: Kysely<Database>, ids: number[]): Promise<ArticleFacts[]> {
  return db
    .selectFrom('article')
    .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
    .select([
      'article.id',
      'article.heading',
      'newspaperTitle.name as newspaper',
      'article.category',
      'article.date',
      'article.page',
      'article.wordCount',
      sql<string | null>`substr(article.text, 1, ${sql.lit(ARTICLE_TEXT_START)})`.as('textStart'),
      'article.culturallySensitive',
    ])
    .where('article.id', 'in', ids)
    .execute();
}
