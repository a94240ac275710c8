import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { atSite } from '../http/site-address.ts';
import { citeArticle, citePerson, citeWork } from '../services/citations.service.ts';

// Spec 02 §9: citations are cached 10 minutes; the access date may lag by those minutes.
const cache = { config: { cacheSeconds: CACHE_SECONDS.citations } };

/**
 * Spec 02 §7 citation calls; /citation/article/{id} is this portal's addition (ADR 007). A
 * citation's URL is the record's page at the address the caller reached (ADR 030).
 */
export function citationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.citations.work,
      ({ params: { id }, query: { version }, request }) =>
        citeWork(
          atSite(deps, request),
          { raw: id, id: parseRecordId('work', id) },
          version === undefined ? undefined : { raw: version, id: parseRecordId('version', version) },
        ),
      cache,
    );
    serve(
      app,
      ENDPOINTS.citations.person,
      ({ params, request }) =>
        citePerson(atSite(deps, request), params.id, parseRecordId('person', params.id)),
      cache,
    );
    serve(
      app,
      ENDPOINTS.citations.article,
      ({ params, request }) =>
        citeArticle(atSite(deps, request), params.id, parseRecordId('article', params.id)),
      cache,
    );
  };
}
