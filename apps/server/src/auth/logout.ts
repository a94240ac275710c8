import { type SessionRow, type Store } from '@trove/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { endSession } from './session.ts';

/** Ends this browser's sign-in; answers the ended portal session (null when there was none). */
export type LogOut = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionRow | null>;

/**
 * The embedded provider's session of this browser (read from its signed `_session` cookie) ends:
 * its record and grants leave the store and its cookies are cleared, so nobody at this browser
 * can be signed in again by it without the password (issue 12).
 */
async function endProviderSession(
  store: Pick<Store, 'oidc'>,
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const session = await provider.Session.get({ req: request.raw, res: reply.raw });
  if (!session.new) {
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (!grantId) continue;
      // The grant's codes and tokens, then the grant itself.
      await store.oidc.deleteOidcPayloadsOfGrant(grantId);
      await (await provider.Grant.find(grantId))?.destroy();
    }
    await session.destroy();
  }
  const name = provider.cookieName('session');
  for (const cookie of [name, `${name}.sig`]) reply.clearCookie(cookie, { path: '/', secure });
}

/**
 * Logging out (the /auth/logout page and GET /api/profile/logout): the portal's session and,
 * with the embedded provider, the provider's own. An external issuer's session is ended by
 * sending the visitor to its end-session address (routes/auth.routes.ts).
 */
export function logOutWith(
  store: Pick<Store, 'oidc' | 'sessions'>,
  provider: Provider | null,
  secure: boolean,
): LogOut {
  return async (request, reply) => {
    if (provider) await endProviderSession(store, provider, request, reply, secure);
    return endSession(store, request, reply, secure);
  };
}
