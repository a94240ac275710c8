import { CATEGORY_NAMESPACE, cleanSearchText } from '@trove/contracts';

/**
 * Where a basic search goes (spec 01 §2.6): SearchAll without a collection, Search with one, or a
 * collection's own Search view when searching from a collection page. Null when there is no text.
 */
export function searchTarget(
  text: string,
  options: { categoryKey?: string | null; collectionPath?: string | null },
): string | null {
  const keyword = cleanSearchText(text);
  if (!keyword) return null;
  const query = `?${new URLSearchParams({ keyword }).toString()}`;
  if (options.collectionPath) return `${options.collectionPath}/search${query}`;
  if (options.categoryKey)
    return `/search/${CATEGORY_NAMESPACE}/${encodeURIComponent(options.categoryKey)}${query}`;
  return `/search${query}`;
}
