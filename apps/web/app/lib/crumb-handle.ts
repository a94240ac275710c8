/** One crumb a page contributes to its breadcrumb trail. */
export interface PageCrumb {
  text: string;
  to?: string;
  exempt?: boolean;
}

/**
 * What a route module exports as `handle` so the layout can draw its breadcrumbs:
 * the page's own crumbs, and on landing and collection routes the category name.
 */
export interface CrumbHandle {
  crumbs: (loaderData: unknown) => PageCrumb[];
  category?: (loaderData: unknown) => string | null;
}
