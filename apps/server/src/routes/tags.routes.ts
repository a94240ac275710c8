import { CACHE_SECONDS, ENDPOINTS, TAG_TARGETS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { isHuman } from '../http/human-check.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf, viewerOf } from '../http/viewer.ts';
import {
  addTags,
  bulkRemoveTags,
  getTags,
  removeTag,
  suggestTags,
  userTags,
} from '../services/tags.service.ts';
import { userTagSummary } from '../services/profile-tags.service.ts';

/*
 * Tags (spec 01 §7, 02 §7, 03 §7). Three plugins, registered by app.ts among the notes' and lists'
 * so the routes (and the OpenAPI document) keep their order.
 */

/**
 * The tags on a record. Answers depend on who calls (http/viewer.ts): anonymous callers see public
 * ones only, a signed-in caller their own private ones too.
 */
export function tagReadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of TAG_TARGETS) {
      serve(
        app,
        ENDPOINTS.tagsOn[type],
        ({ request, params: { id } }) => getTags(deps, type, id, parseRecordId(type, id), viewerOf(request)),
        { config: { cacheSeconds: CACHE_SECONDS.annotations } },
      );
    }
  };
}

/**
 * Adding, removing and suggesting tags. Every handler asks the policy
 * (services/contribution-policy.ts) through its service: anonymous public tags only after the human
 * check, private ones and changes only for their owner. Answers are never cached.
 */
export function tagWriteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.tags.add, ({ request, body }) =>
      addTags(deps, callerOf(request), isHuman(request, deps.now()), body),
    );
    serve(app, ENDPOINTS.tags.remove, async ({ request, params }) => ({
      result: await removeTag(deps, callerOf(request), params.id),
    }));
    serve(app, ENDPOINTS.tags.removeMany, ({ request, body }) =>
      bulkRemoveTags(deps, callerOf(request), body),
    );
    serve(app, ENDPOINTS.tags.suggest, ({ request, query }) =>
      suggestTags(deps, callerOf(request), query.text),
    );
  };
}

/**
 * GET /tag/user/{user}: a user's tags, a page at a time. The owner's answer holds private ones, so
 * none is kept by a cache.
 */
export function userTagRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.tags.ofUser, ({ request, params, query }) =>
      userTags(deps, callerOf(request), params.user, query),
    );
    serve(app, ENDPOINTS.tags.summaryOfUser, ({ request, params, query }) =>
      userTagSummary(deps, callerOf(request), params.user, query),
    );
  };
}
