import {
  LIST_LIMITS,
  type ListOverview,
  type ListRole,
  type ProfileListTab,
  type UserLists,
  clampPage,
  listPermissions,
} from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';

export interface ListTabQuery {
  page?: string | undefined;
  tab: ProfileListTab;
  role?: ListRole | undefined;
  visibility?: 'PERSONAL' | 'PUBLIC' | 'PRIVATE' | undefined;
}

/**
 * GET /list/user/{user}?tab=…: one tab of a reader's Lists tab set (spec 03 §2; ADR 039), 20 a
 * page, filtered by the reader's role and the lists' visibility, with every tab's count (a tab
 * without lists disappears) and, for the reader themselves, the dot of requests waiting. Only
 * lists the caller may see are counted or shown.
 */
export async function listTabOfUser(
  deps: ServiceDeps<'accounts' | 'lists'>,
  username: string,
  caller: Caller | null,
  query: ListTabQuery,
): Promise<UserLists> {
  const userId = await deps.store.accounts.userIdByName(username);
  if (userId === undefined) throw notFound();
  const viewer = caller?.userId ?? null;
  const filter = {
    role: query.role ?? null,
    visibility: query.visibility === 'PUBLIC' || query.visibility === 'PRIVATE' ? query.visibility : null,
  };
  const size = LIST_LIMITS.userListsPerPage;
  const [tabs, first] = await Promise.all([
    deps.store.lists.listTabsOfUser(userId, viewer),
    deps.store.lists.listsOfTab(userId, viewer, query.tab, filter, 0, 0),
  ]);
  const page = clampPage(query.page, first.total, size);
  const { rows, total } = await deps.store.lists.listsOfTab(
    userId,
    viewer,
    query.tab,
    filter,
    (page - 1) * size,
    size,
  );
  const ids = rows.map((r) => r.id);
  const [followed, callerRoles] =
    viewer === null
      ? [new Set<number>(), new Map<number, string>()]
      : await Promise.all([
          deps.store.lists.listsFollowedAmong(viewer, ids),
          deps.store.lists.rolesOn(viewer, ids),
        ]);
  const content: ListOverview[] = rows.map((r) => {
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
  return {
    content,
    totalElements: total,
    totalPages: Math.max(1, Math.ceil(total / size)),
    number: page,
    size,
    tabs,
  };
}
