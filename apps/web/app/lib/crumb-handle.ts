import { useMatches } from 'react-router';
/** One crumb a page contributes to its breadcrumb trail. */
export interface PageCrumb {
  text: string;
  to?: string;
  exempt?: boolean;
}

/** A link to a part of the page, offered right after 'Skip to main content' (a results page's 'Skip to results'). */
export interface SkipLink {
  /** The fragment of an element that takes focus (tabIndex -1), e.g. '#results'. */
  href: `#${string}`;
  text: string;
}

/**
 * What a route module exports as `handle` so the layout can draw its breadcrumbs:
 * the page's own crumbs, and on landing and collection routes the category name; and the page's
 * own skip links, which the header offers after its 'Skip to main content'.
 */
export interface CrumbHandle {
  crumbs: (loaderData: unknown) => PageCrumb[];
  category?: (loaderData: unknown) => string | null;
  skipLinks?: (loaderData: unknown) => SkipLink[];
  /**
   * Sent without the app's scripts: never hydrated, so every link from it loads a whole document
   * (the sign-in pages, whose forms the server answers).
   */
  documentOnly?: boolean;
}

/** Whether the page now shown is sent with the app's scripts (not a `documentOnly` page). */
export function useSendsScripts(): boolean {
  return !useMatches().some((m) => (m.handle as CrumbHandle | undefined)?.documentOnly);
}
