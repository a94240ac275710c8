import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { landingCategories, landingPage, landingSummaries } from '../services/landing.service.ts';

const cached = { config: { cacheSeconds: CACHE_SECONDS.landing } };

export function landingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const calls = ENDPOINTS.landing;
    serve(app, calls.home, () => landingPage(deps, 'home'), cached);
    serve(app, calls.page, ({ params }) => landingPage(deps, params.key), cached);
    serve(app, calls.list, () => landingSummaries(deps), cached);
    serve(app, calls.categories, () => landingCategories(deps), cached);
  };
}
