import {
  AddListItemsBodySchema,
  AddListItemsSchema,
  ApiErrorSchema,
  UserContributionParamsSchema,
  UserListSummariesSchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/viewer.ts';
import { addItemsToLists, userListSummaries } from '../services/list-writes.ts';

/** Spec 01 §7 list calls of the search results (ADR 017). Answers depend on the caller: never cached. */
export function listWriteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/list/addItems',
      {
        schema: {
          tags: ['lists'],
          summary:
            'Add works, articles or people to your own lists, existing ones (id) or a new one (name, description, priv, collaborative)',
          body: AddListItemsBodySchema,
          response: {
            200: AddListItemsSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      (request) => addItemsToLists(deps, callerOf(request), request.body),
    );

    app.get(
      '/list/summary/user/:user',
      {
        schema: {
          tags: ['lists'],
          summary: 'A user’s lists by name: all of your own, only the public ones of anyone else',
          params: UserContributionParamsSchema,
          response: { 200: UserListSummariesSchema, 404: ApiErrorSchema },
        },
      },
      (request) => userListSummaries(deps, callerOf(request), request.params.user),
    );
  };
}
