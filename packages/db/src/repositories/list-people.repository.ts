import { type Kysely, sql } from 'kysely';
import type { CollaborationRequestStatus, Database, ListCollaboratorRole } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';

/**
 * The people of a list (spec 03 §3, §4, §6; ADR 038): requests to join, collaborators and their
 * roles, ownership. Every change of state is a conditional write, so two managers acting at once
 * cannot both succeed on the same request.
 */

export interface AccountName {
  id: number;
  username: string;
  displayName: string;
}

export interface CollaborationRequestRow {
  id: number;
  listId: number;
  userId: number;
  status: CollaborationRequestStatus;
  createdAt: string;
  username: string;
  displayName: string;
}

/** An account by username, as a call's `{user}` names it. */
export function accountByUsername(db: Kysely<Database>, username: string): Promise<AccountName | undefined> {
  return db
    .selectFrom('userAccount')
    .select(['id', 'username', 'displayName'])
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Profile visibility of an account (1 public): a collaborative list needs its owner's public. */
export async function profilePublicOf(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('userAccount')
    .select('profilePublic')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.profilePublic === 1;
}

const REQUEST_COLUMNS = [
  'listCollaborationRequest.id',
  'listCollaborationRequest.listId',
  'listCollaborationRequest.userId',
  'listCollaborationRequest.status',
  'listCollaborationRequest.createdAt',
  'userAccount.username',
  'userAccount.displayName',
] as const;

export function collaborationRequest(
  db: Kysely<Database>,
  id: number,
): Promise<CollaborationRequestRow | undefined> {
  return db
    .selectFrom('listCollaborationRequest')
    .innerJoin('userAccount', 'userAccount.id', 'listCollaborationRequest.userId')
    .select([...REQUEST_COLUMNS])
    .where('listCollaborationRequest.id', '=', id)
    .executeTakeFirst();
}

/** A list's pending and blocked requests, oldest first. */
export function openRequestsOf(db: Kysely<Database>, listId: number): Promise<CollaborationRequestRow[]> {
  return db
    .selectFrom('listCollaborationRequest')
    .innerJoin('userAccount', 'userAccount.id', 'listCollaborationRequest.userId')
    .select([...REQUEST_COLUMNS])
    .where('listCollaborationRequest.listId', '=', listId)
    .where('listCollaborationRequest.status', 'in', ['PENDING', 'BLOCKED'])
    .orderBy('listCollaborationRequest.createdAt')
    .orderBy('listCollaborationRequest.id')
    .execute();
}

export type JoinOutcome = 'new' | 'already' | 'blocked';

/**
 * Files the person's request to join: a first request, or a denied (or ended) one reopened, is
 * 'new'; one already waiting is 'already'; a blocked person is refused. Safe under concurrent
 * asks by the same person (one row per person and list).
 */
export async function fileJoinRequest(db: Executor, listId: number, userId: number): Promise<JoinOutcome> {
  const now = nowIso();
  const inserted = await db
    .insertInto('listCollaborationRequest')
    .values({ listId, userId, status: 'PENDING', createdAt: now, decidedAt: null, decidedBy: null })
    .onConflict((oc) => oc.columns(['listId', 'userId']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'new';
  const reopened = await db
    .updateTable('listCollaborationRequest')
    .set({ status: 'PENDING', createdAt: now, decidedAt: null, decidedBy: null })
    .where('listId', '=', listId)
    .where('userId', '=', userId)
    .where('status', 'in', ['DENIED', 'APPROVED'])
    .executeTakeFirst();
  if (Number(reopened.numUpdatedRows) > 0) return 'new';
  const row = await db
    .selectFrom('listCollaborationRequest')
    .select('status')
    .where('listId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.status === 'BLOCKED' ? 'blocked' : 'already';
}

/** Moves a request from one status to another; false when it was no longer in `from`. */
export async function decideRequest(
  db: Executor,
  id: number,
  from: CollaborationRequestStatus,
  to: CollaborationRequestStatus,
  decidedBy: number,
): Promise<boolean> {
  const result = await db
    .updateTable('listCollaborationRequest')
    .set({ status: to, decidedAt: nowIso(), decidedBy })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a blocked request so its person may ask again; false when it was not blocked. */
export async function removeBlockedRequest(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('listCollaborationRequest')
    .where('id', '=', id)
    .where('status', '=', 'BLOCKED')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds a collaborator (nothing when they already are one). */
export async function addCollaborator(
  db: Executor,
  listId: number,
  userId: number,
  role: ListCollaboratorRole,
): Promise<void> {
  await db
    .insertInto('listCollaborator')
    .values({ listId, userId, role, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['listId', 'userId']).doNothing())
    .execute();
}

export async function collaboratorRole(
  db: Executor,
  listId: number,
  userId: number,
): Promise<ListCollaboratorRole | undefined> {
  const row = await db
    .selectFrom('listCollaborator')
    .select('role')
    .where('listId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** Changes a collaborator's role; false when they are no longer on the list. */
export async function setCollaboratorRole(
  db: Executor,
  listId: number,
  userId: number,
  role: ListCollaboratorRole,
): Promise<boolean> {
  const result = await db
    .updateTable('listCollaborator')
    .set({ role })
    .where('listId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes someone off a list; false when they were not on it. */
export async function removeCollaborator(db: Executor, listId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('listCollaborator')
    .where('listId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface RemovedContributions {
  items: number;
  tags: number;
  notes: number;
}

/**
 * Deletes what a person added to a list: their items (with the items' notes), and their tags and
 * notes on the list; the remaining items close up (positions 1..n) and the count follows.
 * Run inside the caller's transaction.
 */
export async function removeContributionsOf(
  db: Executor,
  listId: number,
  userId: number,
): Promise<RemovedContributions> {
  const items = await db
    .deleteFrom('listItem')
    .where('listId', '=', listId)
    .where('createdBy', '=', userId)
    .executeTakeFirst();
  const tags = await db
    .deleteFrom('tag')
    .where('targetType', '=', 'list')
    .where('targetId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const notes = await db
    .deleteFrom('annotation')
    .where('targetType', '=', 'list')
    .where('targetId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const removed = {
    items: Number(items.numDeletedRows),
    tags: Number(tags.numDeletedRows),
    notes: Number(notes.numDeletedRows),
  };
  if (removed.items > 0) await closeUpItems(db, listId);
  return removed;
}

/** Renumbers a list's items 1..n in their order and sets its count and update time. */
async function closeUpItems(db: Executor, listId: number): Promise<void> {
  const rows = await db
    .selectFrom('listItem')
    .select(['id', 'position'])
    .where('listId', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const [index, row] of rows.entries())
    if (row.position !== index + 1)
      await db
        .updateTable('listItem')
        .set({ position: index + 1 })
        .where('id', '=', row.id)
        .execute();
  await db
    .updateTable('userList')
    .set({ itemCount: rows.length, updatedAt: nowIso() })
    .where('id', '=', listId)
    .execute();
}

/**
 * Gives a list to one of its administrators: they become its owner and leave the collaborators,
 * the old owner becomes a collaborator. False (nothing changed) when the old owner no longer owns
 * it or the new one is no longer an administrator. Run inside the caller's transaction.
 */
export async function transferOwnership(
  db: Executor,
  listId: number,
  oldOwnerId: number,
  newOwnerId: number,
): Promise<boolean> {
  const gone = await db
    .deleteFrom('listCollaborator')
    .where('listId', '=', listId)
    .where('userId', '=', newOwnerId)
    .where('role', '=', 'ADMINISTRATOR')
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) return false;
  const moved = await db
    .updateTable('userList')
    .set({ userId: newOwnerId })
    .where('id', '=', listId)
    .where('userId', '=', oldOwnerId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await db
    .insertInto('listCollaborator')
    .values({ listId, userId: oldOwnerId, role: 'COLLABORATOR', createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['listId', 'userId']).doUpdateSet({ role: 'COLLABORATOR' }))
    .execute();
  return true;
}

/** The owner and administrators of a list: who hears of requests to join and of people leaving. */
export async function listManagers(db: Executor, listId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('userList')
    .select('userId')
    .where('id', '=', listId)
    .union(
      db
        .selectFrom('listCollaborator')
        .select('userId')
        .where('listId', '=', listId)
        .where('role', '=', 'ADMINISTRATOR'),
    )
    .execute();
  return rows.map((r) => r.userId);
}

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

export interface TrendingRow {
  id: number;
  title: string;
  description: string | null;
  priv: number;
  collaborative: number;
  thumbnailUrl: string | null;
  itemCount: number;
  updatedAt: string;
  ownerId: number;
  ownerUsername: string;
  ownerDisplayName: string;
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
