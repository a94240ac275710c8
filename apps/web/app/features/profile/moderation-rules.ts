import {
  MODERATION_ACTIONS,
  MODERATION_SORTS,
  MODERATION_STATES,
  MODERATION_VISIBILITIES,
  type ModerationActionName,
  type ModerationSort,
  type ModerationStateFilter,
  type ModerationType,
  type ModerationVisibility,
} from '@trove/contracts';

/**
 * The Moderation tab's address (spec 03 §2 Moderation; ADR 045), without React so the loader, the
 * page and tests share it: which tab (Notes, Tags, or the log), the filters, the page, and the item
 * whose confirmation shows. Unknown values fall back to the defaults.
 */

export const MODERATION_PATH = '/userProfile/moderate/content';
export const MODERATION_TABS = ['note', 'tag', 'log'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export interface ModerationView {
  tab: ModerationTab;
  visibility: ModerationVisibility;
  sort: ModerationSort;
  state: ModerationStateFilter;
  /** One-based, as the address shows it. */
  page: number;
  /** The item whose action asks for confirmation and a reason. */
  ask: { action: ModerationActionName; id: number } | null;
  done: ModerationActionName | null;
}

const oneOf = <V extends string>(values: readonly V[], raw: string | null, fallback: V): V =>
  values.find((v) => v === raw) ?? fallback;

export const idOf = (raw: unknown): number | null =>
  typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

export function moderationViewOf(params: URLSearchParams): ModerationView {
  const page = Number(params.get('page'));
  const action = MODERATION_ACTIONS.find((a) => a === params.get('act'));
  const id = idOf(params.get('id'));
  return {
    tab: oneOf(MODERATION_TABS, params.get('tab'), 'note'),
    visibility: oneOf(MODERATION_VISIBILITIES, params.get('visibility'), 'both'),
    sort: oneOf(MODERATION_SORTS, params.get('sort'), 'ASC'),
    state: oneOf(MODERATION_STATES, params.get('state'), 'all'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ask: action && id !== null ? { action, id } : null,
    done: MODERATION_ACTIONS.find((a) => a === params.get('done')) ?? null,
  };
}

/** The tab's address for a view; defaults are left out, so each view has one address. */
export function moderationHref(view: Partial<ModerationView> & { tab: ModerationTab }): string {
  const query = new URLSearchParams({ tab: view.tab });
  if (view.tab !== 'log') {
    if (view.visibility && view.visibility !== 'both') query.set('visibility', view.visibility);
    if (view.sort && view.sort !== 'ASC') query.set('sort', view.sort);
    if (view.state && view.state !== 'all') query.set('state', view.state);
  }
  if (view.page && view.page > 1) query.set('page', String(view.page));
  if (view.ask) {
    query.set('act', view.ask.action);
    query.set('id', String(view.ask.id));
  }
  if (view.done) query.set('done', view.done);
  return `${MODERATION_PATH}?${query.toString()}`;
}

/** The actions a row offers in its state: Hide and Delete when visible; Restore, and Delete when hidden. */
export function actionsFor(state: 'hidden' | 'deleted' | null): ModerationActionName[] {
  if (state === null) return ['hide', 'delete'];
  if (state === 'hidden') return ['restore', 'delete'];
  return ['restore'];
}

export const typeOfTab = (tab: ModerationTab): ModerationType => (tab === 'tag' ? 'tag' : 'note');
