import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@trove/contracts';
import { type Store } from '@trove/db';
import Provider, { type KoaContextLike } from 'oidc-provider';
import { type SiteAddress, siteOrigins } from '../http/site-address.ts';
import { storeAdapter } from './oidc-adapter.ts';
import { callbackUrl } from './oidc-client.ts';
import { renderAuthPage } from './pages.ts';

/** The one client of the embedded provider: this server (ADR 014). */
export const EMBEDDED_CLIENT_ID = 'trove-portal';
/** The authorisation parameter that opens the sign-up form instead of the sign-in form. */
export const SIGN_UP_PARAM = 'trove_signup';

const JWKS_KEY = 'secret.oidc-jwks';

/** The client secret, derived from the cookie secret so every instance agrees without storing it. */
export function embeddedClientSecret(cookieSecret: string): string {
  return createHmac('sha256', cookieSecret).update('oidc-client').digest('base64url');
}

/** The provider's signing key: made once and kept in the store, like the cookie secret. */
async function signingKeys(store: Pick<Store, 'content'>): Promise<{ keys: unknown[] }> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fresh = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: `k${Date.now()}` };
  await store.content.insertConfigEntryIfMissing(JWKS_KEY, JSON.stringify({ keys: [fresh] }));
  const stored = await store.content.getConfigEntry(JWKS_KEY);
  if (!stored) throw new Error('The identity provider key could not be stored');
  return JSON.parse(stored) as { keys: unknown[] };
}

/**
 * The provider builds addresses (the step after sign-in) and decides its cookies' Secure flag
 * from the request it is handed (it trusts X-Forwarded-*): it must see the site's own scheme and
 * host for this request (`siteUrl`, http/site-address.ts: PUBLIC_URL, or the allowed host the
 * visitor is on), whatever a proxy that ends TLS forwards or a visitor sends.
 */
export function atPublicAddress(raw: IncomingMessage, siteUrl: string): IncomingMessage {
  const site = new URL(siteUrl);
  raw.headers['x-forwarded-proto'] = site.protocol.slice(0, -1);
  raw.headers['x-forwarded-host'] = site.host;
  return raw;
}

/** The provider's own errors, on the same page as every other sign-in problem (auth/error-pages.ts). */
function errorPage(productName: string) {
  return (ctx: KoaContextLike, out: Record<string, string>) => {
    ctx.type = 'html';
    ctx.body = renderAuthPage({
      productName,
      title: 'Sign-in problem',
      error: out.error_description ?? out.error ?? 'The sign-in could not continue.',
      links: [
        ['/auth/login', 'Start again: log in'],
        ['/', `Go to the ${productName} home page`],
      ],
    });
  };
}

/** An address under /auth that the provider does not serve: the site's 404 page, not a bare 'Not Found'. */
function notFoundPage(productName: string) {
  return async (ctx: KoaContextLike, next: () => Promise<void>) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    ctx.type = 'html';
    ctx.body = renderAuthPage({
      productName,
      title: 'Page not found',
      error: MESSAGES.resourceNotFound,
      links: [
        ['/auth/login', 'Log in'],
        ['/', `Go to the ${productName} home page`],
      ],
    });
    // Setting a body makes it a 200: the status goes back after it.
    ctx.status = 404;
  };
}

/**
 * The embedded OpenID Connect provider (oidc-provider) at PUBLIC_URL/auth, with the local accounts
 * as its accounts and the server's own forms as its sign-in and sign-up interactions. Its only
 * client is this server; consent is implied for it. Without PUBLIC_URL it answers under /auth on
 * each allowed address of the site, one issuer (the first address's), and the client may come
 * back to the callback on any of them (ADR 030).
 */
export async function createEmbeddedProvider(
  store: Pick<Store, 'accounts' | 'content' | 'oidc'>,
  options: { site: SiteAddress; productName: string; cookieSecret: string },
): Promise<Provider> {
  const { publicUrl } = options.site;
  const issuer = `${publicUrl}/auth`;
  const secure = publicUrl.startsWith('https:');
  const addresses = options.site.allowedHosts ? siteOrigins(options.site) : [publicUrl];
  const provider = new Provider(issuer, {
    adapter: storeAdapter(store),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: embeddedClientSecret(options.cookieSecret),
        redirect_uris: addresses.map(callbackUrl),
        post_logout_redirect_uris: addresses.map((address) => `${address}/`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // Every ID token says when the password was given: the callback refuses an old one.
        require_auth_time: true,
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const account = /^\d+$/.test(sub) ? await store.accounts.findAccountById(Number(sub)) : null;
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          preferred_username: account.username,
          name: account.displayName,
          email: account.email ?? undefined,
        }),
      };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    scopes: ['openid', 'profile', 'email'],
    extraParams: [SIGN_UP_PARAM],
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/auth/interaction/${interaction.uid}`,
    },
    // This server is the only client: its sign-in needs no consent screen.
    async loadExistingGrant(ctx: KoaContextLike) {
      const clientId = ctx.oidc.client?.clientId ?? '';
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const accountId = ctx.oidc.session.accountId;
      if (!accountId || clientId !== EMBEDDED_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    // Secure whenever PUBLIC_URL is https (the requests it sees say so: atPublicAddress).
    cookies: {
      keys: [options.cookieSecret],
      long: { httpOnly: true, sameSite: 'lax', secure },
      short: { httpOnly: true, sameSite: 'lax', secure },
    },
    jwks: await signingKeys(store),
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 1800,
      Session: 3600,
      Grant: 3600,
    },
    renderError: errorPage(options.productName),
  });
  // It reads the public address from X-Forwarded-*, which atPublicAddress sets on every request.
  provider.proxy = true;
  provider.use(notFoundPage(options.productName));
  return provider;
}
