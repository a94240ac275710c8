import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { getPerson, getPersonResources } from '../services/people.service.ts';

const cache = { config: { cacheSeconds: CACHE_SECONDS.record } };

/** People and organisations (spec 02 §2, §7): the record and its resources. */
export function personRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.people.get,
      ({ params }) => getPerson(deps, params.id, parseRecordId('person', params.id)),
      cache,
    );
    serve(
      app,
      ENDPOINTS.people.resources,
      ({ params, query }) => getPersonResources(deps, params.id, parseRecordId('person', params.id), query),
      cache,
    );
  };
}
