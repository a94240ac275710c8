import { ENDPOINTS, MESSAGES } from '@trove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Caller } from '../auth/caller.ts';
import type { LogOut } from '../auth/logout.ts';
import { requireRecentAuthentication } from '../auth/recent-authentication.ts';
import { sessionIdOf } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { siteUrlOf } from '../http/site-address.ts';
import { callerOf } from '../http/viewer.ts';
import { deleteOwnAccount } from '../services/account-deletion.service.ts';
import { changePrivacy } from '../services/account-privacy.service.ts';
import {
  changePassword,
  changeUsername,
  confirmPassword,
  confirmEmailChange,
  requestEmailChange,
} from '../services/profile-settings.service.ts';

/** Where the link sent to a new e-mail address leads: a page that asks to confirm (ADR 041). */
export const EMAIL_CONFIRM_PATH = '/user/confirm-email';

function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new HttpError(401, 'unauthorised', MESSAGES.noPermission);
  return caller;
}

/** The Settings tab's calls (spec 03 §7 Profile; ADR 041): each on the caller's own account. */
export function profileSettingsRoutes(deps: AppDeps, logOut: LogOut): FastifyPluginAsyncZod {
  const calls = ENDPOINTS.profileSettings;
  /** The caller of a sensitive change, when their session proved who they are lately (ADR 056). */
  const recentlyAuthenticated = async (request: FastifyRequest): Promise<Caller> => {
    const caller = signedIn(callerOf(request));
    await requireRecentAuthentication(deps.store, caller, sessionIdOf(request), deps.now());
    return caller;
  };
  return async (app) => {
    serve(app, calls.changeEmail, async ({ request, body, reply }) => {
      const { token, pendingEmail } = await requestEmailChange(
        deps,
        await recentlyAuthenticated(request),
        body,
      );
      // No mail server yet: the link goes to the log for the operator to pass on, as resets do (ADR 014).
      request.log.warn(
        { emailChangeFor: pendingEmail },
        `E-mail change link: ${siteUrlOf(request, deps.config)}${EMAIL_CONFIRM_PATH}/${token}`,
      );
      reply.header('cache-control', 'no-store');
      return { pendingEmail };
    });

    serve(app, calls.confirmEmail, async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      return confirmEmailChange(deps, body.token);
    });

    serve(app, calls.changeUsername, async ({ request, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return changeUsername(deps, await recentlyAuthenticated(request), body.username);
    });

    serve(app, calls.changePassword, async ({ request, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return changePassword(deps, signedIn(callerOf(request)), body, sessionIdOf(request));
    });

    serve(app, calls.confirmPassword, async ({ request, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return confirmPassword(deps, signedIn(callerOf(request)), body.password, sessionIdOf(request));
    });

    serve(app, calls.privacy, async ({ request, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return changePrivacy(deps, signedIn(callerOf(request)), body);
    });

    serve(app, calls.deleteAccount, async ({ request, params, reply }) => {
      const answer = await deleteOwnAccount(deps, await recentlyAuthenticated(request), params.username);
      // The browser's sessions (portal and provider) end with the account.
      await logOut(request, reply);
      reply.header('cache-control', 'no-store');
      return answer;
    });
  };
}
