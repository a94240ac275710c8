import { type ApiResult, ENDPOINTS, createApiClient, httpSender } from '@trove/contracts';
import { expect } from './journey.ts';

/**
 * The API as an anonymous reader calls it, through the endpoint table's client: the journeys'
 * look-ups of records and search results to drive a page with. A signed-in caller is an HttpVisitor.
 */
export function publicApi(baseUrl: string) {
  return createApiClient(ENDPOINTS, httpSender(baseUrl));
}

/** The answer's data; throws with the status and message (and the payload, when one is named) otherwise. */
export async function data<T>(answer: Promise<ApiResult<T>>, payload = ''): Promise<T> {
  const result = await answer;
  if (!result.ok)
    throw new Error(`${result.status} ${result.message}${payload ? ` for ${JSON.stringify(payload)}` : ''}`);
  return result.data;
}

/** The answer's data when the API found the record; nothing when it answered an error status. */
export function dataIfFound<T>(result: ApiResult<T>): T | undefined {
  if (result.ok) return result.data;
  if (result.kind === 'http') return undefined;
  throw new Error(`${result.status} ${result.message}`);
}

/** The answer's data, after asserting the call succeeded (as a journey's `expect(res.ok)` did). */
export function expectData<T>(result: ApiResult<T>): T {
  expect(result.ok ? 'ok' : `${result.status} ${result.message}`).toBe('ok');
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
