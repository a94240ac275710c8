import { ResultsPageSchema, type SearchCriteria } from '@trove/contracts';
import { apiGet } from './api.ts';
import { apiSearchQuery, problemsMessage, type SearchOutcome, type SearchParams } from './search-params.ts';
import { hasSession } from './viewer.server.ts';

async function ask(
  category: string,
  criteria: SearchCriteria,
  cookie: string | null,
): Promise<SearchOutcome> {
  const result = await apiGet(
    `/search/${encodeURIComponent(category)}${apiSearchQuery(criteria)}`,
    ResultsPageSchema,
    {
      cookie,
    },
  );
  if (result.ok) return { ok: true, page: result.data };
  return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
}

/**
 * GET /search/{category}: a collection url key, or -1 for one group per collection. Every
 * parameter of the criteria goes through; what the parser refused is answered as a failed search
 * (status 400) without asking the server.
 *
 * Explanations are for data managers (ADR 019): an explained search goes with the visitor's cookie
 * so the API can check the role, and when the API refuses it (401/403), or there is no session to
 * check, the visitor gets the same search without explanations rather than a failed page.
 */
export async function runSearch(
  category: string,
  params: SearchParams,
  overrides: Partial<SearchCriteria> = {},
  cookie: string | null = null,
): Promise<SearchOutcome> {
  if (params.problems.length > 0)
    return { ok: false, status: 400, noResponse: false, message: problemsMessage(params.problems) };
  const criteria = { ...params.criteria, ...overrides };
  if (!criteria.explain) return ask(category, criteria, null);
  if (!hasSession(cookie)) return ask(category, { ...criteria, explain: false }, null);
  const explained = await ask(category, criteria, cookie);
  const refused = !explained.ok && (explained.status === 401 || explained.status === 403);
  return refused ? ask(category, { ...criteria, explain: false }, null) : explained;
}
