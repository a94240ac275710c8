import { type ListOverview, type ListRole, type UserLists, listPermissions } from '@trove/contracts';
import type { UserListRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';

/** A row of a user's lists: their role on it (null for a list they only follow), its counts. */
type UserListOverviewRow = Omit<UserListRow, 'role'> & { role: string | null };

/**
 * A user's lists as GET /list/user/{user} answers them, on their page and in their profile's
 * Lists tabs (ADR 038, 039): the user's role on each, and the caller's own standing (may they
 * manage it, do they follow it, the requests waiting if they decide them).
 */
export async function presentUserLists(
  deps: ServiceDeps<'lists'>,
  rows: readonly UserListOverviewRow[],
  callerId: number | null,
): Promise<ListOverview[]> {
  const ids = rows.map((r) => r.id);
  const [followed, callerRoles] =
    callerId === null
      ? [new Set<number>(), new Map<number, string>()]
      : await Promise.all([
          deps.store.lists.listsFollowedAmong(callerId, ids),
          deps.store.lists.rolesOn(callerId, ids),
        ]);
  return rows.map((r) => {
    const permissions = listPermissions((callerRoles.get(r.id) ?? null) as ListRole | null);
    return {
      id: r.id,
      name: r.title,
      description: r.description,
      priv: r.priv === 1,
      collaborative: r.collaborative === 1,
      editable: permissions.manage,
      userId: r.ownerUsername,
      author: { fullUserId: r.ownerUsername, displayName: r.ownerDisplayName },
      numItems: r.itemCount,
      followerCount: r.followerCount,
      currentUserAFollower: followed.has(r.id),
      pendingCollaborationRequests: permissions.decideRequests ? r.pendingRequests : 0,
      thumbnailUrl: r.thumbnailUrl,
      role: r.role as ListRole | null,
      updated: r.updatedAt,
    };
  });
}

/** One page of a user's lists, as the answer counts it. */
export function userListsPage(
  content: ListOverview[],
  total: number,
  page: number,
  size: number,
): Omit<UserLists, 'tabs'> {
  return {
    content,
    totalElements: total,
    totalPages: Math.max(1, Math.ceil(total / size)),
    number: page,
    size,
  };
}
