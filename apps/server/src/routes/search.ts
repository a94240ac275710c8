import { ApiErrorSchema, ResultsPageSchema, SearchQuerySchema } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseKeyword } from '@trove/search';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { search } from '../services/search-service.ts';

/** Results change only when the catalogue does; a minute of caching spares repeated paging. */
const SEARCH_CACHE_SECONDS = 60;

export function searchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/:category',
      {
        schema: {
          tags: ['search'],
          summary:
            'Keyword search in one collection (url key or id), or in every collection with category -1',
          description:
            'For one collection: a page of results with the exact total. For -1: resultGroups, one per collection with matches, ' +
            'each with its exact totalFound and its first 3 results (8 for image-tile collections). Words are all required; ' +
            '"quoted phrases", "phrases"~N (within N words), a trailing * (prefix), AND / OR / NOT (upper case), -word, ' +
            'brackets and title:, creator:, subject:, text: are supported; a keyword that does not parse is read as words. ' +
            'A keyword that is only words to leave out, or that uses a filter not supported yet (date:[…], isbn:, …), is a 400.',
          params: z.object({
            category: z.string().regex(/^(-1|\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
          }),
          querystring: SearchQuerySchema,
          response: {
            200: ResultsPageSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            500: ApiErrorSchema,
            503: ApiErrorSchema,
          },
        },
        config: { cacheSeconds: SEARCH_CACHE_SECONDS },
      },
      async (request, reply) => {
        const started = performance.now();
        // Checked here, not in the engine, so the person learns why rather than seeing no results.
        const { problem } = parseKeyword(request.query.keyword);
        if (problem) throw new HttpError(400, 'invalid_query', problem);
        const page = await search(deps, request.params.category, request.query);
        reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
        return page;
      },
    );
  };
}
