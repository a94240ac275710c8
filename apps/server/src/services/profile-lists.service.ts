import { LIST_LIMITS, type ListRole, type ProfileListTab, type UserLists, clampPage } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { presentUserLists, userListsPage } from './list-overview.ts';

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
  return { ...userListsPage(await presentUserLists(deps, rows, viewer), total, page, size), tabs };
}
