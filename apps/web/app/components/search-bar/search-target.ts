import { cleanSearchText } from '@trove/contracts';
import { keywordSearchHref } from '../../lib/search-params.ts';

/**
 * Where a basic search goes (spec 01 §2.6): SearchAll without a collection, Search with one, or a
 * collection's own Search view when searching from a collection page. Null when there is no text.
 * On a search page the rest of the query comes along (limits only within the same collection).
 */
export function searchTarget(
  text: string,
  options: {
    categoryKey?: string | null;
    collectionPath?: string | null;
    current?: URLSearchParams;
    currentCategoryKey?: string | null;
    shownKeyword?: string | null;
  },
): string | null {
  if (options.collectionPath) {
    const keyword = cleanSearchText(text);
    if (!keyword) return null;
    return `${options.collectionPath}/search?${new URLSearchParams({ keyword }).toString()}`;
  }
  return keywordSearchHref(text, {
    categoryKey: options.categoryKey ?? null,
    current: options.current,
    currentCategoryKey: options.currentCategoryKey ?? null,
    shownKeyword: options.shownKeyword ?? null,
  });
}

/** AdvancedSearch for a collection, carrying the keyword (spec 01 §2.6). */
export function advancedSearchHref(categoryKey: string, keyword: string | null): string {
  const clean = cleanSearchText(keyword);
  const query = clean ? `?${new URLSearchParams({ keyword: clean }).toString()}` : '';
  return `/search/advanced/category/${encodeURIComponent(categoryKey)}${query}`;
}
