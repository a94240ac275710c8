import { CACHE_SECONDS, CONTAINING_TARGETS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf, viewerOf } from '../http/viewer.ts';
import { addItemsToLists, getContainingLists, userListSummaries } from '../services/lists.service.ts';

/*
 * Lists (spec 01 §7, 02 §7; ADR 017). Two plugins, registered by app.ts among the tags' and notes'
 * so the routes (and the OpenAPI document) keep their order.
 */

/**
 * The lists holding a record. Answers depend on who calls (http/viewer.ts): anonymous callers see
 * public ones only, a signed-in caller their own private ones too.
 */
export function containingListRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of CONTAINING_TARGETS) {
      const record = type === 'personOrOrg' ? 'person' : type;
      serve(
        app,
        ENDPOINTS.listsHolding[type],
        ({ request, params: { id } }) =>
          getContainingLists(deps, type, id, parseRecordId(record, id), viewerOf(request)),
        { config: { cacheSeconds: CACHE_SECONDS.annotations } },
      );
    }
  };
}

/** The list calls of the search results. Answers depend on the caller: never cached. */
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
