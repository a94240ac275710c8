import { ResultsPageSchema } from '@trove/contracts';
import { apiGet, query } from './api.ts';
import type { SearchOutcome, SearchParams } from './search-params.ts';

/** GET /search/{category}: a collection url key, or -1 for one group per collection. */
export async function runSearch(category: string, params: SearchParams): Promise<SearchOutcome> {
  const result = await apiGet(
    `/search/${encodeURIComponent(category)}${query({
      keyword: params.keyword,
      startPos: params.startPos || undefined,
      pageSize: params.pageSize,
      sortBy: params.sortBy === 'relevance' ? undefined : params.sortBy,
    })}`,
    ResultsPageSchema,
  );
  if (result.ok) return { ok: true, page: result.data };
  return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
}
