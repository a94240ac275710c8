import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * What OAI-PMH harvests (ADR 052): the records of each source in change-time order, `(updated_at,
 * id)` (migration 032's indexes), so a selective harvest and each resumption page is a range scan.
 * A source is one table's records: works (deleted ones too: merged away), people (deleted ones
 * too), articles, public lists, and the tombstones of lists deleted or turned private.
 */

export const HARVEST_SOURCES = ['work', 'person', 'article', 'list', 'deletedList'] as const;
export type HarvestSource = (typeof HARVEST_SOURCES)[number];

export interface HarvestFilter {
  /** Inclusive bounds on the change time, ISO text as stored; null for none. */
  from: string | null;
  until: string | null;
  /** Works only: the collections (work.category) to keep; null for all. */
  categories: readonly string[] | null;
  /** Works only: those with a MARC record (and the deleted, which are reported whatever the format). */
  withMarc: boolean;
}

/** A place in a source's order: every record at or before it has been sent. */
export interface HarvestPlace {
  stamp: string;
  id: number;
}

export interface HarvestHead extends HarvestPlace {
  deleted: boolean;
  /** The work's collection; null for the other sources. */
  category: string | null;
}

type Row = { id: number; stamp: string; deleted: number; category: string | null };
type Query = SelectQueryBuilder<Database, keyof Database, Row>;

function sourceQuery(db: Kysely<Database>, source: HarvestSource, filter: HarvestFilter): Query {
  switch (source) {
    case 'work':
      return db
        .selectFrom('work')
        .select(['work.id as id', 'work.updatedAt as stamp', 'work.category as category'])
        .select(sql<number>`case when work.deleted_at is null then 0 else 1 end`.as('deleted'))
        .$if(filter.categories !== null, (q) =>
          q.where('work.category', 'in', [...(filter.categories ?? [])]),
        )
        .$if(filter.withMarc, (q) =>
          q.where((eb) => eb.or([eb('work.deletedAt', 'is not', null), hasMarc(eb)])),
        ) as unknown as Query;
    case 'person':
      return db
        .selectFrom('person')
        .select(['person.id as id', 'person.updatedAt as stamp', sql<null>`null`.as('category')])
        .select(
          sql<number>`case when person.deleted_at is null then 0 else 1 end`.as('deleted'),
        ) as unknown as Query;
    case 'article':
      return db
        .selectFrom('article')
        .select(['article.id as id', 'article.updatedAt as stamp', sql<null>`null`.as('category')])
        .select(sql<number>`0`.as('deleted')) as unknown as Query;
    case 'list':
      return db
        .selectFrom('userList')
        .select(['userList.id as id', 'userList.updatedAt as stamp', sql<null>`null`.as('category')])
        .select(sql<number>`0`.as('deleted'))
        .where('userList.priv', '=', 0) as unknown as Query;
    case 'deletedList':
      return db
        .selectFrom('harvestTombstone')
        .select([
          'harvestTombstone.recordId as id',
          'harvestTombstone.deletedAt as stamp',
          sql<null>`null`.as('category'),
        ])
        .select(sql<number>`1`.as('deleted'))
        .where('harvestTombstone.kind', '=', 'list') as unknown as Query;
  }
}

/** The column names of a source's change time and id, for its where and order clauses. */
const COLUMNS: Record<HarvestSource, { stamp: string; id: string }> = {
  work: { stamp: 'work.updated_at', id: 'work.id' },
  person: { stamp: 'person.updated_at', id: 'person.id' },
  article: { stamp: 'article.updated_at', id: 'article.id' },
  list: { stamp: 'user_list.updated_at', id: 'user_list.id' },
  deletedList: { stamp: 'harvest_tombstone.deleted_at', id: 'harvest_tombstone.record_id' },
};

function hasMarc(eb: ExpressionBuilder<Database, 'work'>) {
  return eb.exists(
    eb
      .selectFrom('version')
      .innerJoin('sourceRecord', 'sourceRecord.versionId', 'version.id')
      .select('version.id')
      .whereRef('version.workId', '=', 'work.id')
      .where('sourceRecord.rawFormat', '=', 'marcxml'),
  );
}

function filtered(db: Kysely<Database>, source: HarvestSource, filter: HarvestFilter): Query {
  const { stamp } = COLUMNS[source];
  return sourceQuery(db, source, filter)
    .$if(filter.from !== null, (q) => q.where(sql.ref(stamp), '>=', filter.from))
    .$if(filter.until !== null, (q) => q.where(sql.ref(stamp), '<=', filter.until));
}

const headOf = (row: Row): HarvestHead => ({
  id: Number(row.id),
  stamp: row.stamp,
  deleted: Number(row.deleted) === 1,
  category: row.category,
});

/** The next `limit` records of a source after a place in its order (from the start when null). */
export async function harvestHeads(
  db: Kysely<Database>,
  source: HarvestSource,
  filter: HarvestFilter,
  after: HarvestPlace | null,
  limit: number,
): Promise<HarvestHead[]> {
  const { stamp, id } = COLUMNS[source];
  const rows = await filtered(db, source, filter)
    .$if(after !== null, (q) =>
      q.where(
        sql<boolean>`(${sql.ref(stamp)} > ${after?.stamp} or (${sql.ref(stamp)} = ${after?.stamp} and ${sql.ref(id)} > ${after?.id}))`,
      ),
    )
    .orderBy(sql.ref(stamp))
    .orderBy(sql.ref(id))
    .limit(limit)
    .execute();
  return rows.map(headOf);
}

/** How many records of a source the filter keeps. */
export async function countHarvest(
  db: Kysely<Database>,
  source: HarvestSource,
  filter: HarvestFilter,
): Promise<number> {
  const row = await db
    .selectFrom(filtered(db, source, filter).as('kept'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One record's header, deleted or not; undefined when the store never had it (or it was private). */
export async function harvestHead(
  db: Kysely<Database>,
  source: Exclude<HarvestSource, 'deletedList'>,
  recordId: number,
): Promise<HarvestHead | undefined> {
  const noFilter: HarvestFilter = { from: null, until: null, categories: null, withMarc: false };
  const { id } = COLUMNS[source];
  const found = await sourceQuery(db, source, noFilter).where(sql.ref(id), '=', recordId).executeTakeFirst();
  if (found) return headOf(found);
  if (source !== 'list') return undefined;
  const gone = await sourceQuery(db, 'deletedList', noFilter)
    .where(sql.ref(COLUMNS.deletedList.id), '=', recordId)
    .executeTakeFirst();
  return gone ? headOf(gone) : undefined;
}

/** The oldest change time of any harvested record (Identify's earliestDatestamp); null when empty. */
export async function earliestHarvestStamp(db: Kysely<Database>): Promise<string | null> {
  const noFilter: HarvestFilter = { from: null, until: null, categories: null, withMarc: false };
  let earliest: string | null = null;
  for (const source of HARVEST_SOURCES) {
    const { stamp } = COLUMNS[source];
    const row = await sourceQuery(db, source, noFilter).orderBy(sql.ref(stamp)).limit(1).executeTakeFirst();
    if (row && (earliest === null || row.stamp < earliest)) earliest = row.stamp;
  }
  return earliest;
}
