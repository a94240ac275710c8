import { PROFILE_LIST_TABS, type ProfileListTab, type UserLists } from '@trove/contracts';

/**
 * The profile area's routes and their redirect rules (spec 03 §2; ADR 039), without React so
 * loaders and tests share them. Own profile: /userProfile/…; anyone's: /userProfile/user/{name}/….
 */

/** The tabs served so far, in the order the spec lists them (About is 'Activity'). */
export const SERVED_TABS = ['about', 'corrections', 'lists', 'tags', 'notes', 'settings'] as const;
export type ServedTab = (typeof SERVED_TABS)[number];

/** Every child route of spec 03 §2: the own profile's, and a public profile's. */
export const OWN_TABS = [
  'about',
  'settings',
  'partner',
  'corrections',
  'tags',
  'notes',
  'lists',
  'developers',
  'downloads',
  'moderate/content',
] as const;
export const PUBLIC_TABS = [
  'about',
  'lists',
  'tags',
  'notes',
  'corrections',
  'settings',
  'developers',
] as const;

export interface TabContext {
  /** The viewer is the profile's owner. */
  own: boolean;
  dashboardAccess: boolean;
  contentManager: boolean;
}

/**
 * Where a profile tab address that has no page sends the visitor: '/' for a tab their role or
 * ownership forbids where the spec says so (Partner, Developers, Moderation), otherwise About (a
 * hidden tab, a tab not built yet, an unknown one).
 */
export function tabRedirect(base: string, tab: string, context: TabContext): string {
  const about = `${base}/about`;
  if (tab === 'partner') return context.own && context.dashboardAccess ? about : '/';
  if (tab === 'developers') return context.own ? about : '/';
  if (tab === 'moderate/content' || tab.startsWith('moderate/'))
    return context.own && context.contentManager ? about : '/';
  return about;
}

/** The tabs of the Lists tab set that hold a list: an empty tab disappears (spec 03 §2). */
export function visibleListTabs(tabs: UserLists['tabs']): ProfileListTab[] {
  if (!tabs) return [];
  return PROFILE_LIST_TABS.filter((tab) => tabs[tab].count > 0);
}

/** The tab asked for when it shows, else the first that does; null when none does. */
export function chosenListTab(asked: string | null, tabs: UserLists['tabs']): ProfileListTab | null {
  const visible = visibleListTabs(tabs);
  const wanted = visible.find((tab) => tab === asked);
  return wanted ?? visible[0] ?? null;
}

/** The address of a tab of the Lists tab set, with its filters and page. */
export function listTabHref(
  base: string,
  tab: ProfileListTab,
  filters: { role?: string | null; visibility?: string | null; page?: number } = {},
): string {
  const query = new URLSearchParams({ tab });
  if (filters.role) query.set('role', filters.role);
  if (filters.visibility && filters.visibility !== 'PERSONAL') query.set('visibility', filters.visibility);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return `${base}/lists?${query.toString()}`;
}
