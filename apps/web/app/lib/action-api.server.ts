import { type ApiRequest, ENDPOINTS, createApiClient } from '@trove/contracts';
import { apiFetch, cookieOf } from './api.ts';
import { CSRF_HEADER, csrfTokenFrom } from './csrf.ts';

export { CSRF_FORM_FIELD } from './csrf.ts';

/**
 * The API as a page's form action calls it on the server, on behalf of the visitor who posted the
 * form (ADR 038): their cookie, the CSRF token of their session echoed from it, and this site's
 * Origin, exactly as their browser would send the call. The server checked the form's own token
 * and origin before the action ran (web.ts), so the call is theirs.
 */
export function actionApi(request: Request) {
  const cookie = cookieOf(request) ?? '';
  const token = csrfTokenFrom(cookie);
  const origin = new URL(request.url).origin;
  return createApiClient(ENDPOINTS, (call: ApiRequest) => {
    const headers: Record<string, string> = { accept: 'application/json', origin };
    if (cookie) headers.cookie = cookie;
    if (token) headers[CSRF_HEADER] = token;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    return apiFetch(call.path, {
      headers,
      method: call.method,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  });
}

/** The visitor's CSRF token, for the hidden field of the forms a page renders. */
export function formCsrfToken(request: Request): string {
  return csrfTokenFrom(cookieOf(request) ?? '') ?? '';
}
