import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { followList, stopFollowingList, trendingLists } from '../services/list-follow.service.ts';
import { removeCollaborator, setRole, transferList } from '../services/list-people.service.ts';
import {
  acceptRequest,
  collaborationRequests,
  declineRequest,
  requestToJoin,
  unblock,
} from '../services/list-requests.service.ts';

/**
 * A list's people: requests to join, collaborators, ownership, followers, and the trending lists
 * (spec 03 §7 Lists; ADR 038). Answers depend on the caller: never cached.
 */
export function listPeopleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const { list } = ENDPOINTS;

    serve(app, list.trending, ({ request }) => trendingLists(deps, callerOf(request)));
    serve(app, list.requestToJoin, ({ request, body }) => requestToJoin(deps, callerOf(request), body));
    serve(app, list.requests, ({ request, params }) =>
      collaborationRequests(deps, callerOf(request), params.id),
    );
    serve(app, list.acceptRequest, ({ request, params }) =>
      acceptRequest(deps, callerOf(request), params.id),
    );
    serve(app, list.declineRequest, ({ request, params, query }) =>
      declineRequest(deps, callerOf(request), params.id, query.blockUser === 'true'),
    );
    serve(app, list.unblock, ({ request, params }) =>
      unblock(deps, callerOf(request), params.id, params.user),
    );
    serve(app, list.setRole, ({ request, params, query }) =>
      setRole(deps, callerOf(request), params.id, params.user, query.newRole),
    );
    serve(app, list.removeCollaborator, ({ request, params, query }) =>
      removeCollaborator(deps, callerOf(request), params.id, params.user, {
        removeContributions: query.removeContributions === 'true',
        reason: query.reason,
      }),
    );
    serve(app, list.transfer, ({ request, params }) =>
      transferList(deps, callerOf(request), params.id, params.user),
    );
    serve(app, list.follow, ({ request, params }) => followList(deps, callerOf(request), params.id));
    serve(app, list.stopFollowing, ({ request, params }) =>
      stopFollowingList(deps, callerOf(request), params.id),
    );
  };
}
