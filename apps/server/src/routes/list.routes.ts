import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import {
  addUrlItem,
  moveItem,
  removeItem,
  removeList,
  setItemNote,
  setThumbnail,
  updateList,
} from '../services/list-edit.service.ts';
import {
  availableThumbnails,
  getList,
  listFilters,
  listItem,
  listItemsPage,
  listsOfUser,
  manageList,
} from '../services/list-view.service.ts';
import { listTabOfUser } from '../services/profile-lists.service.ts';

/**
 * One list: viewing, its items and managing it (spec 03 §7 Lists; ADR 038). Every answer depends
 * on who calls (a private list exists for its owner and collaborators only), so none is cached.
 */
export function listRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const L = ENDPOINTS.list;

    serve(app, L.get, ({ request, params }) => getList(deps, params.id, callerOf(request)));
    serve(app, L.manage, ({ request, params }) => manageList(deps, params.id, callerOf(request)));
    serve(app, L.filters, ({ request, params, query }) =>
      listFilters(deps, params.id, callerOf(request), query.type),
    );
    serve(app, L.items, ({ request, params, query }) =>
      listItemsPage(deps, params.id, callerOf(request), query),
    );
    serve(app, L.item, ({ request, params }) => listItem(deps, params.id, params.item, callerOf(request)));
    serve(app, L.ofUser, ({ request, params, query }) => {
      const { tab } = query;
      // With a tab: the profile's Lists tab set (ADR 039); without, every list they own or work on.
      return tab
        ? listTabOfUser(deps, params.user, callerOf(request), { ...query, tab })
        : listsOfUser(deps, params.user, callerOf(request), query.page);
    });
    serve(app, L.thumbnails, ({ request, params, query }) =>
      availableThumbnails(deps, params.id, callerOf(request), query),
    );

    serve(app, L.move, ({ request, params, body }) =>
      moveItem(deps, params.id, params.item, body.newSeq, callerOf(request)),
    );
    serve(app, L.removeItem, ({ request, params }) =>
      removeItem(deps, params.id, params.item, callerOf(request)),
    );
    serve(app, L.removeItemOfTarget, ({ request, params }) =>
      removeItem(deps, params.id, params.item, callerOf(request), params.target),
    );
    serve(app, L.setItemNote, ({ request, params, body }) =>
      setItemNote(deps, params.id, params.item, body.note, callerOf(request)),
    );
    serve(app, L.addUrlItem, ({ request, params, body }) =>
      addUrlItem(deps, params.id, body, callerOf(request)),
    );
    serve(app, L.update, ({ request, params, body }) => updateList(deps, params.id, body, callerOf(request)));
    serve(app, L.remove, ({ request, params }) => removeList(deps, params.id, callerOf(request)));
    serve(app, L.setThumbnail, ({ request, params, body }) =>
      setThumbnail(deps, params.id, body.thumbnailUrl, callerOf(request)),
    );
  };
}
