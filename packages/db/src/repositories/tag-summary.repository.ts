import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { type Paging, targetVisibleTo } from './contributions-of-user.ts';
import { type Viewer, visibleTo } from './visibility.ts';

/** A user's tags counted by name (the profile's Tags tab, ADR 039); bound into the `tags` group. */

export interface TagSummaryRow {
  name: string;
  priv: number;
  count: number;
}

export interface TagSummaryFilter {
  visibility: 'all' | 'public' | 'private';
  sort: 'alphabetical' | 'mostUsed' | 'leastUsed';
}

/**
 * A user's tags grouped by name and visibility with how many items each is on (the profile's Tags
 * tab, ADR 039): a page of groups in the order asked, ties by name, and how many groups in all.
 */
export async function tagSummaryOfUser(
  db: Kysely<Database>,
  userId: number,
  viewer: Viewer,
  filter: TagSummaryFilter,
  paging: Paging,
): Promise<{ rows: TagSummaryRow[]; total: number }> {
  let base = db
    .selectFrom('tag')
    .where('tag.userId', '=', userId)
    .where(visibleTo('tag', viewer))
    .where(targetVisibleTo('tag', viewer));
  if (filter.visibility === 'public') base = base.where('tag.priv', '=', 0);
  if (filter.visibility === 'private') base = base.where('tag.priv', '=', 1);
  const groups = base.select(['tag.name', 'tag.priv']).groupBy(['tag.name', 'tag.priv']);
  const uses = sql<number>`count(*)`;
  let page = base.select(['tag.name', 'tag.priv', uses.as('count')]).groupBy(['tag.name', 'tag.priv']);
  if (filter.sort !== 'alphabetical') page = page.orderBy(uses, filter.sort === 'mostUsed' ? 'desc' : 'asc');
  const [rows, count] = await Promise.all([
    page
      .orderBy(sql`lower(tag.name)`)
      .orderBy('tag.name')
      .orderBy('tag.priv')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({ name: row.name, priv: Number(row.priv), count: Number(row.count) })),
    total: Number(count?.n ?? 0),
  };
}
