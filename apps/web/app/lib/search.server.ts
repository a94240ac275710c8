import { type SearchCriteria, criteriaProblemsMessage, dependsOnCaller } from '@trove/contracts';
import { api } from './api-client.ts';
import { apiSearchFields, type SearchOutcome, type SearchParams } from './search-params.ts';
import { hasSession } from './viewer.server.ts';

async function ask(
  category: string,
  criteria: SearchCriteria,
  cookie: string | null,
): Promise<SearchOutcome> {
  const result = await api.search.run({ category, ...apiSearchFields(criteria) }, { cookie });
  if (result.ok) return { ok: true, page: result.data };
  return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
}

/**
 * GET /search/{category}: a collection url key, or -1 for one group per collection. Every
 * parameter of the criteria goes through; what the parser refused is answered as a failed search
 * (status 400) without asking the server.
 *
 * Searches go without the visitor's cookie, so their answers are the shared, cacheable ones,
 * except where the answer depends on who asks:
 * - the user-tag limit (ADR 022) finds the visitor's own tagged records, so it goes with the cookie;
 * - explanations are for data managers (ADR 019): an explained search goes with the cookie so the
 *   API can check the role, and when the API refuses it (401/403), or there is no session to
 *   check, the visitor gets the same search without explanations rather than a failed page.
 */
export async function runSearch(
  category: string,
  params: SearchParams,
  overrides: Partial<SearchCriteria> = {},
  cookie: string | null = null,
): Promise<SearchOutcome> {
  if (params.problems.length > 0)
    return { ok: false, status: 400, noResponse: false, message: criteriaProblemsMessage(params.problems) };
  const criteria = { ...params.criteria, ...overrides };
  const own = dependsOnCaller(criteria) && hasSession(cookie) ? cookie : null;
  if (!criteria.explain) return ask(category, criteria, own);
  if (!hasSession(cookie)) return ask(category, { ...criteria, explain: false }, null);
  const explained = await ask(category, criteria, cookie);
  const refused = !explained.ok && (explained.status === 401 || explained.status === 403);
  return refused ? ask(category, { ...criteria, explain: false }, own) : explained;
}
