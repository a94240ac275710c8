import { redirect } from 'react-router';
import { cookieOf } from './api.ts';
import { authHref } from './auth-href.ts';
import { hasSession } from './viewer.server.ts';

/**
 * The login guard (spec 03 §2): a visitor without a session goes to sign in and comes back to
 * this page. The return address is the page's own path and query, which the server's one
 * backurl rule checks again (ADR 014), so it can never lead off the site.
 */
export function signInAndReturn(request: Request): never {
  const url = new URL(request.url);
  throw redirect(authHref('login', url.pathname, url.search));
}

/** The visitor's cookie when they hold a session; otherwise off to sign in and back. */
export function requireSession(request: Request): string {
  const cookie = cookieOf(request);
  if (!hasSession(cookie)) signInAndReturn(request);
  return cookie;
}
