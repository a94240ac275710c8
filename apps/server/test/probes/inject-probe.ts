import type { Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/auth/csrf.ts';
import { SESSION_COOKIE, newToken, storeSession } from '../../src/auth/session.ts';
import { HUMAN_COOKIE } from '../../src/http/human-check.ts';
import { ORIGIN } from '../auth-visitor.ts';
import type { CallerKind, ProbeRequest } from './request-arbitrary.ts';
import type { ProbeResponse } from './verdict.ts';

/** The accounts and the human-check cookie behind the callers of generated requests. */
export interface CallerAccounts {
  /** The signed value of a browser's human-check cookie. */
  humanCookie: string;
  userIds: Record<Exclude<CallerKind, 'anonymous' | 'human'>, number>;
}

/**
 * The cookies and headers a caller's browser sends: a signed-in caller gets a session of its own for
 * each call (stored as a sign-in stores it), so a call that signs out spoils no other call.
 */
async function callerHeaders(
  app: FastifyInstance,
  store: Store,
  accounts: CallerAccounts,
  request: ProbeRequest,
): Promise<Record<string, string>> {
  const cookies: string[] = [];
  const headers: Record<string, string> = {};
  if (request.caller === 'human') cookies.push(`${HUMAN_COOKIE}=${accounts.humanCookie}`);
  if (request.caller === 'reader' || request.caller === 'dataManager') {
    // Signed in just now, as a sign-in stores it: the sensitive settings calls are open (ADR 056).
    const now = new Date();
    const token = await storeSession(store, accounts.userIds[request.caller], now, {
      authenticatedAt: now.toISOString(),
    });
    const csrf = newToken();
    cookies.push(`${SESSION_COOKIE}=${app.signCookie(token)}`, `${CSRF_COOKIE}=${csrf}`);
    if (request.sameSite) headers[CSRF_HEADER] = csrf;
  }
  headers.origin = request.sameSite ? ORIGIN : 'https://evil.example';
  if (request.headers.cookie) cookies.unshift(request.headers.cookie);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  return headers;
}

/** Sends a generated request through app.inject, as the caller's browser would. */
export async function injectProbe(
  app: FastifyInstance,
  store: Store,
  accounts: CallerAccounts,
  request: ProbeRequest,
): Promise<ProbeResponse> {
  const headers = {
    host: 'localhost:3000',
    ...request.headers,
    ...(await callerHeaders(app, store, accounts, request)),
  };
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const type = response.headers['content-type'];
  return {
    status: response.statusCode,
    contentType: typeof type === 'string' ? type : '',
    body: response.body,
  };
}
