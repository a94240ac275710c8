import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import {
  collectionConfig,
  collectionContributors,
  collectionPage,
  collectionSet,
} from '../services/collections.service.ts';
import { exploreInfo } from '../services/configuration.service.ts';

const cached = { config: { cacheSeconds: CACHE_SECONDS.collection } };

export function collectionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const calls = ENDPOINTS.collections;
    serve(app, calls.set, ({ query }) => collectionSet(deps, query.set), cached);
    serve(app, calls.exploreInfo, () => exploreInfo(deps), cached);
    serve(app, calls.page, ({ params }) => collectionPage(deps, params.ns, params.key), cached);
    serve(app, calls.configuration, ({ params }) => collectionConfig(deps, params.ns, params.key), cached);
    serve(
      app,
      calls.contributors,
      ({ params }) => collectionContributors(deps, params.ns, params.key),
      cached,
    );
  };
}
