import {
  AddNoteBodySchema,
  AnnotationSchema,
  ApiErrorSchema,
  ENDPOINTS,
  NoteBodySchema,
  RemoveNoteSchema,
  WRITE_TARGETS,
  recordId,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { isHuman } from '../http/human-check.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { addNote, changeNote, removeNote } from '../services/note-writes.ts';
import { addTags, bulkRemoveTags, removeTag, suggestTags } from '../services/tag-writes.ts';

const NoteIdParams = z.object({ id: recordId('note') });
const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...refusals, 410: ApiErrorSchema };

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
      app.post(
        `/annotation/${type}`,
        {
          schema: {
            tags: ['contributions'],
            summary: `Add a note to a ${type} (plain text, at most 4000 characters)`,
            body: AddNoteBodySchema,
            response: { 200: AnnotationSchema, ...writeErrors },
          },
        },
        (request) =>
          addNote(
            deps,
            callerOf(request),
            isHuman(request, deps.now()),
            type,
            request.body.target,
            request.body,
          ),
      );
    }

    app.put(
      '/annotation/:id',
      {
        schema: {
          tags: ['contributions'],
          summary: 'Change one of your own notes',
          params: NoteIdParams,
          body: NoteBodySchema,
          response: { 200: AnnotationSchema, ...refusals },
        },
      },
      (request) => changeNote(deps, callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/annotation/:id',
      {
        schema: {
          tags: ['contributions'],
          summary: 'Remove one of your own notes; result false when there is no such note',
          params: NoteIdParams,
          response: { 200: RemoveNoteSchema, ...refusals },
        },
      },
      async (request) => ({ result: await removeNote(deps, callerOf(request), request.params.id) }),
    );
  };
}
