import fs from 'node:fs';
import path from 'node:path';
import { ApiErrorSchema, AustlangPointSchema, ResultsPageSchema } from '@trove/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { guardExplain } from '../http/data-manager.ts';
import { RawQuerySchema, criteriaOf } from '../http/search-criteria.ts';
import { callerOf } from '../http/viewer.ts';
import { austlangPoints } from '../services/austlang-service.ts';
import { explore } from '../services/explore-service.ts';

const CategoryParamsSchema = z.object({
  category: z.string().regex(/^(\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
});

/** Where the state boundaries live inside the shared data (ABS, CC BY 4.0), never copied into the repo. */
export const STATE_BOUNDARIES_FILE = path.join('derived-aus-states', 'aus_state_simplified.topojson');

export function exploreRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/explore/:category',
      {
        schema: {
          tags: ['search'],
          summary: 'Explore a collection: a search whose facets are the collection’s exploreByFacets',
          description:
            'The parameters of GET /search/{category}; an empty query explores the whole collection. ' +
            'Facets are the collection’s exploreByFacets (else its search handler’s). 404 when the ' +
            'collection cannot be explored.',
          params: CategoryParamsSchema,
          querystring: RawQuerySchema,
          response: {
            200: ResultsPageSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            503: ApiErrorSchema,
          },
        },
        config: { cacheSeconds: 60 },
      },
      (request) =>
        explore(
          deps,
          request.params.category,
          guardExplain(request, criteriaOf(request.query, { requireTerms: false })),
          callerOf(request)?.userId ?? null,
        ),
    );

    app.get(
      '/explore/boundaries/states',
      {
        schema: {
          tags: ['search'],
          summary: 'Australian state and territory boundaries (TopoJSON, object states; ABS, CC BY 4.0)',
          response: { 404: ApiErrorSchema },
        },
        config: { cacheSeconds: 24 * 60 * 60 },
      },
      async (_request, reply) => {
        const dir = deps.config.dataFilesDir;
        const file = dir ? path.join(dir, STATE_BOUNDARIES_FILE) : null;
        if (!file || !fs.existsSync(file)) throw notFound('The state boundaries are not available here.');
        // The file as it is, through the untyped reply: only errors have a schema here.
        const body = await fs.promises.readFile(file);
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/explore/austlang',
      {
        schema: {
          tags: ['search'],
          summary: 'Approximate locations of AUSTLANG language varieties (AIATSIS), by code',
          description: 'code (repeated, at most 200): AUSTLANG codes such as A1. Points, never boundaries.',
          querystring: z.object({
            code: z.union([z.string().max(20), z.array(z.string().max(20)).max(200)]).optional(),
          }),
          response: { 200: z.array(AustlangPointSchema), 404: ApiErrorSchema },
        },
        config: { cacheSeconds: 24 * 60 * 60 },
      },
      (request) => {
        const raw = request.query.code;
        const codes = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
        const points = austlangPoints(deps.config.dataFilesDir, codes);
        if (!points) throw notFound('The AUSTLANG data is not available here.');
        return points;
      },
    );
  };
}
