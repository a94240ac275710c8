import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { userNotes, userTags } from '../services/user-contributions.ts';

/**
 * Spec 03 §7 GET /tag/user/{user} and GET /annotation/user/{user}: a user's tags and notes, a page
 * at a time. The owner's answer holds private ones, so none is kept by a cache.
 */
export function userContributionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.tags.ofUser, ({ request, params, query }) =>
      userTags(deps, callerOf(request), params.user, query),
    );
    serve(app, ENDPOINTS.notes.ofUser, ({ request, params, query }) =>
      userNotes(deps, callerOf(request), params.user, query),
    );
  };
}
