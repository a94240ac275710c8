import { type ApiRequest, ENDPOINTS, apiPathOf, createApiClient } from '@trove/contracts';
import { apiFetch } from './api.ts';
import { csrfHeaders } from './csrf.ts';

/**
 * How the web app sends a call of the endpoint table. A read goes through apiFetch: the server's
 * in-process transport or API_ORIGIN during server rendering (with the visitor's cookie, ADR 014),
 * the same origin in the browser. A change is sent from the browser, with the CSRF token of a
 * signed-in session and the same-origin cookies, or by a page's form action on the server, for a
 * browser without JavaScript (ADR 038).
 */
export function sendFromWeb(request: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.method === 'GET') {
    if (request.cookie && typeof window === 'undefined') headers.cookie = request.cookie;
    return apiFetch(request.path, { headers, ...(request.signal ? { signal: request.signal } : {}) });
  }
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (typeof window === 'undefined') {
    // A page's form action on the server (ADR 038), for a form web.ts took only from this site:
    // the visitor's session and its CSRF token go with the change.
    if (request.cookie) Object.assign(headers, { cookie: request.cookie }, csrfHeaders(request.cookie));
    return apiFetch(request.path, {
      headers,
      method: request.method,
      ...(body === undefined ? {} : { body }),
    });
  }
  Object.assign(headers, csrfHeaders());
  return fetch(`/api${request.path}`, {
    method: request.method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body }),
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

/** The API, as the web app calls it: `api.tags.remove({ id })`. */
export const api = createApiClient(ENDPOINTS, sendFromWeb);

/** Where the human check's widget asks for its challenges (ADR 015). */
export const HUMAN_CHECK_CHALLENGE_PATH = apiPathOf(ENDPOINTS.captcha.challenge);
