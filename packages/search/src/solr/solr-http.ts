import { SearchUnavailable } from '../engine.ts';

/** One request to a SolrCloud: to the first of its nodes that can be reached. */
export interface SolrRequest {
  params?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string | Buffer | URLSearchParams;
  contentType?: string;
}

interface SolrAnswer {
  responseHeader?: { status?: number };
  error?: { msg?: string };
}

/** Solr's refusal of a request: its status and its own message. */
export class SolrError extends Error {
  constructor(
    route: string,
    readonly status: number,
    answer: SolrAnswer | null,
  ) {
    super(`Solr ${route} answered ${status}: ${answer?.error?.msg ?? JSON.stringify(answer)}`);
    this.name = 'SolrError';
  }
}

/**
 * Sends a request with a JSON answer to the first node that answers (plain `fetch`, ADR 055). A
 * node that cannot be reached is skipped for the next; an answer that refuses the request is thrown
 * as a SolrError without trying another node, which would refuse it too. No node answering, or a
 * shard without a copy that answers, is SearchUnavailable.
 */
export async function solrRequest(
  urls: readonly string[],
  route: string,
  request: SolrRequest = {},
): Promise<unknown> {
  const query = new URLSearchParams({ ...request.params, wt: 'json' });
  const headers = request.contentType ? { 'content-type': request.contentType } : undefined;
  let unreachable: unknown = null;
  for (const url of urls) {
    let response: Response;
    try {
      response = await fetch(`${url}${route}?${query}`, {
        method: request.method ?? 'GET',
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      unreachable = error;
      continue;
    }
    const answer = (await response.json().catch(() => null)) as SolrAnswer | null;
    // A shard with no copy that answers: Solr's own 503 (no servers hosting shard).
    if (response.status === 503) throw new SearchUnavailable(new SolrError(route, 503, answer).message);
    if (!response.ok || (answer?.responseHeader?.status ?? 0) !== 0)
      throw new SolrError(route, response.status, answer);
    return answer;
  }
  throw new SearchUnavailable(`No Solr node answered (${urls.join(', ')}): ${String(unreachable)}`);
}
