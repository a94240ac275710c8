import {
  type Follow,
  LIST_LIMITS,
  type ListOverview,
  type TrendingLists,
  listPermissions,
} from '@trove/contracts';
import type { ListStanding, TrendingRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { admitted } from '../domain/decision.ts';
import { accessTo, listUser } from './list-access.ts';
import { mayFollow, mayStopFollowing } from './list-people-policy.ts';

/**
 * Following lists, and the lists trending lately (spec 03 §4 Follow/unfollow, §6; ADR 038).
 * Follows are rows counted with count(*), so the count answered is exact however many people
 * follow at once.
 */

type Deps = ServiceDeps<'lists' | 'listPeople'>;

/** POST /list/{id}/follow: idempotent; answers the follower count and that the caller follows. */
export async function followList(deps: Deps, anyone: Caller | null, listId: number): Promise<Follow> {
  const access = await accessTo(deps, listId, anyone);
  const caller = admitted(anyone, mayFollow(anyone, access));
  await deps.store.listPeople.follow(listId, caller.userId);
  return { followerCount: await deps.store.listPeople.followerCount(listId), currentUserAFollower: true };
}

/** POST /list/{id}/stopFollowing: idempotent; answers the follower count. */
export async function stopFollowingList(deps: Deps, anyone: Caller | null, listId: number): Promise<Follow> {
  const access = await accessTo(deps, listId, anyone);
  const caller = admitted(anyone, mayStopFollowing(anyone, access));
  await deps.store.listPeople.stopFollowing(listId, caller.userId);
  return { followerCount: await deps.store.listPeople.followerCount(listId), currentUserAFollower: false };
}

function overviewOf(row: TrendingRow, standing: ListStanding, caller: Caller | null): ListOverview {
  const role = caller?.userId === row.ownerId ? 'OWNER' : standing.role;
  const may = listPermissions(role);
  return {
    id: row.id,
    name: row.title,
    description: row.description,
    priv: row.priv === 1,
    collaborative: row.collaborative === 1,
    editable: may.editDetails,
    userId: row.ownerUsername,
    author: listUser({ username: row.ownerUsername, displayName: row.ownerDisplayName }),
    numItems: row.itemCount,
    followerCount: standing.followerCount,
    currentUserAFollower: standing.following,
    pendingCollaborationRequests: may.decideRequests ? standing.pendingRequests : 0,
    thumbnailUrl: row.thumbnailUrl,
    role,
    updated: row.updatedAt,
  };
}

/**
 * GET /list/trendingLists: public lists ranked by follows, additions and views over the last
 * LIST_LIMITS.trendingDays days, the top LIST_LIMITS.trending; lists with none are left out.
 */
export async function trendingLists(deps: Deps, caller: Caller | null): Promise<TrendingLists> {
  const since = new Date(deps.now().getTime() - LIST_LIMITS.trendingDays * 86_400_000).toISOString();
  const rows = await deps.store.listPeople.trendingLists(since, LIST_LIMITS.trending);
  const standings = await deps.store.listPeople.standingsOf(
    rows.map((r) => r.id),
    caller?.userId ?? null,
  );
  return { lists: rows.map((row) => overviewOf(row, standings.get(row.id)!, caller)) };
}
