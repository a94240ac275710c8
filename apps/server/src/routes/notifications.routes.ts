import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { activityOf } from '../services/activity.service.ts';
import { clearAlert, clearAllAlerts, notificationsOf } from '../services/notifications.service.ts';

/** The notification calls of spec 03 §7 and the About tab's activity feed (ADR 042). */
export function notificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Every answer depends on who asks: no cache keeps one.
    serve(app, ENDPOINTS.notifications.list, ({ request, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return notificationsOf(deps, callerOf(request), query);
    });
    serve(app, ENDPOINTS.notifications.clearAll, ({ request }) => clearAllAlerts(deps, callerOf(request)));
    serve(app, ENDPOINTS.notifications.clearAlert, ({ request, params }) =>
      clearAlert(deps, callerOf(request), params.id),
    );
    serve(app, ENDPOINTS.notifications.activity, ({ request, params, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return activityOf(deps, callerOf(request), params.username, query);
    });
  };
}
