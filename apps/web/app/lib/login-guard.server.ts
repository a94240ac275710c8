import { redirect } from 'react-router';
import { cookieOf } from './api.ts';
import { authHref } from './auth-href.ts';
import { hasSession } from './viewer.server.ts';

/** The longest return address the server takes (auth/backurl.ts, ADR 014). */
const BACKURL_MAX = 2048;

/**
 * Where to come back to: the page's path and query, or without the query when together they are
 * longer than a return address may be (the sign-in would refuse it, and the redirect's header
 * would be three times as long), or home when even the path is.
 */
export function returnAddress(url: URL): { pathname: string; search: string } {
  if (url.pathname.length + url.search.length <= BACKURL_MAX)
    return { pathname: url.pathname, search: url.search };
  return { pathname: url.pathname.length <= BACKURL_MAX ? url.pathname : '/', search: '' };
}

/**
 * The login guard (spec 03 §2): a visitor without a session goes to sign in and comes back to
 * this page. The return address is the page's own path and query, which the server's one
 * backurl rule checks again (ADR 014), so it can never lead off the site.
 */
export function signInAndReturn(request: Request): never {
  const back = returnAddress(new URL(request.url));
  throw redirect(authHref('login', back.pathname, back.search));
}

/** The visitor's cookie when they hold a session; otherwise off to sign in and back. */
export function requireSession(request: Request): string {
  const cookie = cookieOf(request);
  if (!hasSession(cookie)) signInAndReturn(request);
  return cookie;
}
