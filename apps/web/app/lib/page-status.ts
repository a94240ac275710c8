import { data } from 'react-router';

/** A failed API call as a page sees it: its status (0 when the API could not be reached). */
export interface ApiFailure {
  status: number;
}

/**
 * What the page asked the API for: a record or key named by the address, which the API refusing
 * (400) means is not there; or a query the visitor wrote, which the API refusing makes a bad
 * request (400) the page explains.
 */
export type Asked = 'address' | 'query';

/**
 * The HTTP status of a page whose API call failed (ADR 024), the one place loaders decide it:
 * - 400 and 404: nothing is there (404, the page's not-found wording), or a refused query (400);
 * - any other 4xx as it is (401 and 403 no permission, 410 deleted: pages state them);
 * - 503 as it is: the service is busy, not broken;
 * - anything else (unreachable, a 5xx, an answer that breaks its contract): 502.
 */
export function pageStatus(failure: ApiFailure, asked: Asked = 'address'): number {
  const { status } = failure;
  if (status === 400) return asked === 'query' ? 400 : 404;
  if (status >= 400 && status < 500) return status;
  if (status === 503) return 503;
  return 502;
}

/**
 * For loaders with no page of their own (redirects): the failure goes to the error page with its
 * status, whose wording for a 404 is the spec's 'The requested resource could not be found.'
 */
export function failPage(failure: ApiFailure, asked: Asked = 'address'): never {
  throw data(null, { status: pageStatus(failure, asked) });
}
