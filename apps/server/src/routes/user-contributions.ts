import {
  ApiErrorSchema,
  UserContributionParamsSchema,
  UserNotesQuerySchema,
  UserNotesSchema,
  UserTagsQuerySchema,
  UserTagsSchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/viewer.ts';
import { userNotes, userTags } from '../services/user-contributions.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Spec 03 §7 GET /tag/user/{user} and GET /annotation/user/{user}: a user's tags and notes, a page
 * at a time. The owner's answer holds private ones, so none is kept by a cache.
 */
export function userContributionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/tag/user/:user',
      {
        schema: {
          tags: ['contributions'],
          summary: 'A user’s public tags, or all of their own to themselves, newest first',
          description:
            'includePublic and includePrivate (true or false, both true by default) choose visibilities; startPos and pageSize (at most 100, 20 by default) page.',
          params: UserContributionParamsSchema,
          querystring: UserTagsQuerySchema,
          response: { 200: UserTagsSchema, ...errors },
        },
      },
      (request) => userTags(deps, callerOf(request), request.params.user, request.query),
    );

    app.get(
      '/annotation/user/:user',
      {
        schema: {
          tags: ['contributions'],
          summary: 'A user’s public notes, or all of their own to themselves, last changed first',
          description: 'startPos and pageSize (at most 100, 20 by default) page.',
          params: UserContributionParamsSchema,
          querystring: UserNotesQuerySchema,
          response: { 200: UserNotesSchema, ...errors },
        },
      },
      (request) => userNotes(deps, callerOf(request), request.params.user, request.query),
    );
  };
}
