import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { linkSignedInAccount, signIn, signUp } from '../auth/account-service.ts';
import { safeBackurl } from '../auth/backurl.ts';
import { SIGN_UP_PARAM, atPublicAddress } from '../auth/embedded-provider.ts';
import { installAuthErrorPages } from '../auth/error-pages.ts';
import { acceptForms, checkFormOrigin, formText, sendPage } from '../auth/form-http.ts';
import { loginPage, signUpPage } from '../auth/forms.ts';
import type { LogOut } from '../auth/logout.ts';
import {
  type OidcClient,
  type OidcSignIn,
  type PendingSignIn,
  StaleAuthentication,
} from '../auth/oidc-client.ts';
import { startSession } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { type SiteAddress, normaliseHost, siteUrlOf } from '../http/site-address.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

/** Sign-in, sign-up and reset posts per address and minute (ADR 014). */
export const SIGN_IN_PER_MINUTE = 10;
const PENDING_COOKIE = 'trove_oidc';

const signInExpired = () =>
  new HttpError(
    400,
    'sign_in_expired',
    'The sign-in took too long or was started elsewhere. Please log in again.',
  );

/**
 * The address to come back to, once or repeated: safeBackurl accepts only one path of this site,
 * so a repeated one is refused at sign-in and sends logout home.
 */
const Backurl = z.union([z.string(), z.array(z.string())]).optional();
/**
 * `moved` marks a request already sent once to the site's own address (see onPublicOrigin);
 * `fresh` signs in again before a sensitive change, so the issuer asks afresh (ADR 056).
 */
const SignInQuery = z.object({
  backurl: Backurl,
  moved: z.string().optional(),
  fresh: z.string().optional(),
});
const LogoutQuery = z.object({ backurl: Backurl });
/** Which form an interaction shows ('login' or 'signup'); any other value follows the sign-in's own request. */
const InteractionQuery = z.object({ form: z.string().optional() });
type SignInQuery = z.infer<typeof SignInQuery>;

function backurlOf(raw: unknown): string {
  const backurl = safeBackurl(raw);
  if (backurl === null)
    throw new HttpError(400, 'bad_backurl', 'The address to come back to must be a page of this site.');
  return backurl;
}

/**
 * Sign-in, sign-up, logout and password reset (ADR 014). The server is an OpenID Connect client
 * of `client`: the embedded provider (`provider`, whose sign-in and sign-up interactions are the
 * forms here) or an external issuer (provider null). Every problem comes back as a page.
 */
export function authRoutes(deps: AppDeps, client: OidcClient, provider: Provider | null, logOut: LogOut) {
  const product = deps.config.productName;
  const secure = deps.config.publicUrl.startsWith('https:');
  /** The address this request's redirects and sign-in use (PUBLIC_URL, or the allowed host it reached). */
  const siteOf = (request: FastifyRequest) => siteUrlOf(request, deps.config);
  const session = { secure, now: deps.now };
  const limited = { rateLimit: { max: SIGN_IN_PER_MINUTE, timeWindow: 60_000 } };
  const page = (reply: FastifyReply, status: number, content: Parameters<typeof sendPage>[3]) =>
    sendPage(reply, product, status, content);

  /**
   * Sign-in starts on the site's own address for this request (PUBLIC_URL, or the allowed host the
   * visitor is on; an unknown Host is sent to the first allowed one): the callback comes back
   * there, and so must the state cookie.
   */
  const onPublicOrigin = (
    request: FastifyRequest,
    query: SignInQuery,
    reply: FastifyReply,
  ): FastifyReply | null => {
    const site = siteOf(request);
    // By host only (a proxy may end TLS), and once only (a proxy may rewrite Host): never a loop.
    if (
      normaliseHost(request.headers.host ?? '') === new URL(site).host ||
      request.headers['x-forwarded-host'] ||
      query.moved
    )
      return null;
    const separator = request.url.includes('?') ? '&' : '?';
    return reply.redirect(`${site}${request.url}${separator}moved=1`, 303);
  };

  const redirectToIssuer = async (
    request: FastifyRequest<{ Querystring: SignInQuery }>,
    reply: FastifyReply,
    signUp: boolean,
  ) => {
    const backurl = backurlOf(request.query.backurl);
    const moved = onPublicOrigin(request, request.query, reply);
    if (moved) return moved;
    const fresh = request.query.fresh === '1';
    const { url, pending } = await client.start(backurl, signUp, siteOf(request), fresh);
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

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    installAuthErrorPages(app, product);
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'too_many_requests',
          `Too many sign-in attempts from your address: try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    });
    acceptForms(app);
    const hidden = { schema: { hide: true } };
    const signInOptions = { schema: { hide: true, querystring: SignInQuery } };

    app.get('/auth/login', signInOptions, (request, reply) => redirectToIssuer(request, reply, false));
    app.get('/auth/signup', signInOptions, (request, reply) => redirectToIssuer(request, reply, true));

    app.get('/auth/callback', hidden, async (request, reply) => {
      const raw = request.cookies[PENDING_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(PENDING_COOKIE, { path: '/auth/callback', secure });
      if (!unsigned?.valid || !unsigned.value) throw signInExpired();
      const pending = JSON.parse(unsigned.value) as PendingSignIn;
      let signed: OidcSignIn;
      try {
        signed = await client.finish(new URL(request.url, siteOf(request)), pending, deps.now());
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in could not be completed');
        if (error instanceof StaleAuthentication)
          throw new HttpError(
            401,
            'sign_in_stale',
            'This sign-in did not ask for your password, so it was not accepted. Please log in again.',
          );
        throw new HttpError(
          401,
          'sign_in_failed',
          'The sign-in could not be completed. Please log in again.',
        );
      }
      const linked = await linkSignedInAccount(
        deps.store,
        signed,
        provider ? 'embedded' : 'external',
        deps.now(),
      );
      if (linked.emailHeldElsewhere)
        request.log.warn(
          { userId: linked.userId, subject: signed.subject },
          "The issuer's e-mail address belongs to another account here: it was not copied",
        );
      // The embedded provider's tokens are never used again: the session's own expiry stands for them.
      const { authenticatedAt } = signed;
      await startSession(deps.store, reply, linked.userId, session, provider ? { authenticatedAt } : signed);
      return reply.redirect(safeBackurl(pending.backurl) ?? '/', 303);
    });

    const logoutOptions = { schema: { hide: true, querystring: LogoutQuery } };
    app.get('/auth/logout', logoutOptions, async (request, reply) => {
      // Logging out never fails for a bad address to come back to: the session ends, then home.
      const backurl = safeBackurl(request.query.backurl) ?? '/';
      const ended = await logOut(request, reply);
      if (!provider) {
        // The ID token tells the issuer whose session to end, and lets it skip asking.
        const away = await client
          .logoutUrl(ended?.idToken ?? null, `${siteOf(request)}${backurl}`)
          .catch(() => null);
        if (away) return reply.redirect(away, 303);
      }
      return reply.redirect(backurl, 303);
    });

    if (provider) {
      // The embedded provider's sign-in and sign-up: its interactions, on the forms above.
      const finishLogin = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
        reply.hijack();
        await provider.interactionFinished(
          atPublicAddress(request.raw, siteOf(request)),
          reply.raw,
          { login: { accountId: String(userId) } },
          { mergeWithLastSubmission: false },
        );
      };
      const details = async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await provider.interactionDetails(atPublicAddress(request.raw, siteOf(request)), reply.raw);
        } catch {
          throw signInExpired();
        }
      };

      const interactionOptions = { schema: { hide: true, querystring: InteractionQuery } };
      app.get('/auth/interaction/:uid', interactionOptions, async (request, reply) => {
        const interaction = await details(request, reply);
        const { form } = request.query;
        const wantsSignUp =
          form === 'signup' || (form !== 'login' && interaction.params[SIGN_UP_PARAM] === '1');
        return page(
          reply,
          200,
          wantsSignUp ? signUpPage(product, interaction.uid, {}) : loginPage(product, interaction.uid),
        );
      });

      app.post('/auth/interaction/:uid/login', { ...hidden, config: limited }, async (request, reply) => {
        checkFormOrigin(request, deps.config.publicUrl);
        const interaction = await details(request, reply);
        const login = formText(request.body, 'login');
        const result = await signIn(deps.store, login, formText(request.body, 'password'), deps.now());
        if (result.ok) return finishLogin(request, reply, result.userId);
        if (result.retryAfterSeconds !== undefined) reply.header('retry-after', result.retryAfterSeconds);
        return page(
          reply,
          result.retryAfterSeconds === undefined ? 401 : 429,
          loginPage(product, interaction.uid, { login, error: result.message }),
        );
      });

      app.post('/auth/interaction/:uid/signup', { ...hidden, config: limited }, async (request, reply) => {
        checkFormOrigin(request, deps.config.publicUrl);
        const interaction = await details(request, reply);
        const values = {
          email: formText(request.body, 'email'),
          username: formText(request.body, 'username'),
          displayName: formText(request.body, 'displayName'),
        };
        const result = await signUp(
          deps.store,
          { ...values, password: formText(request.body, 'password') },
          deps.now(),
        );
        if (!result.ok) return page(reply, 400, signUpPage(product, interaction.uid, values, result.errors));
        return finishLogin(request, reply, result.userId);
      });
    }

    await app.register(passwordResetRoutes(deps, { config: limited }));
  };
}

/**
 * The embedded provider's own endpoints (discovery, authorisation, token, keys, userinfo) under
 * /auth. They read their request bodies themselves, so nothing here parses them.
 */
export function providerRoutes(provider: Provider, site: SiteAddress) {
  const handle = provider.callback();
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.all('/auth/*', { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      const raw = atPublicAddress(request.raw, siteUrlOf(request, site)) as typeof request.raw & {
        originalUrl?: string;
      };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').replace(/^\/auth/, '') || '/';
      await handle(raw, reply.raw);
    });
  };
}
