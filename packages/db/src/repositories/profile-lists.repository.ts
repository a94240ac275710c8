import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema.ts';
import type { ListOverviewRow } from './list-details.repository.ts';
import { type Viewer, visibleTo } from './visibility.ts';

/**
 * A reader's lists as the profile's Lists tab set shows them (spec 03 §2; ADR 039): personal lists
 * (their own, not collaborative), collaborative lists (their own collaborative ones and those they
 * administer or collaborate on) and the lists they follow, each only as far as the viewer may see.
 */

export type ListTab = 'personal' | 'collaborative' | 'followed';
export const LIST_TABS: readonly ListTab[] = ['personal', 'collaborative', 'followed'];

export interface ListTabFilter {
  /** The reader's role on the list: OWNER, ADMINISTRATOR or COLLABORATOR; null for any. */
  role: string | null;
  /** 'PUBLIC' or 'PRIVATE'; null for both. */
  visibility: 'PUBLIC' | 'PRIVATE' | null;
}

export interface TabListRow extends ListOverviewRow {
  /** The reader's role on the list; null for a followed list they have no role on. */
  role: string | null;
  followerCount: number;
  pendingRequests: number;
}

export interface ListTabSummary {
  count: number;
  /** Lists in the tab the reader owns or administers have requests to join waiting. */
  pending: boolean;
}

/** The reader's role on a list, as SQL: OWNER, their collaborator row's role, or null. */
function roleOf(userId: number) {
  return sql<
    string | null
  >`case when user_list.user_id = ${userId} then 'OWNER' else (select role from list_collaborator where list_collaborator.list_id = user_list.id and list_collaborator.user_id = ${userId}) end`;
}

function inTab(userId: number, tab: ListTab): Expression<SqlBool> {
  const member = sql<SqlBool>`exists (select 1 from list_collaborator where list_collaborator.list_id = user_list.id and list_collaborator.user_id = ${userId})`;
  switch (tab) {
    case 'personal':
      return sql<SqlBool>`(user_list.user_id = ${userId} and user_list.collaborative = 0)`;
    case 'collaborative':
      return sql<SqlBool>`((user_list.user_id = ${userId} and user_list.collaborative = 1) or ${member})`;
    case 'followed':
      return sql<SqlBool>`exists (select 1 from list_follower where list_follower.list_id = user_list.id and list_follower.user_id = ${userId})`;
  }
}

function tabBase(db: Kysely<Database>, userId: number, viewer: Viewer, tab: ListTab, filter: ListTabFilter) {
  let query = db
    .selectFrom('userList')
    .innerJoin('userAccount as owner', 'owner.id', 'userList.userId')
    .where(inTab(userId, tab))
    .where(visibleTo('userList', viewer));
  if (filter.role !== null) query = query.where(roleOf(userId), '=', filter.role);
  if (filter.visibility !== null)
    query = query.where('userList.priv', '=', filter.visibility === 'PRIVATE' ? 1 : 0);
  return query;
}

const pendingCount = sql<
  number | string
>`(select count(*) from list_collaboration_request r where r.list_id = user_list.id and r.status = 'PENDING')`;

/** A page of one tab's lists, most recently updated first, with the total under the filter. */
export async function listsOfTab(
  db: Kysely<Database>,
  userId: number,
  viewer: Viewer,
  tab: ListTab,
  filter: ListTabFilter,
  offset: number,
  limit: number,
): Promise<{ rows: TabListRow[]; total: number }> {
  const base = tabBase(db, userId, viewer, tab, filter);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    base
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
        'owner.username as ownerUsername',
        'owner.displayName as ownerDisplayName',
        roleOf(userId).as('role'),
        sql<number | string>`(select count(*) from list_follower f where f.list_id = user_list.id)`.as(
          'followerCount',
        ),
        pendingCount.as('pendingRequests'),
      ])
      .orderBy('userList.updatedAt', 'desc')
      .orderBy('userList.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      followerCount: Number(r.followerCount ?? 0),
      pendingRequests: Number(r.pendingRequests ?? 0),
    })),
    total: Number(count?.n ?? 0),
  };
}

/**
 * How many lists each tab holds for the viewer (a tab without any disappears), and for the reader
 * themselves whether lists they own or administer there wait on requests to join (the tab's dot).
 */
export async function listTabsOfUser(
  db: Kysely<Database>,
  userId: number,
  viewer: Viewer,
): Promise<Record<ListTab, ListTabSummary>> {
  const own = viewer === userId;
  const summaries = await Promise.all(
    LIST_TABS.map(async (tab): Promise<ListTabSummary> => {
      const base = tabBase(db, userId, viewer, tab, { role: null, visibility: null });
      const row = await base
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          sql<
            number | string | null
          >`sum(case when ${roleOf(userId)} in ('OWNER', 'ADMINISTRATOR') and ${pendingCount} > 0 then 1 else 0 end)`.as(
            'waiting',
          ),
        ])
        .executeTakeFirst();
      return { count: Number(row?.n ?? 0), pending: own && Number(row?.waiting ?? 0) > 0 };
    }),
  );
  return { personal: summaries[0]!, collaborative: summaries[1]!, followed: summaries[2]! };
}
