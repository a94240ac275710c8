import { ENDPOINTS, MESSAGES } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcClient } from '../auth/oidc-client.ts';
import type { LogOut } from '../auth/logout.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { atSite } from '../http/site-address.ts';
import { callerOf } from '../http/viewer.ts';
import { kcInit, profileInfo, publicProfile } from '../services/profile.service.ts';

/** kcInit and the profile calls of spec 03 §7 that accounts need now. */
export function profileRoutes(deps: AppDeps, client: OidcClient, logOut: LogOut): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ENDPOINTS.profile.kcInit, ({ request }) => kcInit(atSite(deps, request), client));

    serve(app, ENDPOINTS.profile.info, async ({ request, reply }) => {
      const caller = callerOf(request);
      if (!caller) throw new HttpError(401, 'unauthorised', MESSAGES.noPermission);
      reply.header('cache-control', 'private, no-store');
      return profileInfo(deps, caller);
    });

    serve(app, ENDPOINTS.profile.logout, async ({ request, reply }) => {
      await logOut(request, reply);
      reply.header('cache-control', 'no-store');
      return { loggedOut: true as const };
    });

    // The answer depends on who asks (own, counts of private things): no cache keeps it.
    serve(app, ENDPOINTS.profile.ofUser, ({ request, params, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return publicProfile(deps, params.username, callerOf(request));
    });
  };
}
