import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, csrfRefusal } from '../auth/csrf.ts';
import { HttpError } from './errors.ts';
import { ownOrigins } from './origins.ts';
import { callerOf } from './viewer.ts';

/** Refuses state-changing /api calls that fail the CSRF rule (auth/csrf.ts), with 403 JSON. */
export function installCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    // The route the router matched, not the raw URL: it decodes the path, so '/%61pi/tag' runs /api/tag.
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER];
    const refusal = csrfRefusal({
      method: request.method,
      signedIn: callerOf(request) !== null,
      origin: request.headers.origin,
      referer: request.headers.referer,
      ownOrigins: ownOrigins(publicUrl, request),
      cookieToken: request.cookies[CSRF_COOKIE],
      headerToken: Array.isArray(header) ? header[0] : header,
    });
    if (refusal) throw new HttpError(403, 'csrf', refusal);
  });
}
