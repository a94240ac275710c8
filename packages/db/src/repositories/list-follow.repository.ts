import { type Kysely, sql } from 'kysely';
import type { Database, ListCollaboratorRole } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { ListOverviewRow } from './list-details.repository.ts';

/**
 * Following lists and the lists trending lately (spec 03 §4, §7; ADR 038). Follows are rows,
 * counted with count(*): exact under concurrent follows, with no stored counter to drift.
 */

/** Exact follower count (count(*) of rows: nothing stored to drift under concurrent follows). */
export async function followerCount(db: Kysely<Database>, listId: number): Promise<number> {
  const row = await db
    .selectFrom('listFollower')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('listId', '=', listId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Follows a list; following twice is one follow. */
export async function follow(db: Kysely<Database>, listId: number, userId: number): Promise<void> {
  await db
    .insertInto('listFollower')
    .values({ listId, userId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['listId', 'userId']).doNothing())
    .execute();
}

export async function stopFollowing(db: Kysely<Database>, listId: number, userId: number): Promise<void> {
  await db.deleteFrom('listFollower').where('listId', '=', listId).where('userId', '=', userId).execute();
}

export interface TrendingRow extends ListOverviewRow {
  score: number;
}

/**
 * Public lists ranked by their follows, additions and views since `since` (an ISO time; views by
 * day from its date), at most `limit`; lists with none are left out. Ties go to the most recently
 * updated list.
 */
export async function trendingLists(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<TrendingRow[]> {
  const day = since.slice(0, 10);
  const activity = db
    .selectFrom('listFollower')
    .select(['listId', (eb) => eb.fn.countAll<number>().as('score')])
    .where('createdAt', '>=', since)
    .groupBy('listId')
    .unionAll(
      db
        .selectFrom('listItem')
        .select(['listId', (eb) => eb.fn.countAll<number>().as('score')])
        .where('createdAt', '>=', since)
        .groupBy('listId'),
    )
    .unionAll(
      db
        .selectFrom('listViewDay')
        .select(['listId', (eb) => eb.fn.sum<number>('views').as('score')])
        .where('day', '>=', day)
        .groupBy('listId'),
    );
  const rows = await db
    .selectFrom(
      db
        .selectFrom(activity.as('activity'))
        .select(['activity.listId', sql<number>`sum(activity.score)`.as('score')])
        .groupBy('activity.listId')
        .as('ranked'),
    )
    .innerJoin('userList', 'userList.id', 'ranked.listId')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .select([
      'userList.id',
      'userList.title',
      'userList.description',
      'userList.priv',
      'userList.collaborative',
      'userList.thumbnailUrl',
      'userList.itemCount',
      'userList.updatedAt',
      'userList.userId as ownerId',
      'userAccount.username as ownerUsername',
      'userAccount.displayName as ownerDisplayName',
      'ranked.score',
    ])
    .where('userList.priv', '=', 0)
    .where('ranked.score', '>', 0)
    .orderBy('ranked.score', 'desc')
    .orderBy('userList.updatedAt', 'desc')
    .orderBy('userList.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

export interface ListStanding {
  listId: number;
  followerCount: number;
  following: boolean;
  role: ListCollaboratorRole | null;
  pendingRequests: number;
}

/** For several lists at once: follower counts, and the viewer's follow, role and the pending requests. */
export async function standingsOf(
  db: Kysely<Database>,
  listIds: readonly number[],
  viewerId: number | null,
): Promise<Map<number, ListStanding>> {
  const standings = new Map<number, ListStanding>(
    listIds.map((listId) => [
      listId,
      { listId, followerCount: 0, following: false, role: null, pendingRequests: 0 },
    ]),
  );
  if (listIds.length === 0) return standings;
  const ids = [...listIds];
  const counts = await db
    .selectFrom('listFollower')
    .select(['listId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('listId', 'in', ids)
    .groupBy('listId')
    .execute();
  for (const c of counts) standings.get(c.listId)!.followerCount = Number(c.n);
  const pending = await db
    .selectFrom('listCollaborationRequest')
    .select(['listId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('listId', 'in', ids)
    .where('status', '=', 'PENDING')
    .groupBy('listId')
    .execute();
  for (const p of pending) standings.get(p.listId)!.pendingRequests = Number(p.n);
  if (viewerId === null) return standings;
  const [follows, roles] = await Promise.all([
    db
      .selectFrom('listFollower')
      .select('listId')
      .where('listId', 'in', ids)
      .where('userId', '=', viewerId)
      .execute(),
    db
      .selectFrom('listCollaborator')
      .select(['listId', 'role'])
      .where('listId', 'in', ids)
      .where('userId', '=', viewerId)
      .execute(),
  ]);
  for (const f of follows) standings.get(f.listId)!.following = true;
  for (const r of roles) standings.get(r.listId)!.role = r.role;
  return standings;
}
