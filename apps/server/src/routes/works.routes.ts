import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { getBorrowOptions } from '../services/borrow.service.ts';
import { getWork } from '../services/works.service.ts';
import { optionsOf } from './record-options.ts';

const cache = { config: { cacheSeconds: CACHE_SECONDS.record } };

/*
 * Works (spec 02 §2, §7). Two plugins, registered by app.ts around the versions' so the routes (and
 * the OpenAPI document) keep their order.
 */

/** GET /work/{id}. */
export function workRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.works.get,
      ({ request, params, query }) =>
        getWork(deps, params.id, parseRecordId('work', params.id), optionsOf(request, query)),
      cache,
    );
  };
}

/** GET /work/{id}/borrowOptions: holdings of the work, or of one version. */
export function workBorrowRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.works.borrowOptions,
      ({ params, query: { versionId } }) =>
        getBorrowOptions(
          deps,
          { id: params.id, versionId },
          parseRecordId('work', params.id),
          versionId === undefined ? undefined : parseRecordId('version', versionId),
        ),
      cache,
    );
  };
}
