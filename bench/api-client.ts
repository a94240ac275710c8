import { type ApiSender, ENDPOINTS, type Endpoint, addressOf, createApiClient } from '@trove/contracts';

/** Who a benchmark calls as: the cookies, CSRF token and any other headers sent with every call. */
export interface BenchCaller {
  headers?: Record<string, string>;
  /** Sees each answer before the client reads it, e.g. to keep a cookie it sets. */
  onAnswer?: (response: Response) => void;
}

/** Sends the endpoint table's calls to a running portal, from its own Origin as its web pages do. */
export function benchSender(baseUrl: string, caller: BenchCaller = {}): ApiSender {
  return async (request) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      origin: baseUrl,
      ...caller.headers,
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api${request.path}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    caller.onAnswer?.(response);
    return response;
  };
}

/** The API as a benchmark calls it: `benchClient(baseUrl).captcha.challenge()`. */
export function benchClient(baseUrl: string, caller: BenchCaller = {}) {
  return createApiClient(ENDPOINTS, benchSender(baseUrl, caller));
}

/**
 * A call's address under /api, its parameters and query built from the endpoint table: for tools
 * that take raw paths (autocannon, the timed fetches) rather than the client.
 */
export function apiPath(endpoint: Endpoint, input: Record<string, unknown> = {}): string {
  return `/api${addressOf(endpoint, input)}`;
}
