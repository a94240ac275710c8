import { ENDPOINTS, MODERATION_ACTIONS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { enforce } from '../domain/decision.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { mayModerate } from '../services/moderation-policy.ts';
import { moderateItem, moderationItems, moderationLog } from '../services/moderation.service.ts';

/** The caller when the moderation policy lets them in; its refusal (401 or 403) otherwise. */
function requireContentManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  enforce(mayModerate(caller));
  return caller!;
}

/**
 * Content managers' review and moderation of notes and tags (spec 03 §7 GET /annotation/; ADR 045).
 * The role is checked before the query or body is read, so others learn nothing from validation.
 * Answers show private notes and tags, so none is cached.
 */
export function moderationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', async (request) => {
      requireContentManager(request);
    });

    serve(app, ENDPOINTS.moderation.items, ({ query }) => moderationItems(deps, query));
    serve(app, ENDPOINTS.moderation.log, ({ query }) => moderationLog(deps, query));
    for (const action of MODERATION_ACTIONS) {
      serve(app, ENDPOINTS.moderateNote[action], ({ request, params, body }) =>
        moderateItem(deps, requireContentManager(request).userId, 'note', params.id, action, body.reason),
      );
      serve(app, ENDPOINTS.moderateTag[action], ({ request, params, body }) =>
        moderateItem(deps, requireContentManager(request).userId, 'tag', params.id, action, body.reason),
      );
    }
  };
}
