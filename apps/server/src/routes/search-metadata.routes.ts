import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { lookupUrl, searchMetadata } from '../services/search-metadata.service.ts';

/** An address found once stays archived; a minute of caching spares repeated lookups. */
const URL_LOOKUP_CACHE_SECONDS = 60;

export function searchMetadataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Static, so Fastify's router prefers it to /search/:category.
    serve(app, ENDPOINTS.search.urlLookup, ({ query }) => lookupUrl(deps, query.url), {
      config: { cacheSeconds: URL_LOOKUP_CACHE_SECONDS },
    });
    serve(app, ENDPOINTS.search.metadata, ({ params }) => searchMetadata(deps, params.category), {
      config: { cacheSeconds: CACHE_SECONDS.searchMetadata },
    });
  };
}
