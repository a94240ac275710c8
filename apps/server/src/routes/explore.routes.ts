import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { guardExplain } from '../http/data-manager.ts';
import { criteriaOf } from '../services/search-criteria.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { austlangPoints } from '../services/austlang.service.ts';
import { explore } from '../services/explore.service.ts';

/** Where the state boundaries live inside the shared data (ABS, CC BY 4.0), never copied into the repo. */
export const STATE_BOUNDARIES_FILE = path.join('derived-aus-states', 'aus_state_simplified.topojson');

/** The maps' data changes only with the shared data files. */
const MAP_CACHE_SECONDS = 24 * 60 * 60;

export function exploreRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.explore.run,
      ({ params, query, request }) =>
        explore(
          deps,
          params.category,
          guardExplain(request, criteriaOf(query, { requireTerms: false })),
          callerOf(request)?.userId ?? null,
        ),
      { config: { cacheSeconds: 60 } },
    );

    serve(
      app,
      ENDPOINTS.explore.stateBoundaries,
      async ({ reply }) => {
        const dir = deps.config.dataFilesDir;
        const file = dir ? path.join(dir, STATE_BOUNDARIES_FILE) : null;
        if (!file || !fs.existsSync(file)) throw notFound('The state boundaries are not available here.');
        // The file as it is: the endpoint's answer is a file, never serialised.
        const body = await fs.promises.readFile(file);
        return reply.type('application/json; charset=utf-8').send(body);
      },
      { config: { cacheSeconds: MAP_CACHE_SECONDS } },
    );

    serve(
      app,
      ENDPOINTS.explore.austlang,
      ({ query }) => {
        const raw = query.code;
        const codes = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
        const points = austlangPoints(deps.config.dataFilesDir, codes);
        if (!points) throw notFound('The AUSTLANG data is not available here.');
        return points;
      },
      { config: { cacheSeconds: MAP_CACHE_SECONDS } },
    );
  };
}
