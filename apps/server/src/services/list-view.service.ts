import {
  type AvailableThumbnails,
  LIST_LIMITS,
  type List,
  type ListFilters,
  type ListItem,
  type ListItemsPage,
  type ListItemsQuery,
  type ListManage,
  type UserLists,
  clampPage,
  listPermissions,
} from '@trove/contracts';
import type { ListItemRow } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { enforce } from '../domain/decision.ts';
import { DomainError, notFound, recordNotFound } from '../domain/errors.ts';
import { environmentConfig } from './configuration.service.ts';
import { presentUserLists, userListsPage } from './list-overview.ts';
import { type ItemViewer, presentListItems } from './list-items-present.ts';
import { filterItems, filterValues, sortItems } from './list-items-query.ts';
import { type OpenList, listAnswer, openList } from './list-open.ts';
import { countsAsView, mayOnList } from './lists-policy.ts';

/** The read calls of one list (spec 03 §2, §7 Lists; ADR 038): the list, its items, filters, images, a user's lists. */

type Deps = ServiceDeps<'lists'>;

/** Who is looking at a list's items, with the people still on it. */
export async function itemViewerOf(deps: Deps, open: OpenList, caller: Caller | null): Promise<ItemViewer> {
  return {
    callerId: caller?.userId ?? null,
    list: open.standing,
    memberIds: await deps.store.lists.listMemberIds(open.access.list.id),
  };
}

/** GET /list/{id}: counts a view for trending lists (not the owner's own). */
export async function getList(deps: Deps, listId: number, caller: Caller | null): Promise<List> {
  const open = await openList(deps, listId, caller);
  const callerId = caller?.userId ?? null;
  if (countsAsView(callerId, open.standing))
    await deps.store.lists.countListView(listId, deps.now().toISOString().slice(0, 10));
  return listAnswer(open, await deps.store.lists.listCounts(listId), caller);
}

/** GET /list/{id}/manage: for the owner, administrators and collaborators. */
export async function manageList(deps: Deps, listId: number, caller: Caller | null): Promise<ListManage> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'manage'));
  return manageAnswer(deps, open, caller);
}

/** The manage page's answer; requests show to those who decide them only. */
export async function manageAnswer(deps: Deps, open: OpenList, caller: Caller | null): Promise<ListManage> {
  const { lists } = deps.store;
  const listId = open.access.list.id;
  const decides = listPermissions(open.standing.role).decideRequests;
  const [counts, collaborators, requests, contributorCount] = await Promise.all([
    lists.listCounts(listId),
    lists.listCollaborators(listId),
    decides ? lists.listOpenRequests(listId) : Promise.resolve([]),
    lists.listContributorCount(listId),
  ]);
  const request = (r: (typeof requests)[number]) => ({
    requestId: r.id,
    user: { fullUserId: r.username, displayName: r.displayName },
    status: r.status,
    created: r.createdAt,
  });
  return {
    ...listAnswer(open, counts, caller),
    collaborators: collaborators.map((c) => ({
      fullUserId: c.username,
      displayName: c.displayName,
      role: c.role,
      since: c.createdAt,
    })),
    pendingCollaborationRequests: requests.filter((r) => r.status === 'PENDING').map(request),
    blockedCollaborationRequests: requests.filter((r) => r.status === 'BLOCKED').map(request),
    ownerProfilePublic: open.access.list.ownerProfilePublic === 1,
    contributorCount,
  };
}

/** GET /list/{id}/filters. */
export async function listFilters(
  deps: Deps,
  listId: number,
  caller: Caller | null,
  type: 'type' | 'lang' | 'date' | 'all' | undefined,
): Promise<ListFilters> {
  await openList(deps, listId, caller);
  return filterValues(await deps.store.lists.listItemFacts(listId), type);
}

/** Words searched within a list: at most a few, so the search stays cheap. */
function wordsOf(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
}

/** Spec 03 §9: a list's items a page, 25 unless the environment's defaultPageSize says otherwise. */
async function itemsPerPage(deps: ServiceDeps<'content'>): Promise<number> {
  try {
    return (await environmentConfig(deps)).defaultPageSize;
  } catch (error) {
    // Not seeded yet (a store only just created): the spec's own default.
    if (error instanceof DomainError && error.kind === 'unavailable') return LIST_LIMITS.itemsPerPage;
    throw error;
  }
}

/** GET /list/{id}/items: sorted, filtered and searched before the page's items are presented. */
export async function listItemsPage(
  deps: ServiceDeps<'lists' | 'content'>,
  listId: number,
  caller: Caller | null,
  query: ListItemsQuery,
): Promise<ListItemsPage> {
  const open = await openList(deps, listId, caller);
  const { lists } = deps.store;
  const words = wordsOf(query.q);
  const [facts, matching] = await Promise.all([
    lists.listItemFacts(listId),
    words.length > 0 ? lists.listItemsMatching(listId, words) : Promise.resolve(undefined),
  ]);
  const kept = sortItems(
    filterItems(facts, { type: query.type, lang: query.lang, date: query.date, matching }),
    query.sort ?? 'DEFAULT',
    query.desc === 'true',
  );
  const asked = Number.parseInt(query.pageSize ?? '', 10);
  const size = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, 100) : await itemsPerPage(deps);
  const page = clampPage(query.page, kept.length, size);
  const offset = (page - 1) * size;
  const ids = kept.slice(offset, offset + size).map((f) => f.id);
  const content = await presentInOrder(deps, open, caller, listId, ids);
  return {
    content,
    pageable: { offset },
    size,
    totalPages: Math.max(1, Math.ceil(kept.length / size)),
    number: page,
    totalElements: kept.length,
    numberOfElements: content.length,
  };
}

/** The items with these ids, presented in the order of the ids. */
async function presentInOrder(
  deps: Deps,
  open: OpenList,
  caller: Caller | null,
  listId: number,
  ids: readonly number[],
): Promise<ListItem[]> {
  const rows = await deps.store.lists.listItemsByIds(listId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is ListItemRow => r !== undefined);
  return presentListItems(deps, ordered, await itemViewerOf(deps, open, caller));
}

/** GET /list/{id}/items/{item}. */
export async function listItem(
  deps: Deps,
  listId: number,
  itemId: number,
  caller: Caller | null,
): Promise<ListItem> {
  const open = await openList(deps, listId, caller);
  const [item] = await presentInOrder(deps, open, caller, listId, [itemId]);
  if (!item) throw recordNotFound('list item', String(itemId));
  return item;
}

/** GET /list/{id}/availableThumbnails: the images of the list's items, in list order, a window at a time. */
export async function availableThumbnails(
  deps: Deps,
  listId: number,
  caller: Caller | null,
  window: { start?: string | undefined; size?: string | undefined },
): Promise<AvailableThumbnails> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'chooseThumbnail'));
  const images = await itemImages(deps, open, caller);
  const start = Math.max(0, Number.parseInt(window.start ?? '', 10) || 0);
  const asked = Number.parseInt(window.size ?? '', 10);
  const size =
    Number.isFinite(asked) && asked >= 1
      ? Math.min(asked, LIST_LIMITS.thumbnailsPerPage)
      : LIST_LIMITS.thumbnailsPerPage;
  return {
    thumbnails: Object.fromEntries(images.slice(start, start + size).map((i) => [String(i.id), i.url])),
    start,
    size,
    total: images.length,
  };
}

/** Every item image of a list, in list order, one per distinct address. */
export async function itemImages(
  deps: Deps,
  open: OpenList,
  caller: Caller | null,
): Promise<{ id: number; url: string }[]> {
  const viewer = await itemViewerOf(deps, open, caller);
  const images: { id: number; url: string }[] = [];
  const seen = new Set<string>();
  for await (const rows of deps.store.lists.allListItems(open.access.list.id))
    for (const item of await presentListItems(deps, rows, viewer))
      if (item.imageUrl && !item.missing && !seen.has(item.imageUrl)) {
        seen.add(item.imageUrl);
        images.push({ id: item.id, url: item.imageUrl });
      }
  return images;
}

/** GET /list/user/{user}: lists a user owns or works on that the caller may see, 20 a page. */
export async function listsOfUser(
  deps: ServiceDeps<'accounts' | 'lists'>,
  username: string,
  caller: Caller | null,
  rawPage: string | undefined,
): Promise<UserLists> {
  const userId = await deps.store.accounts.userIdByName(username);
  if (userId === undefined) throw notFound();
  const size = LIST_LIMITS.userListsPerPage;
  const callerId = caller?.userId ?? null;
  const first = await deps.store.lists.listsOfMember(userId, callerId, 0, 0);
  const page = clampPage(rawPage, first.total, size);
  const { rows, total } = await deps.store.lists.listsOfMember(userId, callerId, (page - 1) * size, size);
  return userListsPage(await presentUserLists(deps, rows, callerId), total, page, size);
}
