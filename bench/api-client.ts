import {
  type ApiSender,
  ENDPOINTS,
  type HttpSenderOptions,
  createApiClient,
  httpSender,
} from '@trove/contracts';

/** Who a benchmark calls as: the cookies, CSRF token and any other headers sent with every call. */
export type BenchCaller = HttpSenderOptions;

/** Sends the endpoint table's calls to a running portal, from its own Origin as its web pages do. */
export function benchSender(baseUrl: string, caller: BenchCaller = {}): ApiSender {
  return httpSender(baseUrl, { ...caller, headers: { origin: baseUrl, ...caller.headers } });
}

/** The API as a benchmark calls it: `benchClient(baseUrl).captcha.challenge()`. */
export function benchClient(baseUrl: string, caller: BenchCaller = {}) {
  return createApiClient(ENDPOINTS, benchSender(baseUrl, caller));
}
