import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { addItemsToLists, userListSummaries } from '../services/lists.service.ts';

/** Spec 01 §7 list calls of the search results (ADR 017). Answers depend on the caller: never cached. */
export function listWriteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.lists.addItems, ({ request, body }) =>
      addItemsToLists(deps, callerOf(request), body),
    );
    serve(app, ENDPOINTS.lists.summariesOf, ({ request, params }) =>
      userListSummaries(deps, callerOf(request), params.user),
    );
  };
}
