import * as client from 'openid-client';
import type { Role } from './caller.ts';
import { rolesFromClaims } from './roles.ts';

/** Where an issuer sends the visitor back to, on the address they are on. */
export function callbackUrl(siteUrl: string): string {
  return `${siteUrl}/auth/callback`;
}

/** What the server keeps of a finished sign-in. */
export interface OidcSignIn {
  /** The account's key: the embedded provider's subject is the account id; others are "issuer subject". */
  subject: string;
  username: string;
  displayName: string;
  email: string | null;
  roles: Role[];
  tokenExpiresAt: string;
  refreshToken: string | null;
  idToken: string | null;
  /** When the person proved who they are at the issuer (the ID token's auth_time); null when not said. */
  authenticatedAt: string | null;
}

/** The waiting sign-in, kept in a short-lived signed cookie between redirect and callback. */
export interface PendingSignIn {
  state: string;
  verifier: string;
  backurl: string;
  /** When the sign-in started, in epoch seconds on the issuer's clock (Date.now, not the app's). */
  startedAt: number;
  /** Signing in again before a sensitive change (ADR 056): the issuer must ask who it is afresh. */
  fresh?: boolean;
}

/** The issuer answered with an authentication made before this sign-in started: no password was asked. */
export class StaleAuthentication extends Error {
  constructor(authTime: unknown, startedAt: number) {
    super(`auth_time ${String(authTime)} is before the sign-in started at ${startedAt}`);
  }
}

/** How to reach an issuer and what this server is called there. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** Whether the issuer is this server's embedded provider (ADR 014). */
  embedded: boolean;
  /** Authorisation parameters that open registration rather than sign-in. */
  signUpParameters: Record<string, string>;
  /** Reaches the issuer; the embedded one is called in-process. */
  fetch?: client.CustomFetch;
}

function payloadOf(jwt: string | undefined): Record<string, unknown> {
  const part = jwt?.split('.')[1];
  if (!part) return {};
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Keycloak puts realm roles in the access token, straight from the token endpoint; the ID token's claims win. */
function claimsOf(
  accessToken: string | undefined,
  idClaims: Record<string, unknown>,
): Record<string, unknown> {
  return { ...payloadOf(accessToken), ...idClaims };
}

/** Instances sharing one store may disagree on the time by this much; a replayed session is far older. */
const CLOCK_SKEW_SECONDS = 5;

/**
 * A sign-in that demanded a password (prompt=login) must carry an authentication made after it
 * started (auth_time, which the embedded provider always sends: require_auth_time).
 */
function refuseStale(authTime: unknown, startedAt: unknown): void {
  if (
    typeof authTime !== 'number' ||
    typeof startedAt !== 'number' ||
    authTime < startedAt - CLOCK_SKEW_SECONDS
  )
    throw new StaleAuthentication(authTime, Number(startedAt));
}

/** What a refresh brings: the tokens to keep and the roles they grant now. */
export interface RefreshedTokens {
  tokenExpiresAt: string;
  refreshToken: string | null;
  idToken: string | null;
  roles: Role[] | null;
}

/**
 * The server as an OpenID Connect client (openid-client): authorisation code with PKCE, token
 * refresh and RP-initiated logout (ADR 014), for the embedded provider or an external issuer
 * (Keycloak). Discovery happens on first use and again after a failure.
 */
export class OidcClient {
  private config: Promise<client.Configuration> | undefined;

  constructor(readonly settings: OidcClientSettings) {}

  private configuration(): Promise<client.Configuration> {
    const options: client.DiscoveryRequestOptions = {};
    // Plain http only for a local issuer in development and tests.
    if (new URL(this.settings.issuer).protocol === 'http:') options.execute = [client.allowInsecureRequests];
    if (this.settings.fetch) options[client.customFetch] = this.settings.fetch;
    this.config ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret ?? undefined,
        undefined,
        options,
      )
      .catch((error: unknown) => {
        this.config = undefined;
        throw error;
      });
    return this.config;
  }

  /**
   * The address to send the visitor to, and what the callback must check. `siteUrl` is the
   * address the visitor is on (http/site-address.ts): the callback comes back there, and the
   * embedded provider, which answers under /auth on every address of the site, is reached there
   * too, so its cookies and the sign-in's stay with the visitor (ADR 030).
   */
  async start(
    backurl: string,
    signUp: boolean,
    siteUrl: string,
    fresh = false,
  ): Promise<{ url: string; pending: PendingSignIn }> {
    const config = await this.configuration();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const parameters: Record<string, string> = {
      redirect_uri: callbackUrl(siteUrl),
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    };
    if (signUp) Object.assign(parameters, this.settings.signUpParameters);
    // The embedded provider always asks for the password: logging out here means logged out.
    if (this.settings.embedded) parameters.prompt = 'login';
    // An external issuer's own session is not proof enough before a sensitive change (OIDC max_age).
    else if (fresh) parameters.max_age = '0';
    const url = client.buildAuthorizationUrl(config, parameters);
    if (this.settings.embedded) {
      const site = new URL(siteUrl);
      url.protocol = site.protocol;
      url.host = site.host;
    }
    return {
      url: url.href,
      pending: {
        state,
        verifier,
        backurl,
        startedAt: Math.floor(Date.now() / 1000),
        ...(fresh ? { fresh } : {}),
      },
    };
  }

  async finish(callbackUrl: URL, pending: PendingSignIn, now: Date): Promise<OidcSignIn> {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
    });
    const idClaims = (tokens.claims() ?? {}) as Record<string, unknown>;
    // prompt=login can be dropped from the request in the browser; the ID token's auth_time cannot.
    if (this.settings.embedded || pending.fresh) refuseStale(idClaims.auth_time, pending.startedAt);
    const claims = claimsOf(tokens.access_token, idClaims);
    const subject = typeof idClaims.sub === 'string' ? idClaims.sub : '';
    if (!subject) throw new Error('The issuer sent no subject');
    const preferred = typeof claims.preferred_username === 'string' ? claims.preferred_username : subject;
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : preferred;
    return {
      subject: this.settings.embedded ? subject : `${this.settings.issuer} ${subject}`,
      username: preferred.replace(/^public:/, ''),
      displayName: name,
      email: typeof claims.email === 'string' ? claims.email : null,
      roles: rolesFromClaims(claims),
      tokenExpiresAt: new Date(now.getTime() + (tokens.expiresIn() ?? 300) * 1000).toISOString(),
      refreshToken: tokens.refresh_token ?? null,
      idToken: tokens.id_token ?? null,
      authenticatedAt:
        typeof idClaims.auth_time === 'number' ? new Date(idClaims.auth_time * 1000).toISOString() : null,
    };
  }

  /**
   * New tokens for a session, with the roles they now grant (null when they carry no claims to
   * read them from, so the stored roles stand); null when the issuer no longer accepts the
   * refresh token.
   */
  async refresh(refreshToken: string, now: Date): Promise<RefreshedTokens | null> {
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
    try {
      tokens = await client.refreshTokenGrant(config, refreshToken);
    } catch {
      return null;
    }
    const claims = claimsOf(tokens.access_token, (tokens.claims() ?? {}) as Record<string, unknown>);
    return {
      tokenExpiresAt: new Date(now.getTime() + (tokens.expiresIn() ?? 300) * 1000).toISOString(),
      refreshToken: tokens.refresh_token ?? refreshToken,
      idToken: tokens.id_token ?? null,
      roles: Object.keys(claims).length > 0 ? rolesFromClaims(claims) : null,
    };
  }

  /** The issuer's logout address when it has one (RP-initiated logout), else null. */
  async logoutUrl(idToken: string | null, returnTo: string): Promise<string | null> {
    const config = await this.configuration();
    if (!config.serverMetadata().end_session_endpoint) return null;
    const parameters: Record<string, string> = {
      post_logout_redirect_uri: returnTo,
      client_id: this.settings.clientId,
    };
    if (idToken) parameters.id_token_hint = idToken;
    return client.buildEndSessionUrl(config, parameters).href;
  }

  /** kcInit: a Keycloak issuer is {url}/realms/{realm}; others give their issuer as url. */
  describe(realmName: string): { url: string; realm: string; kcAuthUrl: string } {
    const issuer = this.settings.issuer.replace(/\/$/, '');
    const match = /^(.*)\/realms\/([^/]+)$/.exec(issuer);
    return match
      ? {
          url: match[1] ?? issuer,
          realm: match[2] ?? '',
          kcAuthUrl: `${issuer}/protocol/openid-connect/auth`,
        }
      : { url: issuer, realm: realmName, kcAuthUrl: `${issuer}/auth` };
  }
}
