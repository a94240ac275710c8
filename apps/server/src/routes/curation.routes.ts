import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { requireDataManager } from '../http/data-manager.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { mergeWorkIds, splitWork } from '../services/curation.service.ts';

/**
 * Data managers regrouping editions (spec 02 §7 Split edition, 01 §7 Merge; ADR 016). The role is
 * checked before the body is read, so others learn nothing from validation. Never cached.
 */
export function curationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', async (request) => {
      requireDataManager(request);
    });

    serve(app, ENDPOINTS.curation.split, ({ request, params, body }) =>
      splitWork(deps, params.id, parseRecordId('work', params.id), body, requireDataManager(request)),
    );
    serve(app, ENDPOINTS.curation.merge, ({ request, body }) =>
      mergeWorkIds(deps, body, requireDataManager(request)),
    );
  };
}
