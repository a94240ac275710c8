import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The record pages a sitemap lists (ADR 052): works and people not deleted, every article, public
 * lists. A child sitemap is one block of ids (`(id - 1) / size`), so it is found by an index range
 * and never holds more than `size` addresses, however the ids are spread.
 */

export const SITEMAP_KINDS = ['work', 'person', 'article', 'list'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapBlock {
  block: number;
  lastmod: string;
}

export interface SitemapEntry {
  id: number;
  lastmod: string;
}

type Row = { id: number; lastmod: string };
type Query = SelectQueryBuilder<Database, keyof Database, Row>;

/** The pages of a kind a visitor may see, as (id, last change). */
function visible(db: Kysely<Database>, kind: SitemapKind): Query {
  switch (kind) {
    case 'work':
      return db
        .selectFrom('work')
        .select(['id', 'updatedAt as lastmod'])
        .where('deletedAt', 'is', null) as unknown as Query;
    case 'person':
      return db
        .selectFrom('person')
        .select(['id', 'updatedAt as lastmod'])
        .where('deletedAt', 'is', null) as unknown as Query;
    case 'article':
      return db.selectFrom('article').select(['id', 'updatedAt as lastmod']) as unknown as Query;
    case 'list':
      return db
        .selectFrom('userList')
        .select(['id', 'updatedAt as lastmod'])
        .where('priv', '=', 0) as unknown as Query;
  }
}

/** The blocks of `size` ids that hold at least one visible page, each with its newest change. */
export async function sitemapBlocks(
  db: Kysely<Database>,
  kind: SitemapKind,
  size: number,
): Promise<SitemapBlock[]> {
  const block = sql<number>`(id - 1) / ${sql.lit(Math.floor(size))}`;
  const rows = await db
    .selectFrom(visible(db, kind).as('page'))
    .select([block.as('block'), (eb) => eb.fn.max('lastmod').as('lastmod')])
    .groupBy(block)
    .orderBy(block)
    .execute();
  return rows.map((r) => ({ block: Number(r.block), lastmod: String(r.lastmod) }));
}

/** Up to `limit` visible pages with ids in (after, last], in id order. */
export async function sitemapEntries(
  db: Kysely<Database>,
  kind: SitemapKind,
  after: number,
  last: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const rows = await visible(db, kind)
    .where(sql.ref('id'), '>', after)
    .where(sql.ref('id'), '<=', last)
    .orderBy(sql.ref('id'))
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), lastmod: r.lastmod }));
}
