import {
  ApiErrorSchema,
  KcInitSchema,
  LogoutResultSchema,
  MESSAGES,
  ProfileInfoSchema,
  ProfileUsernameParamsSchema,
  PublicProfileSchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcClient } from '../auth/oidc-client.ts';
import type { LogOut } from '../auth/logout.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { callerOf } from '../http/viewer.ts';
import { kcInit, profileInfo, publicProfile } from '../services/profile-service.ts';

const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 500: ApiErrorSchema };

/** kcInit and the profile calls of spec 03 §7 that accounts need now. */
export function profileRoutes(deps: AppDeps, client: OidcClient, logOut: LogOut): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/configuration/kcInit',
      {
        schema: {
          tags: ['configuration'],
          summary: 'The identity provider: where to sign in and come back to',
          response: { 200: KcInitSchema, ...errors },
        },
      },
      () => kcInit(deps, client),
    );

    app.get(
      '/profile/info',
      {
        schema: {
          tags: ['profile'],
          summary: "The signed-in user's own profile",
          response: { 200: ProfileInfoSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        if (!caller) throw new HttpError(401, 'unauthorised', MESSAGES.noPermission);
        reply.header('cache-control', 'private, no-store');
        return profileInfo(deps, caller);
      },
    );

    app.get(
      '/profile/logout',
      {
        schema: {
          tags: ['profile'],
          summary: 'Ends the session of this browser',
          response: { 200: LogoutResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        await logOut(request, reply);
        reply.header('cache-control', 'no-store');
        return { loggedOut: true as const };
      },
    );

    app.get(
      '/profile/:username',
      {
        schema: {
          tags: ['profile'],
          summary: 'What anyone may see of an account',
          params: ProfileUsernameParamsSchema,
          response: { 200: PublicProfileSchema, ...errors },
        },
      },
      (request) => publicProfile(deps, request.params.username),
    );
  };
}
