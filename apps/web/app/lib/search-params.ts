import { cleanSearchText, LIMITS, SortBySchema, type ResultsPage, type SortBy } from '@trove/contracts';

/** The result of a search as a page shows it: results, or why there are none. */
export type SearchOutcome =
  { ok: true; page: ResultsPage } | { ok: false; message: string; noResponse: boolean; status: number };

export interface SearchParams {
  keyword: string;
  startPos: number;
  pageSize: number;
  sortBy: SortBy;
}

/** Reads the search query of an address, forgiving odd values rather than failing the page. */
export function readSearchParams(search: URLSearchParams): SearchParams {
  const startPos = Number.parseInt(search.get('startPos') ?? '0', 10);
  const pageSize = Number.parseInt(search.get('pageSize') ?? '', 10);
  const sort = SortBySchema.safeParse(search.get('sortBy') ?? 'relevance');
  return {
    keyword: cleanSearchText(search.get('keyword')),
    startPos: Number.isFinite(startPos) && startPos > 0 ? startPos : 0,
    pageSize:
      Number.isFinite(pageSize) && pageSize > 0
        ? Math.min(pageSize, LIMITS.maxPageSize)
        : LIMITS.defaultPageSize,
    sortBy: sort.success ? sort.data : 'relevance',
  };
}
