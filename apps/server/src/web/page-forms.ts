import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestHandler } from 'react-router';
import { pageFormRefusal } from '../auth/csrf.ts';
import { notFound } from '../domain/errors.ts';
import { pageLoadContext } from '../http/csp-nonce.ts';
import { HttpError } from '../http/errors.ts';
import { ownOrigins } from '../http/origins.ts';
import { type SiteAddress, siteUrlOf } from '../http/site-address.ts';
import { atPageSite } from './api-transport.ts';

/** A page's form holds a few short fields (an intent, an id): more is no form of ours. */
const FORM_LIMIT = 16 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Forms posted to pages (ADR 038): the page's action runs, for a browser without JavaScript
 * (following a list, asking to join it). Only url-encoded forms, only from this site (its Origin,
 * or else its Referer), never under /api; the answer is the page as rendered after the action,
 * never kept (web/page-caching.ts keeps only GETs).
 */
export function pageForms(
  handler: RequestHandler,
  options: {
    site: SiteAddress;
    /** web.ts's own conversions, handed in so the two modules do not import each other. */
    toWebRequest: (
      request: FastifyRequest,
      signal: AbortSignal,
      siteUrl: string,
      asPage: boolean,
      form: string,
    ) => Request;
    sendWebResponse: (reply: FastifyReply, response: Response) => FastifyReply;
  },
): FastifyPluginAsync {
  return async (pages) => {
    // Scoped to this plugin: the API's calls still take JSON only.
    pages.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, body),
    );
    pages.post('/*', { schema: { hide: true }, config: { queued: 'page' } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname === '/healthz') throw notFound();
      const refusal = pageFormRefusal({
        origin: request.headers.origin,
        referer: request.headers.referer,
        ownOrigins: ownOrigins(options.site.publicUrl, request),
      });
      if (refusal) throw new HttpError(403, 'csrf', refusal);
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== FORM_TYPE || typeof request.body !== 'string')
        throw new HttpError(415, 'unsupported', 'A page takes a form only.');
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort());
      const siteUrl = siteUrlOf(request, options.site);
      const context = { ...pageLoadContext(reply), siteUrl };
      const webRequest = options.toWebRequest(request, controller.signal, siteUrl, false, request.body);
      const response = await atPageSite(siteUrl, () => handler(webRequest, context));
      reply.header('cache-control', 'private, no-store');
      return options.sendWebResponse(reply, response);
    });
  };
}
