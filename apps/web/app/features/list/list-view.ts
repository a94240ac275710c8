import {
  LIST_ITEM_TYPES,
  LIST_LIMITS,
  LIST_MESSAGES,
  LIST_SORTS,
  MESSAGES,
  type ListItem,
  type ListItemType,
  type ListItemsQuery,
  type ListSort,
} from '@trove/contracts';

/**
 * What the list page shows, decided without React (spec 03 §2 List view, §3 List item, §9): the
 * page's state read from its address, the item's texts, and the links of the paginator.
 */

/** The list page's state, all of it in the address so a view can be shared (spec 03 §2). */
export interface ListViewState {
  /** The `page` asked for, as written; the API clamps it. */
  page: string | null;
  sort: ListSort;
  desc: boolean;
  type: ListItemType | null;
  lang: string | null;
  date: string | null;
  q: string | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function words(value: string | null, max: number): string | null {
  const text = (value ?? '').trim().slice(0, max);
  return text === '' ? null : text;
}

/** Reads the page's state; anything the page does not offer is left out rather than refused. */
export function readListView(params: URLSearchParams): ListViewState {
  return {
    page: params.get('page'),
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? 'DEFAULT',
    desc: params.get('desc') === 'true',
    type: oneOf(LIST_ITEM_TYPES, params.get('type')),
    lang: words(params.get('lang'), 100),
    date: words(params.get('date'), 20),
    q: words(params.get('q'), LIST_LIMITS.searchWithin),
  };
}

/** What the search, filter and sort forms show: everything in the state but the page. */
export function controlsKey({ page: _page, ...shown }: ListViewState): string {
  return JSON.stringify(shown);
}

/** The items call's query for a state. */
export function itemsQuery(state: ListViewState): ListItemsQuery {
  return {
    ...(state.page !== null && /^\d{1,9}$/.test(state.page.trim()) ? { page: state.page.trim() } : {}),
    ...(state.sort === 'DEFAULT' ? {} : { sort: state.sort }),
    ...(state.desc ? { desc: 'true' as const } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.lang ? { lang: state.lang } : {}),
    ...(state.date ? { date: state.date } : {}),
    ...(state.q ? { q: state.q } : {}),
  };
}

/** Whether any filter or words narrow the items (the empty text then says so, spec 03 §8). */
export function isNarrowed(state: ListViewState): boolean {
  return state.type !== null || state.lang !== null || state.date !== null || state.q !== null;
}

/**
 * The address of another page of the same view: page 1 omits `page` (spec 03 §2), every other
 * parameter is kept.
 */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * Where a page asked for with another `page` than the one answered belongs (page=1, page=0, a
 * page past the last, words): the clamped page's address, or null when the address is already it.
 */
export function clampedAddress(pathname: string, search: string, answered: number): string | null {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null) return answered <= 1 ? null : pageHref(pathname, search, answered);
  if (answered > 1 && raw === String(answered)) return null;
  return pageHref(pathname, search, answered);
}

/** Authors up to the display limit, then how many more (spec 03 §2 '+N more'). */
export function authorsShown(
  authors: readonly string[],
  limit: number = LIST_LIMITS.authorsShown,
): { shown: string[]; more: number } {
  const all = authors.map((a) => a.trim()).filter(Boolean);
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

/** '+N more' as the spec words it. */
export function moreText(more: number): string {
  return `+${more} more`;
}

/** Holdings (spec 03 §3): the single library's name, or how many libraries hold it. */
export function holdingsText(item: Pick<ListItem, 'numHoldings' | 'singleHoldingName'>): string | null {
  const count = item.numHoldings ?? 0;
  if (count === 1 && item.singleHoldingName) return `Held by ${item.singleHoldingName}`;
  if (count <= 0) return item.singleHoldingName ? `Held by ${item.singleHoldingName}` : null;
  return count === 1 ? 'Held by 1 library' : `Held by ${count.toLocaleString('en-AU')} libraries`;
}

/** A work's editions (spec 03 §3 numItems): nothing for one. */
export function editionsText(numItems: number | null): string | null {
  if (numItems === null || numItems < 2) return null;
  return `${numItems.toLocaleString('en-AU')} editions`;
}

/** A newspaper article's word count. */
export function wordCountText(wordCount: number | null): string | null {
  if (wordCount === null || wordCount <= 0) return null;
  return wordCount === 1 ? '1 word' : `${wordCount.toLocaleString('en-AU')} words`;
}

/** A date as the page shows it, the same on the server and in the browser (UTC). */
export function dayText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Who added an item and when, and when it last changed (spec 03 §3 createdBy, created, updated). */
export function addedText(item: Pick<ListItem, 'createdBy' | 'created' | 'updated'>): string {
  const by = item.createdBy ? ` by ${item.createdBy.displayName}` : '';
  const added = `Added${by} on ${dayText(item.created)}`;
  const changed = dayText(item.updated);
  return changed !== dayText(item.created) ? `${added}, updated on ${changed}` : added;
}

/**
 * Where an item's title leads: a portal path stays in the app; a web page's address opens as a
 * link only when it is http(s), so stored text can never become a script address.
 */
export type ItemLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function itemLink(item: Pick<ListItem, 'deliverySystemLink' | 'missing'>): ItemLink {
  if (item.missing) return null;
  const link = item.deliverySystemLink.trim();
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'internal', to: link };
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { kind: 'external', href: url.href }
      : null;
  } catch {
    return null;
  }
}

/** The words an item type is shown with (its filter and its badge). */
export const ITEM_TYPE_LABELS: Record<ListItemType, string> = {
  work: 'Work',
  version: 'Edition',
  person: 'Person or organisation',
  newspaper: 'Newspaper article',
  webpage: 'Web page',
};

/** The sort options' words (spec 03 §2 DEFAULT, DATE, TITLE). */
export const SORT_LABELS: Record<ListSort, string> = {
  DEFAULT: 'List order',
  DATE: 'Date',
  TITLE: 'Title',
};

/** The item count, visibility and followers of the summary. */
export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;
}

/** What a form posted to the list page asks (its action, for browsers without JavaScript). */
export const LIST_INTENTS = ['follow', 'unfollow', 'join'] as const;
export type ListIntent = (typeof LIST_INTENTS)[number];

/** The page's action's answer: what was asked, and the sentence to show for it. */
export interface ListActionResult {
  intent: ListIntent;
  ok: boolean;
  message: string;
}

/** The spec's answer to a failed follow, unfollow or join (03 §8): no permission, or the action that failed. */
export function listActionFailure(intent: ListIntent, status: number): string {
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  if (intent === 'unfollow') return MESSAGES.unexpected(LIST_MESSAGES.actions.unfollow);
  return MESSAGES.unexpected(intent === 'follow' ? 'follow this list' : 'request to join this list');
}

/** What a reader is told once they follow or stop following. */
export const followedText = (following: boolean) =>
  following ? 'You are following this list.' : 'You no longer follow this list.';
