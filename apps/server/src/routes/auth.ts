import fastifyRateLimit from '@fastify/rate-limit';
import { findAccountById, setAccountRoles, upsertExternalAccount } from '@trove/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import {
  ACCOUNT_LOCKED,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from '../auth/account-service.ts';
import { safeBackurl } from '../auth/backurl.ts';
import { csrfRefusal } from '../auth/csrf.ts';
import { SIGN_UP_PARAM } from '../auth/embedded-provider.ts';
import type { OidcClient, OidcSignIn, PendingSignIn } from '../auth/oidc-client.ts';
import { type AuthPage, type Field, renderAuthPage } from '../auth/pages.ts';
import { endSession, startSession } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { ownOrigins } from '../http/origins.ts';

/** Sign-in, sign-up and reset posts per address and minute (ADR 014). */
export const SIGN_IN_PER_MINUTE = 10;
const PENDING_COOKIE = 'trove_oidc';

type Form = Record<string, string>;

function text(form: unknown, name: string): string {
  const value = (form as Form | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function backurlOf(raw: unknown): string {
  const backurl = safeBackurl(raw);
  if (backurl === null)
    throw new HttpError(400, 'bad_backurl', 'The address to come back to must be a page of this site.');
  return backurl;
}

/**
 * Sign-in, sign-up, logout and password reset (ADR 014). The server is an OpenID Connect client
 * of `client`: the embedded provider (`provider`, whose sign-in and sign-up interactions are the
 * forms here) or an external issuer (provider null).
 */
export function authRoutes(deps: AppDeps, client: OidcClient, provider: Provider | null) {
  const product = deps.config.productName;
  const publicUrl = deps.config.publicUrl;
  const secure = publicUrl.startsWith('https:');
  const session = { secure, now: deps.now };
  const limited = { rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: 60_000 } };

  const page = (reply: FastifyReply, status: number, content: Omit<AuthPage, 'productName'>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderAuthPage({ productName: product, ...content }));

  const loginPage = (
    uid: string,
    values: { login?: string; error?: string } = {},
  ): Omit<AuthPage, 'productName'> => ({
    title: `Log in to ${product}`,
    action: `/auth/interaction/${uid}/login`,
    submit: 'Log in',
    ...(values.error ? { error: values.error } : {}),
    fields: [
      {
        name: 'login',
        label: 'E-mail address or user name',
        type: 'text',
        autocomplete: 'username',
        value: values.login ?? '',
      },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
    ],
    links: [
      [`/auth/interaction/${uid}?form=signup`, `New to ${product}? Sign up`],
      ['/auth/reset', 'Forgotten your password?'],
    ],
  });

  const signUpPage = (
    uid: string,
    values: { email?: string; displayName?: string },
    errors: Partial<Record<string, string>> = {},
  ): Omit<AuthPage, 'productName'> => {
    const field = (f: Field): Field => {
      const error = errors[f.name];
      return error ? { ...f, error } : f;
    };
    return {
      title: `Sign up to ${product}`,
      action: `/auth/interaction/${uid}/signup`,
      submit: 'Sign up',
      fields: [
        field({
          name: 'email',
          label: 'E-mail address',
          type: 'email',
          autocomplete: 'email',
          value: values.email ?? '',
        }),
        field({
          name: 'displayName',
          label: 'Display name',
          type: 'text',
          autocomplete: 'name',
          hint: 'Shown with your tags, notes and lists.',
          value: values.displayName ?? '',
        }),
        field({
          name: 'password',
          label: 'Password',
          type: 'password',
          autocomplete: 'new-password',
          hint: 'At least 10 characters.',
        }),
      ],
      links: [[`/auth/interaction/${uid}?form=login`, 'Already have an account? Log in']],
    };
  };

  /** Forms post from this site only (no login CSRF). */
  const checkOrigin = (request: FastifyRequest) => {
    const refusal = csrfRefusal({
      method: request.method,
      signedIn: false,
      origin: request.headers.origin,
      referer: request.headers.referer,
      ownOrigins: ownOrigins(publicUrl, request),
      cookieToken: undefined,
      headerToken: undefined,
    });
    if (refusal) throw new HttpError(403, 'csrf', refusal);
  };

  /** Sign-in starts on PUBLIC_URL: the callback comes back there, and so must the state cookie. */
  const onPublicOrigin = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    // By host only (a proxy may end TLS), and once only (a proxy may rewrite Host): never a loop.
    const query = request.query as Form;
    if (
      request.headers.host === new URL(publicUrl).host ||
      request.headers['x-forwarded-host'] ||
      query.moved
    )
      return null;
    const separator = request.url.includes('?') ? '&' : '?';
    return reply.redirect(`${publicUrl}${request.url}${separator}moved=1`, 303);
  };

  const redirectToIssuer = async (request: FastifyRequest, reply: FastifyReply, signUp: boolean) => {
    const backurl = backurlOf((request.query as Form).backurl);
    const moved = onPublicOrigin(request, reply);
    if (moved) return moved;
    const { url, pending } = await client.start(backurl, signUp);
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      path: '/auth/callback',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      maxAge: 1800,
    });
    return reply.redirect(url, 303);
  };

  /** The account a finished sign-in belongs to: a local account, or one made for the issuer's subject. */
  const accountFor = async (signed: OidcSignIn): Promise<number> => {
    if (provider) {
      const account = await findAccountById(deps.store.db, Number(signed.subject));
      if (!account) throw new Error('The embedded provider named an account that does not exist');
      return account.id;
    }
    const userId = await upsertExternalAccount(deps.store.db, { ...signed, now: deps.now().toISOString() });
    // The token's roles are the truth for issuer accounts; kept on the account for the CLI's list.
    await setAccountRoles(deps.store.db, userId, signed.roles);
    return userId;
  };

  return async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'too_many_requests',
          `Too many sign-in attempts from your address: try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const hidden = { schema: { hide: true } };

    app.get('/auth/login', hidden, (request, reply) => redirectToIssuer(request, reply, false));
    app.get('/auth/signup', hidden, (request, reply) => redirectToIssuer(request, reply, true));

    app.get('/auth/callback', hidden, async (request, reply) => {
      const raw = request.cookies[PENDING_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(PENDING_COOKIE, { path: '/auth/callback' });
      if (!unsigned?.valid || !unsigned.value)
        throw new HttpError(
          400,
          'sign_in_expired',
          'The sign-in took too long or was started elsewhere. Please log in again.',
        );
      const pending = JSON.parse(unsigned.value) as PendingSignIn;
      let signed: OidcSignIn;
      try {
        signed = await client.finish(new URL(request.url, publicUrl), pending, deps.now());
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in could not be completed');
        throw new HttpError(
          401,
          'sign_in_failed',
          'The sign-in could not be completed. Please log in again.',
        );
      }
      // The embedded provider's tokens are never used again: the session's own expiry stands for them.
      await startSession(deps.store, reply, await accountFor(signed), session, provider ? {} : signed);
      return reply.redirect(safeBackurl(pending.backurl) ?? '/', 303);
    });

    app.get('/auth/logout', hidden, async (request, reply) => {
      const backurl = backurlOf((request.query as Form).backurl);
      await endSession(deps.store, request, reply, secure);
      if (!provider) {
        const away = await client.logoutUrl(null, `${publicUrl}${backurl}`).catch(() => null);
        if (away) return reply.redirect(away, 303);
      }
      return reply.redirect(backurl, 303);
    });

    if (provider) {
      // The embedded provider's sign-in and sign-up: its interactions, on the forms above.
      const finishLogin = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: String(userId) } },
          { mergeWithLastSubmission: false },
        );
      };
      const details = async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          throw new HttpError(
            400,
            'sign_in_expired',
            'The sign-in took too long or was started elsewhere. Please log in again.',
          );
        }
      };

      app.get('/auth/interaction/:uid', hidden, async (request, reply) => {
        const interaction = await details(request, reply);
        const form = (request.query as Form).form;
        const wantsSignUp =
          form === 'signup' || (form !== 'login' && interaction.params[SIGN_UP_PARAM] === '1');
        return page(reply, 200, wantsSignUp ? signUpPage(interaction.uid, {}) : loginPage(interaction.uid));
      });

      app.post('/auth/interaction/:uid/login', { ...hidden, config: limited }, async (request, reply) => {
        checkOrigin(request);
        const interaction = await details(request, reply);
        const login = text(request.body, 'login');
        const result = await signIn(deps.store, login, text(request.body, 'password'), deps.now());
        if (!result.ok)
          return page(
            reply,
            result.message === ACCOUNT_LOCKED ? 429 : 401,
            loginPage(interaction.uid, { login, error: result.message }),
          );
        return finishLogin(request, reply, result.userId);
      });

      app.post('/auth/interaction/:uid/signup', { ...hidden, config: limited }, async (request, reply) => {
        checkOrigin(request);
        const interaction = await details(request, reply);
        const values = { email: text(request.body, 'email'), displayName: text(request.body, 'displayName') };
        const result = await signUp(
          deps.store,
          { ...values, password: text(request.body, 'password') },
          deps.now(),
        );
        if (!result.ok) return page(reply, 400, signUpPage(interaction.uid, values, result.errors));
        return finishLogin(request, reply, result.userId);
      });
    }

    app.get('/auth/reset', hidden, async (_request, reply) => page(reply, 200, resetRequestPage()));

    app.post('/auth/reset', { ...hidden, config: limited }, async (request, reply) => {
      checkOrigin(request);
      const email = text(request.body, 'email');
      const token = await requestPasswordReset(deps.store, email, deps.now());
      // No mail server yet: the link goes to the log for the operator to pass on (ADR 014).
      if (token)
        request.log.warn(
          { passwordResetFor: email.trim().toLowerCase() },
          `Password reset link: ${publicUrl}/auth/reset/${token}`,
        );
      return page(reply, 200, {
        ...resetRequestPage(),
        notice:
          'If an account has this e-mail address, a link to choose a new password is on its way. The link works for 2 hours.',
      });
    });

    app.get('/auth/reset/:token', hidden, async (request, reply) =>
      page(reply, 200, newPasswordPage((request.params as Form).token ?? '')),
    );

    app.post('/auth/reset/:token', { ...hidden, config: limited }, async (request, reply) => {
      checkOrigin(request);
      const token = (request.params as Form).token ?? '';
      const result = await resetPassword(deps.store, token, text(request.body, 'password'), deps.now());
      if (!result.ok) return page(reply, 400, { ...newPasswordPage(token), error: result.message });
      return page(reply, 200, {
        title: 'Your password has been changed',
        action: '/auth/login',
        submit: 'Log in',
        notice: 'Your password has been changed. Log in with the new one.',
        fields: [],
        method: 'get',
      });
    });
  };

  function resetRequestPage(): Omit<AuthPage, 'productName'> {
    return {
      title: 'Choose a new password',
      action: '/auth/reset',
      submit: 'Send me a link',
      fields: [{ name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email' }],
      links: [['/auth/login', 'Back to log in']],
    };
  }

  function newPasswordPage(token: string): Omit<AuthPage, 'productName'> {
    return {
      title: 'Choose a new password',
      action: `/auth/reset/${encodeURIComponent(token)}`,
      submit: 'Change password',
      fields: [
        {
          name: 'password',
          label: 'New password',
          type: 'password',
          autocomplete: 'new-password',
          hint: 'At least 10 characters.',
        },
      ],
    };
  }
}

/**
 * The embedded provider's own endpoints (discovery, authorisation, token, keys, userinfo) under
 * /auth. They read their request bodies themselves, so nothing here parses them.
 */
export function providerRoutes(provider: Provider) {
  const handle = provider.callback();
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.all('/auth/*', { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').replace(/^\/auth/, '') || '/';
      await handle(raw, reply.raw);
    });
  };
}
