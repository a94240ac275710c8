import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import type { Paging } from './contributions-of-user.ts';

/**
 * A reader's activity feed (issue 16 §2 About; ADR 042): their public contributions, newest first,
 * drawn from the contributions themselves: public tags and notes (not on a private list), public
 * lists they own, and achievements, made after the feed's watermark. The same SQL on both stores.
 */

export type ActivityKind = 'tag' | 'note' | 'list' | 'achievement';

export interface ActivityKey {
  kind: ActivityKind;
  /** The row's id as text (an achievement's is its key). */
  itemKey: string;
  itemAt: string;
}

/** The union of the four kinds, each as (kind, item_key, item_at). */
function feedOf(userId: number, since: string): RawBuilder<ActivityKey> {
  const onPublicTarget = (table: 'tag' | 'annotation') => sql`not (${sql.ref(`${table}.target_type`)} = 'list'
      and exists (select 1 from user_list pl where pl.id = ${sql.ref(`${table}.target_id`)} and pl.priv = 1))`;
  return sql<ActivityKey>`
    select 'tag' as kind, cast(tag.id as text) as item_key, tag.created_at as item_at from tag
      where tag.user_id = ${userId} and tag.priv = 0 and tag.created_at > ${since} and ${onPublicTarget('tag')}
    union all
    select 'note' as kind, cast(annotation.id as text) as item_key, annotation.created_at as item_at from annotation
      where annotation.user_id = ${userId} and annotation.priv = 0 and annotation.created_at > ${since}
        and ${onPublicTarget('annotation')}
    union all
    select 'list' as kind, cast(user_list.id as text) as item_key, user_list.created_at as item_at from user_list
      where user_list.user_id = ${userId} and user_list.priv = 0 and user_list.created_at > ${since}
    union all
    select 'achievement' as kind, user_achievement.achievement_id as item_key, user_achievement.earned_at as item_at
      from user_achievement
      where user_achievement.user_id = ${userId} and user_achievement.earned_at > ${since}`;
}

/** A page of the feed's keys and how many there are. `since` null: from the beginning. */
export async function activityOf(
  db: Kysely<Database>,
  userId: number,
  since: string | null,
  paging: Paging,
): Promise<{ rows: ActivityKey[]; total: number }> {
  const feed = feedOf(userId, since ?? '');
  // Validated whole numbers, written into the SQL: SQLite refuses a LIMIT bound as a REAL.
  const limit = sql.raw(String(Math.trunc(paging.limit)));
  const offset = sql.raw(String(Math.trunc(paging.offset)));
  const [page, count] = await Promise.all([
    sql<ActivityKey>`select kind, item_key, item_at from (${feed}) feed
      order by item_at desc, kind, item_key desc limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from (${feed}) feed`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export interface ActivityContribution {
  id: number;
  text: string;
  targetType: ContributionTarget;
  targetId: number;
}

/** The tags, notes and lists a page of the feed names. */
export async function activityRows(
  db: Kysely<Database>,
  ids: { tags: number[]; notes: number[]; lists: number[] },
): Promise<{
  tags: ActivityContribution[];
  notes: ActivityContribution[];
  lists: { id: number; title: string }[];
}> {
  const [tags, notes, lists] = await Promise.all([
    ids.tags.length === 0
      ? []
      : db
          .selectFrom('tag')
          .select(['id', 'name as text', 'targetType', 'targetId'])
          .where('id', 'in', ids.tags)
          .execute(),
    ids.notes.length === 0
      ? []
      : db
          .selectFrom('annotation')
          .select(['id', 'content as text', 'targetType', 'targetId'])
          .where('id', 'in', ids.notes)
          .execute(),
    ids.lists.length === 0
      ? []
      : db.selectFrom('userList').select(['id', 'title']).where('id', 'in', ids.lists).execute(),
  ]);
  return { tags, notes, lists };
}
