import { createHash, randomBytes } from 'node:crypto';
import type { SessionRow, Store } from '@trove/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setCaller } from '../http/viewer.ts';
import { CSRF_COOKIE } from './csrf.ts';
import type { RefreshedTokens } from './oidc-client.ts';
import { localRoles } from './roles.ts';

export const SESSION_COOKIE = 'trove_session';
/** A session lasts 14 days from its last use (ADR 014). */
export const SESSION_DAYS = 14;
/** How often a session is looked at again (spec 01 §9: every 33 minutes) ... */
export const REFRESH_CHECK_MS = 33 * 60 * 1000;
/** ... and renewed when fewer than 600 seconds remain of the issuer's tokens. */
export const REFRESH_MARGIN_MS = 600 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions are stored by this hash: a leaked table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function cookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { path: '/', sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

export interface SessionSettings {
  secure: boolean;
  now: () => Date;
}

type SessionTokens = {
  tokenExpiresAt?: string | null;
  refreshToken?: string | null;
  idToken?: string | null;
  /** When the person signed in at the issuer (its auth_time), which may be before this session. */
  authenticatedAt?: string | null;
};

/** Stores a new session of an account from `now`; returns its token (the cookie's unsigned value). */
export async function storeSession(
  store: Pick<Store, 'sessions'>,
  userId: number,
  now: Date,
  tokens: SessionTokens = {},
): Promise<string> {
  const token = newToken();
  await store.sessions.createSession({
    id: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    tokenExpiresAt: tokens.tokenExpiresAt ?? null,
    refreshToken: tokens.refreshToken ?? null,
    idToken: tokens.idToken ?? null,
    authenticatedAt: tokens.authenticatedAt ?? null,
  });
  return token;
}

/** Starts a session for an account: the row, the signed httpOnly cookie and the CSRF cookie. */
export async function startSession(
  store: Pick<Store, 'sessions'>,
  reply: FastifyReply,
  userId: number,
  settings: SessionSettings,
  tokens: SessionTokens = {},
): Promise<void> {
  const token = await storeSession(store, userId, settings.now(), tokens);
  sendSessionCookies(reply, token, newToken(), settings.secure);
}

/**
 * The signed httpOnly session cookie and the CSRF cookie, both living as long as the stored
 * session: sent at sign-in and again each time the session's expiry slides.
 */
function sendSessionCookies(reply: FastifyReply, token: string, csrfToken: string, secure: boolean): void {
  const maxAge = SESSION_DAYS * 24 * 60 * 60;
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure, maxAge), httpOnly: true, signed: true });
  // Readable by the page's script, which echoes it in x-csrf-token (double submit).
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookieOptions(secure, maxAge), httpOnly: false });
}

/** The session token of a request when its cookie is present and correctly signed. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** The stored id of the request's session, when its cookie is present and correctly signed. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const token = sessionTokenOf(request);
  return token ? hashToken(token) : null;
}

/**
 * Ends the request's session: the row goes, and both cookies are cleared. Answers the ended row
 * (its ID token tells an external issuer whose session to end), or null when there was none.
 */
export async function endSession(
  store: Pick<Store, 'sessions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<SessionRow | null> {
  const token = sessionTokenOf(request);
  const ended = token ? await store.sessions.deleteSession(hashToken(token)) : null;
  clearSessionCookies(reply, secure);
  return ended;
}

function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', secure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', secure });
}

/**
 * Refreshes a session's issuer tokens, with the roles they now grant (null: keep the stored ones);
 * answers null when the issuer refuses (the session ends).
 */
export type TokenRefresher = (session: { refreshToken: string }) => Promise<RefreshedTokens | null>;

/** Requests whose answer sends the session cookie again: no shared cache may keep that answer. */
const renewed = new WeakSet<FastifyRequest>();

/**
 * Reads the session on every request and makes its account the caller (http/viewer.ts). A session
 * seen more than 33 minutes ago slides its expiry and its cookies are sent again to match; an
 * external issuer's tokens are refreshed then when fewer than 600 s remain, and a refused refresh
 * ends the session.
 */
export function installSessions(
  app: FastifyInstance,
  store: Pick<Store, 'accounts' | 'sessions'>,
  settings: SessionSettings & { refresh: TokenRefresher | null },
): void {
  app.addHook('onRequest', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (!token) return;
    const id = hashToken(token);
    const now = settings.now();
    const session = await store.sessions.findLiveSession(id, now.toISOString());
    if (!session) return;
    if (now.getTime() - Date.parse(session.lastSeenAt) >= REFRESH_CHECK_MS) {
      const changes: Parameters<Store['sessions']['touchSession']>[1] = {
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      };
      const tokensEnding =
        session.tokenExpiresAt !== null &&
        Date.parse(session.tokenExpiresAt) - now.getTime() < REFRESH_MARGIN_MS;
      if (tokensEnding) {
        const refreshed =
          settings.refresh && session.refreshToken
            ? await settings.refresh({ refreshToken: session.refreshToken }).catch(() => null)
            : null;
        if (!refreshed) {
          await store.sessions.deleteSession(id);
          clearSessionCookies(reply, settings.secure);
          return;
        }
        const { roles, ...tokens } = refreshed;
        Object.assign(changes, tokens);
        // The issuer's roles are the truth: one taken away there goes here at the next refresh.
        if (roles) await store.accounts.setAccountRoles(session.userId, roles);
      }
      await store.sessions.touchSession(id, changes);
      // The browser's cookies slide with the stored expiry, or a daily user is signed out after 14 days.
      const csrf = request.cookies[CSRF_COOKIE];
      sendSessionCookies(reply, token, csrf && /^[\w-]{43}$/.test(csrf) ? csrf : newToken(), settings.secure);
      renewed.add(request);
    }
    const account = await store.accounts.findAccountById(session.userId);
    if (!account) return;
    setCaller(request, {
      userId: account.id,
      username: account.username,
      displayName: account.displayName,
      roles: localRoles(account.roles),
    });
  });
  // Even a static file's public answer: a Set-Cookie holding a session must never be shared.
  app.addHook('onSend', async (request, reply, payload) => {
    if (renewed.has(request)) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
