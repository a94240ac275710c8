import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { getCopyrightStatus } from '../services/copyright.service.ts';

export function copyrightRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.copyright.status,
      ({ params }) => getCopyrightStatus(deps, params.id, parseRecordId('version', params.id)),
      { config: { cacheSeconds: CACHE_SECONDS.record } },
    );
  };
}
