import { PERSON_RESOURCE_LIMITS, PERSON_TABS, type PersonTab } from '@trove/contracts';

/**
 * The person page's resource view as its address holds it (ADR 013): ?tab=, ?startPos=, ?show=all
 * and ?partner= (repeated). Every tab, page and filter is a link, so it works before hydration.
 */
export interface ResourceView {
  tab: PersonTab;
  startPos: number;
  showAll: boolean;
  partners: string[];
}

export const DEFAULT_VIEW: ResourceView = { tab: 'selected', startPos: 0, showAll: false, partners: [] };

const NUC = /^[\w@:.-]{1,40}$/;

/** Reads the view from the page's address; anything unreadable falls back to the default. */
export function readResourceView(params: URLSearchParams): ResourceView {
  const tab = PERSON_TABS.find((t) => t === params.get('tab')) ?? DEFAULT_VIEW.tab;
  const start = Number(params.get('startPos') ?? 0);
  const partners = [...new Set(params.getAll('partner').flatMap((p) => p.split(',')))]
    .filter((p) => NUC.test(p))
    .slice(0, PERSON_RESOURCE_LIMITS.partnersMax);
  return {
    tab,
    startPos: Number.isInteger(start) && start >= 0 && start <= 1_000_000 ? start : 0,
    showAll: params.get('show') === 'all',
    partners,
  };
}

export function pageSizeOf(view: ResourceView): number {
  return view.showAll ? PERSON_RESOURCE_LIMITS.showAllPageSize : PERSON_RESOURCE_LIMITS.pageSize;
}

/** The query of a view's call, GET /people/{id}/resources (api.people.resources). */
export function resourcesQuery(view: ResourceView) {
  return { tab: view.tab, startPos: view.startPos, pageSize: pageSizeOf(view), partner: view.partners };
}

/** The page address of a view, with the resources in sight. */
export function viewHref(personId: number, view: ResourceView): string {
  const q = new URLSearchParams();
  if (view.tab !== DEFAULT_VIEW.tab) q.set('tab', view.tab);
  if (view.startPos > 0) q.set('startPos', String(view.startPos));
  if (view.showAll) q.set('show', 'all');
  for (const p of view.partners) q.append('partner', p);
  const text = q.toString();
  return `/people/${personId}${text ? `?${text}` : ''}#resources`;
}

/** Changing tab starts at the first page; the partner filter and Show all are kept. */
export const withTab = (view: ResourceView, tab: PersonTab): ResourceView => ({ ...view, tab, startPos: 0 });

/** Changing the partners starts again at the first page. */
export const withPartners = (view: ResourceView, partners: string[]): ResourceView => ({
  ...view,
  partners,
  startPos: 0,
});

export interface Pager {
  first: number;
  last: number;
  previous: number | null;
  next: number | null;
}

/** Which items a page shows (1-based) and where the previous and next pages start. */
export function pagerOf(startPos: number, pageSize: number, total: number): Pager {
  const shown = Math.max(0, Math.min(pageSize, total - startPos));
  return {
    first: shown === 0 ? 0 : startPos + 1,
    last: startPos + shown,
    previous: startPos > 0 ? Math.max(0, startPos - pageSize) : null,
    next: startPos + pageSize < total ? startPos + pageSize : null,
  };
}
