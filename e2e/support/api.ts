import { type ApiResult, ENDPOINTS, createApiClient } from '@trove/contracts';

/**
 * The API as an anonymous reader calls it, through the endpoint table's client: the journeys'
 * look-ups of records and search results to drive a page with. A signed-in caller is an HttpVisitor.
 */
export function publicApi(baseUrl: string) {
  return createApiClient(ENDPOINTS, async (request) =>
    fetch(`${baseUrl}/api${request.path}`, {
      method: request.method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    }),
  );
}

/** The answer's data; throws with the status and message (and the payload, when one is named) otherwise. */
export async function data<T>(answer: Promise<ApiResult<T>>, payload = ''): Promise<T> {
  const result = await answer;
  if (!result.ok)
    throw new Error(`${result.status} ${result.message}${payload ? ` for ${JSON.stringify(payload)}` : ''}`);
  return result.data;
}
