/** The cookie the server sets at sign-in and the header it expects it back in (ADR 014). */
export const CSRF_COOKIE = 'trove_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The hidden field of a page's posted form that carries the token (the server's web.ts checks it, ADR 038). */
export const CSRF_FORM_FIELD = '_csrf';

/** The CSRF token from a Cookie header (document.cookie in the browser). */
export function csrfTokenFrom(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Headers for a state-changing API call from the browser: the CSRF token echoed from its cookie.
 * fetch sends a same-origin Origin header itself. Merge with the call's own headers.
 */
export function csrfHeaders(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): Record<string, string> {
  const token = csrfTokenFrom(cookieHeader);
  return token ? { [CSRF_HEADER]: token } : {};
}
