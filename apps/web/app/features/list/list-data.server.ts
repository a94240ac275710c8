import {
  ENDPOINTS,
  LIST_EXPORT_FORMATS,
  LIST_MESSAGES,
  apiPathOf,
  type Annotations,
  type List,
  type ListExportFormat,
  type ListFilters,
  type ListItemsPage,
  type Tag,
} from '@trove/contracts';
import { actionApi } from '../../lib/action-api.server.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import {
  LIST_INTENTS,
  followedText,
  itemsQuery,
  listActionFailure,
  type ListActionResult,
  type ListIntent,
  type ListViewState,
} from './list-view.ts';

/** The filter values of a list (spec 03 §3 List filters); empty where the call failed. */
export interface ListFilterValues {
  type: string[];
  lang: string[];
  date: string[];
}

export type ListPageData =
  | {
      status: 200;
      list: List;
      /** Null when the page of items could not be had: the summary still shows, with the spec's failure text. */
      items: ListItemsPage | null;
      filters: ListFilterValues;
      tags: Tag[] | null;
      notes: Annotations | null;
      view: ListViewState;
    }
  | { status: number; list: null; view: ListViewState };

function values(filters: ListFilters | null, type: 'type' | 'lang' | 'date'): string[] {
  return (filters?.[type] ?? []).filter((f) => f.itemIds.length > 0).map((f) => f.value);
}

/**
 * Everything the list page shows, asked side by side with the visitor's cookie (a private list is
 * there only for its owner and collaborators; anyone else gets the 404 the API answers).
 */
export async function loadListPage(
  id: string,
  view: ListViewState,
  cookie: string | null,
): Promise<ListPageData> {
  const options = { cookie };
  const [list, items, type, lang, date, tags, notes] = await Promise.all([
    api.list.get({ id }, options),
    api.list.items({ id, ...itemsQuery(view) }, options),
    api.list.filters({ id, type: 'type' }, options),
    api.list.filters({ id, type: 'lang' }, options),
    api.list.filters({ id, type: 'date' }, options),
    api.tagsOn.list({ id }, options),
    api.notesOn.list({ id }, options),
  ]);
  if (!list.ok) return { status: pageStatus(list), list: null, view };
  const of = <T>(r: { ok: true; data: T } | { ok: false }): T | null => (r.ok ? r.data : null);
  return {
    status: 200,
    list: list.data,
    items: of(items),
    filters: {
      type: values(of(type), 'type'),
      lang: values(of(lang), 'lang'),
      date: values(of(date), 'date'),
    },
    tags: tags.ok ? tags.data.tags : null,
    notes: of(notes),
    view,
  };
}

/** The export call's address for each format, from the endpoint table (the page links to them). */
export function exportPaths(id: string): Record<ListExportFormat, string> {
  return Object.fromEntries(
    LIST_EXPORT_FORMATS.map((format) => [format, apiPathOf(ENDPOINTS.list.export, { id, format })]),
  ) as Record<ListExportFormat, string>;
}

/**
 * The list page's action (ADR 038): follow, stop following or ask to join, posted by a browser
 * without JavaScript (web.ts took the form only from this site); the page shows the answer.
 */
export async function listAction(
  id: string,
  intent: string,
  request: Request,
): Promise<ListActionResult | null> {
  if (!(LIST_INTENTS as readonly string[]).includes(intent)) return null;
  const asked = intent as ListIntent;
  const client = actionApi(request);
  if (asked === 'join') {
    const result = await client.list.requestToJoin({ body: { listId: Number(id) } });
    if (!result.ok) return { intent: asked, ok: false, message: listActionFailure(asked, result.status) };
    const message =
      result.data.status === 'new' ? LIST_MESSAGES.joinRequested : LIST_MESSAGES.joinAlreadyRequested;
    return { intent: asked, ok: true, message };
  }
  const result =
    asked === 'follow' ? await client.list.follow({ id }) : await client.list.stopFollowing({ id });
  if (!result.ok) return { intent: asked, ok: false, message: listActionFailure(asked, result.status) };
  return { intent: asked, ok: true, message: followedText(result.data.currentUserAFollower) };
}
