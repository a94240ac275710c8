import { ENDPOINTS, WRITE_TARGETS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { isHuman } from '../http/human-check.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { addNote, changeNote, removeNote } from '../services/notes.service.ts';
import { addTags, bulkRemoveTags, removeTag, suggestTags } from '../services/tags.service.ts';

/**
 * Spec 01 §7 and 02 §7 write calls of tags and notes. Every handler asks the policy
 * (services/contribution-policy.ts) through its service: anonymous public contributions only after
 * the human check, private ones and changes only for their owner. Answers are never cached.
 */
export function contributionWriteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
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

    for (const type of WRITE_TARGETS) {
      serve(app, ENDPOINTS.addNote[type], ({ request, body }) =>
        addNote(deps, callerOf(request), isHuman(request, deps.now()), type, body.target, body),
      );
    }
    serve(app, ENDPOINTS.notes.change, ({ request, params, body }) =>
      changeNote(deps, callerOf(request), params.id, body),
    );
    serve(app, ENDPOINTS.notes.remove, async ({ request, params }) => ({
      result: await removeNote(deps, callerOf(request), params.id),
    }));
  };
}
