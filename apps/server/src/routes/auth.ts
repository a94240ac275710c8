import fastifyRateLimit from '@fastify/rate-limit';
import { setAccountRoles, upsertExternalAccount } from '@trove/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_LOCKED,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from '../auth/account-service.ts';
import { safeBackurl } from '../auth/backurl.ts';
import { csrfRefusal } from '../auth/csrf.ts';
import type { ExternalIssuer, PendingSignIn } from '../auth/external-issuer.ts';
import { type AuthPage, type Field, renderAuthPage } from '../auth/pages.ts';
import { endSession, startSession } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { ownOrigins } from '../http/origins.ts';

/** Sign-in attempts per address and minute on the form (ADR 014). */
export const SIGN_IN_PER_MINUTE = 10;
const PENDING_COOKIE = 'trove_oidc';

type Form = Record<string, string>;

function text(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function backurlOf(raw: unknown): string {
  const backurl = safeBackurl(raw);
  if (backurl === null)
    throw new HttpError(400, 'bad_backurl', 'The address to come back to must be a page of this site.');
  return backurl;
}

function withBack(path: string, backurl: string): string {
  return backurl === '/' ? path : `${path}?backurl=${encodeURIComponent(backurl)}`;
}

/**
 * Sign-in, sign-up, logout and password reset (ADR 014): local accounts on server-rendered forms,
 * or the redirects of an external OpenID Connect issuer when one is configured.
 */
export function authRoutes(deps: AppDeps, issuer: ExternalIssuer | null) {
  const product = deps.config.productName;
  const secure = deps.config.publicUrl.startsWith('https:');
  const session = { secure, now: deps.now };

  const page = (reply: FastifyReply, status: number, content: Omit<AuthPage, 'productName'>) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderAuthPage({ productName: product, ...content }));

  const loginPage = (backurl: string, values: { login?: string; error?: string; notice?: string } = {}) => ({
    title: `Log in to ${product}`,
    action: '/auth/login',
    submit: 'Log in',
    ...(values.error ? { error: values.error } : {}),
    ...(values.notice ? { notice: values.notice } : {}),
    fields: [
      { name: 'backurl', label: '', type: 'hidden', value: backurl },
      {
        name: 'login',
        label: 'E-mail address or user name',
        type: 'text',
        autocomplete: 'username',
        value: values.login ?? '',
      },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
    ] satisfies Field[],
    links: [
      [withBack('/auth/signup', backurl), `New to ${product}? Sign up`],
      ['/auth/reset', 'Forgotten your password?'],
    ] as [string, string][],
  });

  const signUpPage = (
    backurl: string,
    values: { email?: string; displayName?: string },
    errors: Partial<Record<string, string>> = {},
  ) => ({
    title: `Sign up to ${product}`,
    action: '/auth/signup',
    submit: 'Sign up',
    fields: [
      { name: 'backurl', label: '', type: 'hidden', value: backurl },
      {
        name: 'email',
        label: 'E-mail address',
        type: 'email',
        autocomplete: 'email',
        value: values.email ?? '',
        error: errors.email,
      },
      {
        name: 'displayName',
        label: 'Display name',
        type: 'text',
        autocomplete: 'name',
        hint: 'Shown with your tags, notes and lists.',
        value: values.displayName ?? '',
        error: errors.displayName,
      },
      {
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'new-password',
        hint: 'At least 10 characters.',
        error: errors.password,
      },
    ] satisfies Field[],
    links: [[withBack('/auth/login', backurl), 'Already have an account? Log in']] as [string, string][],
  });

  /** Forms post from this site only (no login CSRF). */
  const checkOrigin = (request: FastifyRequest) => {
    const refusal = csrfRefusal({
      method: request.method,
      signedIn: false,
      origin: request.headers.origin,
      referer: request.headers.referer,
      ownOrigins: ownOrigins(deps.config.publicUrl, request),
      cookieToken: undefined,
      headerToken: undefined,
    });
    if (refusal) throw new HttpError(403, 'csrf', refusal);
  };

  const redirectToIssuer = async (reply: FastifyReply, backurl: string, signUp: boolean) => {
    if (!issuer) throw new Error('no issuer');
    const { url, pending } = await issuer.start(backurl, signUp);
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      path: '/auth/callback',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      maxAge: 600,
    });
    return reply.redirect(url, 303);
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

    app.get('/auth/login', hidden, async (request, reply) => {
      const backurl = backurlOf((request.query as Form).backurl);
      if (issuer) return redirectToIssuer(reply, backurl, false);
      return page(reply, 200, loginPage(backurl));
    });

    app.post(
      '/auth/login',
      { ...hidden, config: { rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        checkOrigin(request);
        const form = (request.body ?? {}) as Form;
        const backurl = backurlOf(text(form, 'backurl'));
        if (issuer) return redirectToIssuer(reply, backurl, false);
        const login = text(form, 'login');
        const result = await signIn(deps.store, login, text(form, 'password'), deps.now());
        if (!result.ok)
          return page(
            reply,
            result.message === ACCOUNT_LOCKED ? 429 : 401,
            loginPage(backurl, { login, error: result.message }),
          );
        await startSession(deps.store, reply, result.userId, session);
        return reply.redirect(backurl, 303);
      },
    );

    app.get('/auth/signup', hidden, async (request, reply) => {
      const backurl = backurlOf((request.query as Form).backurl);
      if (issuer) return redirectToIssuer(reply, backurl, true);
      return page(reply, 200, signUpPage(backurl, {}));
    });

    app.post(
      '/auth/signup',
      { ...hidden, config: { rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        checkOrigin(request);
        const form = (request.body ?? {}) as Form;
        const backurl = backurlOf(text(form, 'backurl'));
        if (issuer) return redirectToIssuer(reply, backurl, true);
        const values = { email: text(form, 'email'), displayName: text(form, 'displayName') };
        const result = await signUp(deps.store, { ...values, password: text(form, 'password') }, deps.now());
        if (!result.ok) return page(reply, 400, signUpPage(backurl, values, result.errors));
        await startSession(deps.store, reply, result.userId, session);
        return reply.redirect(backurl, 303);
      },
    );

    app.get('/auth/callback', hidden, async (request, reply) => {
      if (!issuer) throw new HttpError(404, 'not_found', 'Sign-in here does not use an external issuer.');
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
      const callbackUrl = new URL(request.url, deps.config.publicUrl);
      let signed;
      try {
        signed = await issuer.finish(callbackUrl, pending, deps.now());
      } catch (error) {
        request.log.warn({ err: error }, 'external sign-in failed');
        throw new HttpError(
          401,
          'sign_in_failed',
          'The sign-in could not be completed. Please log in again.',
        );
      }
      const userId = await upsertExternalAccount(deps.store.db, { ...signed, now: deps.now().toISOString() });
      // The token's roles are the truth for issuer accounts; kept on the account for the CLI's list.
      await setAccountRoles(deps.store.db, userId, signed.roles);
      await startSession(deps.store, reply, userId, session, signed);
      return reply.redirect(safeBackurl(pending.backurl) ?? '/', 303);
    });

    app.get('/auth/logout', hidden, async (request, reply) => {
      const backurl = backurlOf((request.query as Form).backurl);
      await endSession(deps.store, request, reply, secure);
      if (issuer) {
        const away = await issuer.logoutUrl(null, `${deps.config.publicUrl}${backurl}`).catch(() => null);
        if (away) return reply.redirect(away, 303);
      }
      return reply.redirect(backurl, 303);
    });

    app.get('/auth/reset', hidden, async (_request, reply) => page(reply, 200, resetRequestPage()));

    app.post(
      '/auth/reset',
      { ...hidden, config: { rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        checkOrigin(request);
        const email = text((request.body ?? {}) as Form, 'email');
        const token = await requestPasswordReset(deps.store, email, deps.now());
        // No mail server yet: the link goes to the log for the operator to pass on (ADR 014).
        if (token)
          request.log.warn(
            { passwordResetFor: email.trim().toLowerCase() },
            `Password reset link: ${deps.config.publicUrl}/auth/reset/${token}`,
          );
        return page(reply, 200, {
          ...resetRequestPage(),
          notice:
            'If an account has this e-mail address, a link to choose a new password is on its way. The link works for 2 hours.',
        });
      },
    );

    app.get('/auth/reset/:token', hidden, async (request, reply) =>
      page(reply, 200, newPasswordPage((request.params as Form).token ?? '')),
    );

    app.post('/auth/reset/:token', hidden, async (request, reply) => {
      checkOrigin(request);
      const token = (request.params as Form).token ?? '';
      const result = await resetPassword(
        deps.store,
        token,
        text((request.body ?? {}) as Form, 'password'),
        deps.now(),
      );
      if (!result.ok) return page(reply, 400, { ...newPasswordPage(token), error: result.message });
      return page(
        reply,
        200,
        loginPage('/', { notice: 'Your password has been changed. Log in with the new one.' }),
      );
    });
  };

  function resetRequestPage() {
    return {
      title: 'Choose a new password',
      action: '/auth/reset',
      submit: 'Send me a link',
      fields: [
        { name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email' },
      ] satisfies Field[],
      links: [['/auth/login', 'Back to log in']] as [string, string][],
    };
  }

  function newPasswordPage(token: string) {
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
      ] satisfies Field[],
    };
  }
}
