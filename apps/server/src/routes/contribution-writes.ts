import {
  AddNoteBodySchema,
  AddTagsBodySchema,
  AddTagsSchema,
  AnnotationSchema,
  ApiErrorSchema,
  BulkDeleteTagsBodySchema,
  BulkDeleteTagsSchema,
  NoteBodySchema,
  RemoveNoteSchema,
  RemoveTagSchema,
  TagSuggestionsQuerySchema,
  TagSuggestionsSchema,
  WRITE_TARGETS,
  recordId,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { isHuman } from '../http/human-check.ts';
import { callerOf } from '../http/viewer.ts';
import { addNote, changeNote, removeNote } from '../services/note-writes.ts';
import { addTags, bulkRemoveTags, removeTag, suggestTags } from '../services/tag-writes.ts';

const TagIdParams = z.object({ id: recordId('tag') });
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

    app.post(
      '/tag',
      {
        schema: {
          tags: ['contributions'],
          summary:
            'Add tags (comma separated; quote a tag holding a comma) to works, versions, people, organisations or lists',
          body: AddTagsBodySchema,
          response: { 200: AddTagsSchema, ...writeErrors },
        },
      },
      (request) => addTags(deps, callerOf(request), isHuman(request, deps.now()), request.body),
    );

    app.delete(
      '/tag/:id',
      {
        schema: {
          tags: ['contributions'],
          summary: 'Remove one of your own tags; result false when there is no such tag',
          params: TagIdParams,
          response: { 200: RemoveTagSchema, ...refusals },
        },
      },
      async (request) => ({ result: await removeTag(deps, callerOf(request), request.params.id) }),
    );

    app.post(
      '/tag/bulkDelete',
      {
        schema: {
          tags: ['contributions'],
          summary:
            'Remove the named tags (public, private or both: priv null) from the targets: your own, or anyone’s for a data manager',
          body: BulkDeleteTagsBodySchema,
          response: { 200: BulkDeleteTagsSchema, ...refusals },
        },
      },
      (request) => bulkRemoveTags(deps, callerOf(request), request.body),
    );

    app.get(
      '/tag',
      {
        schema: {
          tags: ['contributions'],
          summary: 'Autocomplete: up to 5 of your own tags starting with the text, after 1 character',
          querystring: TagSuggestionsQuerySchema,
          response: { 200: TagSuggestionsSchema },
        },
      },
      (request) => suggestTags(deps, callerOf(request), request.query.text),
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
