import {
  TAG_SUMMARY_SORTS,
  TAG_VISIBILITY_FILTERS,
  type TagSummarySort,
  type TagVisibilityFilter,
} from '@trove/contracts';

/** The profile's Tags tab (spec 03 §2; ADR 039): its address and when it shows, without React. */

/** Tags a page: tags are short, so a page holds as many as the call gives at once. */
export const TAGS_PAGE_SIZE = 100;

export interface TagTabFilters {
  sort: TagSummarySort;
  visibility: TagVisibilityFilter;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/** The tab's sort, filter and page from its address; unknown values give the defaults. */
export function tagTabFilters(search: URLSearchParams): TagTabFilters {
  const page = Number(search.get('page'));
  return {
    sort: oneOf(TAG_SUMMARY_SORTS, search.get('sort')) ?? 'alphabetical',
    visibility: oneOf(TAG_VISIBILITY_FILTERS, search.get('visibility')) ?? 'all',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The tab's address with its filters, leaving out the defaults. */
export function tagTabHref(base: string, filters: Partial<TagTabFilters> = {}): string {
  const query = new URLSearchParams();
  if (filters.sort && filters.sort !== 'alphabetical') query.set('sort', filters.sort);
  if (filters.visibility && filters.visibility !== 'all') query.set('visibility', filters.visibility);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return `${base}/tags${text ? `?${text}` : ''}`;
}

/**
 * Whether the Tags tab shows: always on the own profile (the signed-in menu leads to it), and on
 * anyone else's only when it holds a tag the viewer may see (an empty tab is hidden, spec 03 §2).
 */
export function showsTagsTab(profile: { own: boolean; tagCount: number }): boolean {
  return profile.own || profile.tagCount > 0;
}
