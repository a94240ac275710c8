import { ResultsPageSchema, type SearchCriteria } from '@trove/contracts';
import { apiGet } from './api.ts';
import { apiSearchQuery, problemsMessage, type SearchOutcome, type SearchParams } from './search-params.ts';

/**
 * GET /search/{category}: a collection url key, or -1 for one group per collection. Every
 * parameter of the criteria goes through; what the parser refused is answered as a failed search
 * (status 400) without asking the server.
 */
export async function runSearch(
  category: string,
  params: SearchParams,
  overrides: Partial<SearchCriteria> = {},
): Promise<SearchOutcome> {
  if (params.problems.length > 0)
    return { ok: false, status: 400, noResponse: false, message: problemsMessage(params.problems) };
  const result = await apiGet(
    `/search/${encodeURIComponent(category)}${apiSearchQuery(params.criteria, overrides)}`,
    ResultsPageSchema,
  );
  if (result.ok) return { ok: true, page: result.data };
  return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
}
