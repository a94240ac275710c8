import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The partner dashboard's report on one library (ADR 044): what it holds, by collection, format
 * and decade, and how readers used those records month by month. Every figure is one grouped
 * query driven by holding(nuc, version_id) (migration 026), the same SQL on SQLite and PostgreSQL.
 */

export interface HeldCount {
  key: string | null;
  holdings: number;
  records: number;
}

export interface HeldTotals {
  holdings: number;
  records: number;
}

export interface MonthCount {
  month: string;
  count: number;
}

/** The library's holdings of records still in the catalogue: holding → version → work. */
function held(db: Kysely<Database>, nuc: string) {
  return db
    .selectFrom('holding')
    .innerJoin('version', 'version.id', 'holding.versionId')
    .innerJoin('work', 'work.id', 'version.workId')
    .where('holding.nuc', '=', nuc)
    .where('work.deletedAt', 'is', null);
}

const holdings = sql<number | string>`count(*)`;
const records = sql<number | string>`count(distinct work.id)`;

const counted = (
  rows: { key: string | number | null; holdings: number | string; records: number | string }[],
) =>
  rows.map((r) => ({
    key: r.key === null ? null : String(r.key),
    holdings: Number(r.holdings),
    records: Number(r.records),
  }));

export async function heldTotals(db: Kysely<Database>, nuc: string): Promise<HeldTotals> {
  const row = await held(db, nuc)
    .select([holdings.as('holdings'), records.as('records')])
    .executeTakeFirst();
  return { holdings: Number(row?.holdings ?? 0), records: Number(row?.records ?? 0) };
}

/** Holdings and records by collection (the work's category), most held first. */
export async function heldByCategory(db: Kysely<Database>, nuc: string): Promise<HeldCount[]> {
  const rows = await held(db, nuc)
    .select(['work.category as key', holdings.as('holdings'), records.as('records')])
    .groupBy('work.category')
    .orderBy(holdings, 'desc')
    .orderBy('work.category')
    .execute();
  return counted(rows);
}

/** Holdings and records by the held edition's format (null: none recorded), most held first. */
export async function heldByFormat(db: Kysely<Database>, nuc: string): Promise<HeldCount[]> {
  const rows = await held(db, nuc)
    .select(['version.format as key', holdings.as('holdings'), records.as('records')])
    .groupBy('version.format')
    .orderBy(holdings, 'desc')
    .orderBy('version.format')
    .execute();
  return counted(rows);
}

/**
 * Holdings and records by the decade of the edition's year (the work's first year when the edition
 * has none; null when neither is known), in time order. Integer division truncates alike in both
 * stores.
 */
export async function heldByDecade(db: Kysely<Database>, nuc: string): Promise<HeldCount[]> {
  const decade = sql<number | null>`(coalesce(version.year, work.year_start) / 10) * 10`;
  const rows = await held(db, nuc)
    .select([decade.as('key'), holdings.as('holdings'), records.as('records')])
    .groupBy(decade)
    .orderBy(decade)
    .execute();
  return counted(rows);
}

/** The ids of works and editions the library holds, as subqueries for the usage counts. */
const heldWorkIds = (db: Kysely<Database>, nuc: string) => held(db, nuc).select('work.id');
const heldVersionIds = (db: Kysely<Database>, nuc: string) => held(db, nuc).select('version.id');

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

const byMonth = (rows: { month: string; count: number | string }[]) =>
  rows.map((r) => ({ month: r.month, count: Number(r.count) }));

/**
 * Public tags and notes on the library's works and editions, counted by month (YYYY-MM) from
 * `since` (an ISO date). Private ones stay out: the report shows partners only what is public.
 */
export async function contributionsByMonth(
  db: Kysely<Database>,
  nuc: string,
  since: string,
): Promise<{ tags: MonthCount[]; notes: MonthCount[] }> {
  const query = (table: 'tag' | 'annotation') =>
    db
      .selectFrom(table)
      .select([month(`${table}.createdAt`).as('month'), sql<number | string>`count(*)`.as('count')])
      .where(`${table}.priv`, '=', 0)
      .where(`${table}.createdAt`, '>=', since)
      .where((eb) =>
        eb.or([
          eb.and([
            eb(`${table}.targetType`, '=', 'work'),
            eb(`${table}.targetId`, 'in', heldWorkIds(db, nuc)),
          ]),
          eb.and([
            eb(`${table}.targetType`, '=', 'version'),
            eb(`${table}.targetId`, 'in', heldVersionIds(db, nuc)),
          ]),
        ]),
      )
      .groupBy(month(`${table}.createdAt`))
      .orderBy(month(`${table}.createdAt`))
      .execute();
  const [tags, notes] = await Promise.all([query('tag'), query('annotation')]);
  return { tags: byMonth(tags), notes: byMonth(notes) };
}

/** Additions of the library's works and editions to public lists, by month from `since`. */
export async function listAdditionsByMonth(
  db: Kysely<Database>,
  nuc: string,
  since: string,
): Promise<MonthCount[]> {
  const rows = await db
    .selectFrom('listItem')
    .innerJoin('userList', 'userList.id', 'listItem.listId')
    .select([month('listItem.createdAt').as('month'), sql<number | string>`count(*)`.as('count')])
    .where('userList.priv', '=', 0)
    .where('listItem.createdAt', '>=', since)
    .where((eb) =>
      eb.or([
        eb.and([eb('listItem.targetType', '=', 'work'), eb('listItem.targetId', 'in', heldWorkIds(db, nuc))]),
        eb.and([
          eb('listItem.targetType', '=', 'version'),
          eb('listItem.targetId', 'in', heldVersionIds(db, nuc)),
        ]),
      ]),
    )
    .groupBy(month('listItem.createdAt'))
    .orderBy(month('listItem.createdAt'))
    .execute();
  return byMonth(rows);
}
