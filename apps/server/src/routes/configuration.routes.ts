import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { atSite } from '../http/site-address.ts';
import {
  alerts,
  applicationConfig,
  environmentConfig,
  supportingPage,
} from '../services/configuration.service.ts';

export function configurationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const calls = ENDPOINTS.configuration;
    serve(app, calls.application, () => applicationConfig(deps), {
      config: { cacheSeconds: CACHE_SECONDS.applicationConfig },
    });
    // publicUrl: the address the caller reached (ADR 030).
    serve(app, calls.environment, ({ request }) => environmentConfig(atSite(deps, request)), {
      config: { cacheSeconds: CACHE_SECONDS.environmentConfig },
    });
    serve(app, calls.alerts, ({ query }) => alerts(deps, query.deliverySystem), {
      config: { cacheSeconds: CACHE_SECONDS.alerts },
    });
    serve(app, calls.supportingPage, ({ params }) => supportingPage(deps, params.key), {
      config: { cacheSeconds: CACHE_SECONDS.landing },
    });
  };
}
