import {
  LIST_LIMITS,
  type AvailableThumbnails,
  type List,
  type ListItemsPage,
  type ListManage,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { authHref } from '../../lib/auth-href.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { hasSession } from '../../lib/viewer.server.ts';
import { thumbnailPages } from './manage-rules.ts';
import type { ThumbnailChoice } from './manage-types.ts';

export type ManagePageData =
  | {
      /** The manager's view: the list with its people (or, for anyone else, the list read-only). */
      manage: ListManage | null;
      list: List;
      items: ListItemsPage;
      thumbnails: ThumbnailChoice | null;
      csrf: string;
    }
  | { manage: null; list: null; status: number };

/** The login guard (spec 03 §2): a visitor without a session signs in and comes back here. */
function signIn(request: Request): never {
  const url = new URL(request.url);
  throw redirect(authHref('login', url.pathname, url.search));
}

async function loadThumbnails(id: string, pages: number, cookie: string): Promise<ThumbnailChoice | null> {
  const thumbnails: ThumbnailChoice['thumbnails'] = [];
  let total = 0;
  for (let page = 0; page < pages; page++) {
    const size = LIST_LIMITS.thumbnailsPerPage;
    const result = await api.list.thumbnails(
      { id, start: String(page * size), size: String(size) },
      { cookie },
    );
    if (!result.ok) return page === 0 ? null : { thumbnails, total, pages: page };
    const answer: AvailableThumbnails = result.data;
    total = answer.total;
    for (const [itemId, url] of Object.entries(answer.thumbnails)) thumbnails.push({ itemId, url });
    if ((page + 1) * size >= total) return { thumbnails, total, pages: page + 1 };
  }
  return { thumbnails, total, pages };
}

/**
 * The manage page of list `id` (spec 03 §2 Manage list): the list with its collaborators, requests
 * and blocked users for its managers, a page of its items, and the images its thumbnail may be
 * chosen from. Anyone else signed in who may see the list gets it read-only; a list they may not
 * see is not found (never leaked, ADR 038).
 */
export async function loadManagePage(request: Request, id: string) {
  const cookie = cookieOf(request);
  if (!hasSession(cookie)) signIn(request);
  const url = new URL(request.url);
  const manage = await api.list.manage({ id }, { cookie });
  if (!manage.ok && manage.status === 401) signIn(request);
  let list: List;
  if (manage.ok) list = manage.data;
  else {
    // Not a manager (403): the list read-only, if they may see it at all.
    const read = manage.status === 403 ? await api.list.get({ id }, { cookie }) : manage;
    if (!read.ok) {
      const status = read.status === 403 ? 404 : pageStatus(read);
      return data<ManagePageData>({ manage: null, list: null, status }, { status });
    }
    list = read.data;
  }
  // The page size is the API's: 25, or the environment's defaultPageSize (spec 03 §9).
  const items = await api.list.items({ id, page: url.searchParams.get('page') ?? undefined }, { cookie });
  if (!items.ok) {
    const status = pageStatus(items);
    return data<ManagePageData>({ manage: null, list: null, status }, { status });
  }
  const thumbnails = list.permissions.chooseThumbnail
    ? await loadThumbnails(id, thumbnailPages(url.searchParams.get('thumbs')), cookie)
    : null;
  return data<ManagePageData>({
    manage: manage.ok ? manage.data : null,
    list,
    items: items.data,
    thumbnails,
    csrf: formCsrfToken(request),
  });
}
