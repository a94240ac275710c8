import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { type Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';

const SECRET_KEY = 'secret.cookies';

/**
 * The key that signs cookies (the session, the human check). SESSION_SECRET wins; otherwise one is
 * made once and kept in the store, so every instance on a shared PostgreSQL signs alike and a
 * restart keeps visitors signed in. It never enters the repository.
 */
export async function cookieSecret(
  store: Pick<Store, 'content'>,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await store.content.insertConfigEntryIfMissing(SECRET_KEY, randomBytes(32).toString('base64url'));
  const secret = await store.content.getConfigEntry(SECRET_KEY);
  if (!secret) throw new Error('The cookie secret could not be stored');
  return secret;
}

/** Cookies for every route, signed with the secret (request.unsignCookie, reply.setCookie({ signed })). */
export async function installCookies(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyCookie, { secret, parseOptions: { path: '/', httpOnly: true, sameSite: 'lax' } });
}
