import {
  ApiErrorSchema,
  CACHE_SECONDS,
  SearchMetadataSchema,
  UrlLookupQuerySchema,
  UrlLookupSchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { lookupUrl, searchMetadata } from '../services/search-metadata-service.ts';

/** An address found once stays archived; a minute of caching spares repeated lookups. */
const URL_LOOKUP_CACHE_SECONDS = 60;

export function searchMetadataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Static, so Fastify's router prefers it to /search/:category.
    app.get(
      '/search/url-lookup',
      {
        schema: {
          tags: ['search'],
          summary: 'Archived websites at an address, with the archived address to open',
          description:
            'Matches a website whose address, or a capture whose original address, is the given one ' +
            '(scheme and a trailing slash ignored, host lower-cased). works is empty when nothing matches.',
          querystring: UrlLookupQuerySchema,
          response: { 200: UrlLookupSchema, 400: ApiErrorSchema, 500: ApiErrorSchema },
        },
        config: { cacheSeconds: URL_LOOKUP_CACHE_SECONDS },
      },
      async (request) => lookupUrl(deps, request.query.url),
    );

    app.get(
      '/search/:category/metadata',
      {
        schema: {
          tags: ['search'],
          summary: 'Lookups and date range defaults of a collection (url key or id), or of all with -1',
          description:
            'libraries (by nuc, branches under their parent), newspaper titles (newspapers only), ' +
            'and the earliest and latest day of the collection records (YYYY-MM-DD).',
          params: z.object({
            category: z.string().regex(/^(-1|\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
          }),
          response: {
            200: SearchMetadataSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            500: ApiErrorSchema,
          },
        },
        config: { cacheSeconds: CACHE_SECONDS.searchMetadata },
      },
      async (request) => searchMetadata(deps, request.params.category),
    );
  };
}
