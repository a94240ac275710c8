import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { listBookshops, listOtherSuppliers, searchBookshop } from '../services/bookshops.service.ts';

const cache = { config: { cacheSeconds: CACHE_SECONDS.bookshops } };

const editionIds = (params: { id: string; versionId: string }) => ({
  raw: { id: params.id, versionId: params.versionId },
  workId: parseRecordId('work', params.id),
  versionId: parseRecordId('version', params.versionId),
});

/** The Buy option's calls (spec 02 §7 Bookshops; ADR 011). */
export function bookshopRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ENDPOINTS.bookshops.list, () => listBookshops(deps), cache);
    serve(
      app,
      ENDPOINTS.bookshops.search,
      ({ params }) => searchBookshop(deps, editionIds(params), params.bookshopId),
      cache,
    );
    serve(
      app,
      ENDPOINTS.bookshops.suppliers,
      ({ params }) => listOtherSuppliers(deps, editionIds(params)),
      cache,
    );
  };
}
