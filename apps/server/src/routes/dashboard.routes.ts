import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { dashboardEmbedInfo } from '../services/dashboard.service.ts';

/** The partner dashboard (spec 03 §7; ADR 044). The answer is the caller's own: never cached. */
export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ENDPOINTS.dashboard.embedInfo, ({ request, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return dashboardEmbedInfo(deps, callerOf(request), query);
    });
  };
}
