import { type Kysely, sql } from 'kysely';
import type {
  CollaborationRequestStatus,
  Database,
  ListCollaboratorRole,
  ListItemTarget,
} from '../schema.ts';
import type { Executor } from './upsert.ts';

/**
 * What the list page and the manage page read about one list beyond its access facts (spec 03 §3
 * List; ADR 038): counts, item types, its people and requests, a user's lists, and views counted
 * by day for trending lists.
 */

/** The owner and collaborators of a list: the people "still on the list". */
export async function listMemberIds(db: Executor, listId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('userList')
    .select('userId')
    .where('id', '=', listId)
    .union(db.selectFrom('listCollaborator').select('userId').where('listId', '=', listId))
    .execute();
  return new Set(rows.map((r) => r.userId));
}

export interface ListCounts {
  followerCount: number;
  collaboratorCount: number;
  itemTypes: ListItemTarget[];
}

/** Followers (count(*) of rows, exact under concurrent follows), collaborators and the item types present. */
export async function listCounts(db: Kysely<Database>, listId: number): Promise<ListCounts> {
  const [followers, collaborators, types] = await Promise.all([
    db
      .selectFrom('listFollower')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('listId', '=', listId)
      .executeTakeFirst(),
    db
      .selectFrom('listCollaborator')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('listId', '=', listId)
      .executeTakeFirst(),
    db.selectFrom('listItem').select('targetType').distinct().where('listId', '=', listId).execute(),
  ]);
  return {
    followerCount: Number(followers?.n ?? 0),
    collaboratorCount: Number(collaborators?.n ?? 0),
    itemTypes: types.map((t) => t.targetType),
  };
}

export interface ListPersonRow {
  userId: number;
  username: string;
  displayName: string;
}

export interface CollaboratorRow extends ListPersonRow {
  role: ListCollaboratorRole;
  createdAt: string;
}

/** A list's administrators and collaborators, longest-standing first. */
export function listCollaborators(db: Kysely<Database>, listId: number): Promise<CollaboratorRow[]> {
  return db
    .selectFrom('listCollaborator')
    .innerJoin('userAccount', 'userAccount.id', 'listCollaborator.userId')
    .select([
      'listCollaborator.userId',
      'userAccount.username',
      'userAccount.displayName',
      'listCollaborator.role',
      'listCollaborator.createdAt',
    ])
    .where('listCollaborator.listId', '=', listId)
    .orderBy('listCollaborator.createdAt')
    .orderBy('listCollaborator.userId')
    .execute();
}

export interface RequestRow extends ListPersonRow {
  id: number;
  status: CollaborationRequestStatus;
  createdAt: string;
}

/** Requests to join a list that wait or were blocked, oldest first. */
export function listOpenRequests(db: Kysely<Database>, listId: number): Promise<RequestRow[]> {
  return db
    .selectFrom('listCollaborationRequest')
    .innerJoin('userAccount', 'userAccount.id', 'listCollaborationRequest.userId')
    .select([
      'listCollaborationRequest.id',
      'listCollaborationRequest.userId',
      'userAccount.username',
      'userAccount.displayName',
      'listCollaborationRequest.status',
      'listCollaborationRequest.createdAt',
    ])
    .where('listCollaborationRequest.listId', '=', listId)
    .where('listCollaborationRequest.status', 'in', ['PENDING', 'BLOCKED'])
    .orderBy('listCollaborationRequest.createdAt')
    .orderBy('listCollaborationRequest.id')
    .execute();
}

/** How many people added items to the list, or notes or tags on it. */
export async function listContributorCount(db: Kysely<Database>, listId: number): Promise<number> {
  const people = db
    .selectFrom('listItem')
    .select('createdBy as userId')
    .where('listId', '=', listId)
    .where('createdBy', 'is not', null)
    .union(
      db
        .selectFrom('annotation')
        .select('userId')
        .where('targetType', '=', 'list')
        .where('targetId', '=', listId)
        .where('userId', 'is not', null),
    )
    .union(
      db
        .selectFrom('tag')
        .select('userId')
        .where('targetType', '=', 'list')
        .where('targetId', '=', listId)
        .where('userId', 'is not', null),
    )
    .as('people');
  const row = await db
    .selectFrom(people)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Counts one view of a list on a day (YYYY-MM-DD): one row a list and day, incremented. */
export async function countListView(db: Kysely<Database>, listId: number, day: string): Promise<void> {
  await db
    .insertInto('listViewDay')
    .values({ listId, day, views: 1 })
    .onConflict((oc) => oc.columns(['listId', 'day']).doUpdateSet({ views: sql`list_view_day.views + 1` }))
    .execute();
}

/** A list with its owner, as lists of lists show it (a user's lists, trending lists). */
export interface ListOverviewRow {
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
}

export interface UserListRow extends ListOverviewRow {
  /** The user's role: OWNER, ADMINISTRATOR or COLLABORATOR. */
  role: string;
  followerCount: number;
  pendingRequests: number;
}

/**
 * The lists a user owns or works on that the viewer may see (public ones, and private ones the
 * viewer owns or works on), most recently updated first, a page at a time, with the total.
 */
export async function listsOfMember(
  db: Kysely<Database>,
  userId: number,
  viewerId: number | null,
  offset: number,
  limit: number,
): Promise<{ rows: UserListRow[]; total: number }> {
  const base = db
    .selectFrom('userList')
    .innerJoin('userAccount as owner', 'owner.id', 'userList.userId')
    .leftJoin('listCollaborator as member', (j) =>
      j.onRef('member.listId', '=', 'userList.id').on('member.userId', '=', userId),
    )
    .where((eb) => eb.or([eb('userList.userId', '=', userId), eb('member.userId', 'is not', null)]))
    .where((eb) =>
      viewerId === null
        ? eb('userList.priv', '=', 0)
        : eb.or([
            eb('userList.priv', '=', 0),
            eb('userList.userId', '=', viewerId),
            eb.exists(
              eb
                .selectFrom('listCollaborator as seer')
                .select('seer.userId')
                .whereRef('seer.listId', '=', 'userList.id')
                .where('seer.userId', '=', viewerId),
            ),
          ]),
    );
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select((eb) => [
      'userList.id',
      'userList.title',
      'userList.description',
      'userList.priv',
      'userList.collaborative',
      'userList.thumbnailUrl',
      'userList.itemCount',
      'userList.updatedAt',
      'userList.userId as ownerId',
      'owner.username as ownerUsername',
      'owner.displayName as ownerDisplayName',
      eb.fn.coalesce('member.role', sql<string>`'OWNER'`).as('role'),
      eb
        .selectFrom('listFollower')
        .select((f) => f.fn.countAll<number | string>().as('n'))
        .whereRef('listFollower.listId', '=', 'userList.id')
        .as('followerCount'),
      eb
        .selectFrom('listCollaborationRequest')
        .select((f) => f.fn.countAll<number | string>().as('n'))
        .whereRef('listCollaborationRequest.listId', '=', 'userList.id')
        .where('listCollaborationRequest.status', '=', 'PENDING')
        .as('pendingRequests'),
    ])
    .orderBy('userList.updatedAt', 'desc')
    .orderBy('userList.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    rows: rows.map((r) => ({
      ...r,
      role: r.role ?? 'OWNER',
      followerCount: Number(r.followerCount ?? 0),
      pendingRequests: Number(r.pendingRequests ?? 0),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Which of these lists the viewer follows. */
export async function listsFollowedAmong(
  db: Kysely<Database>,
  viewerId: number,
  listIds: readonly number[],
): Promise<Set<number>> {
  if (listIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('listFollower')
    .select('listId')
    .where('userId', '=', viewerId)
    .where('listId', 'in', [...listIds])
    .execute();
  return new Set(rows.map((r) => r.listId));
}

/** A person's role on each of these lists they own or work on (lists they have no role on are absent). */
export async function rolesOn(
  db: Kysely<Database>,
  userId: number,
  listIds: readonly number[],
): Promise<Map<number, string>> {
  if (listIds.length === 0) return new Map();
  const [owned, member] = await Promise.all([
    db
      .selectFrom('userList')
      .select('id')
      .where('userId', '=', userId)
      .where('id', 'in', [...listIds])
      .execute(),
    db
      .selectFrom('listCollaborator')
      .select(['listId', 'role'])
      .where('userId', '=', userId)
      .where('listId', 'in', [...listIds])
      .execute(),
  ]);
  return new Map<number, string>([
    ...member.map((m) => [m.listId, m.role] as [number, string]),
    ...owned.map((o) => [o.id, 'OWNER'] as [number, string]),
  ]);
}

/** Whether a person's profile is publicly visible (collaborative lists need it; ADR 038). */
export async function profilePublicOf(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('userAccount')
    .select('profilePublic')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.profilePublic === 1;
}
