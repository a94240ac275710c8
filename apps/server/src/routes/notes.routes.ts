import { ANNOTATION_TARGETS, CACHE_SECONDS, ENDPOINTS, WRITE_TARGETS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { isHuman } from '../http/human-check.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf, viewerOf } from '../http/viewer.ts';
import { addNote, changeNote, getAnnotations, removeNote, userNotes } from '../services/notes.service.ts';

/*
 * Notes, which the spec's paths call annotations (spec 02 §7, 03 §7). Three plugins, registered by
 * app.ts among the tags' and lists' so the routes (and the OpenAPI document) keep their order.
 */

/**
 * The notes on a record. Answers depend on who calls (http/viewer.ts): anonymous callers see public
 * ones only, a signed-in caller their own private ones too.
 */
export function noteReadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of ANNOTATION_TARGETS) {
      serve(
        app,
        ENDPOINTS.notesOn[type],
        ({ request, params: { id } }) =>
          getAnnotations(deps, type, id, parseRecordId(type, id), viewerOf(request)),
        { config: { cacheSeconds: CACHE_SECONDS.annotations } },
      );
    }
  };
}

/**
 * Adding, changing and removing notes. Every handler asks the policy
 * (services/contribution-policy.ts) through its service: anonymous public notes only after the
 * human check, private ones and changes only for their owner. Answers are never cached.
 */
export function noteWriteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

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

/**
 * GET /annotation/user/{user}: a user's notes, a page at a time. The owner's answer holds private
 * ones, so none is kept by a cache.
 */
export function userNoteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.notes.ofUser, ({ request, params, query }) =>
      userNotes(deps, callerOf(request), params.user, query),
    );
  };
}
