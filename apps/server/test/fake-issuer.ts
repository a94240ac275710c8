import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/** Who signs in at the fake issuer next, and what its tokens say about them. */
export interface IssuerUser {
  sub: string;
  preferred_username: string;
  name: string;
  email?: string;
  /** Keycloak realm roles, e.g. 'trove:dataManagement'. */
  realmRoles: string[];
}

export const CLIENT_ID = 'trove-portal';

/**
 * A stand-in for a Keycloak realm on a loopback port: discovery, an authorisation endpoint that
 * signs `user` in at once, a token endpoint for codes and refresh tokens (RS256 JWTs), keys and
 * an end-session address. Enough for the server's OpenID Connect client to run its real code.
 */
export class FakeIssuer {
  user: IssuerUser = { sub: 'u1', preferred_username: 'ada', name: 'Ada', realmRoles: [] };
  /** Lifetime of the access tokens it gives, in seconds. */
  expiresIn = 300;
  readonly refreshes: string[] = [];
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly codes = new Map<string, IssuerUser>();
  private server: FastifyInstance | undefined;
  issuer = '';

  async start(): Promise<this> {
    const app = Fastify();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const base = '/realms/trove';
    app.get(`${base}/.well-known/openid-configuration`, async () => ({
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${this.issuer}/protocol/openid-connect/token`,
      jwks_uri: `${this.issuer}/protocol/openid-connect/certs`,
      end_session_endpoint: `${this.issuer}/protocol/openid-connect/logout`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    }));
    app.get(`${base}/protocol/openid-connect/certs`, async () => ({
      keys: [{ ...this.keys.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }],
    }));
    app.get<{ Querystring: Record<string, string> }>(
      `${base}/protocol/openid-connect/auth`,
      async (request, reply) => {
        const code = randomBytes(16).toString('hex');
        this.codes.set(code, { ...this.user });
        const back = new URL(request.query.redirect_uri ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', request.query.state ?? '');
        return reply.redirect(back.href, 302);
      },
    );
    app.post<{ Body: Record<string, string> }>(
      `${base}/protocol/openid-connect/token`,
      async (request, reply) => {
        const body = request.body;
        if (body.grant_type === 'authorization_code') {
          const user = this.codes.get(body.code ?? '');
          this.codes.delete(body.code ?? '');
          if (!user) return reply.code(400).send({ error: 'invalid_grant' });
          return this.tokensFor(user);
        }
        if (body.grant_type === 'refresh_token') {
          this.refreshes.push(body.refresh_token ?? '');
          // The issuer answers with what it knows of the user now: roles may have changed.
          return this.tokensFor(this.user);
        }
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The fake issuer has no port');
    this.issuer = `http://127.0.0.1:${address.port}${base}`;
    this.server = app;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  private tokensFor(user: IssuerUser) {
    const now = Math.floor(Date.now() / 1000);
    const common = { iss: this.issuer, sub: user.sub, iat: now, exp: now + this.expiresIn };
    const profile = {
      preferred_username: user.preferred_username,
      name: user.name,
      ...(user.email ? { email: user.email } : {}),
    };
    return {
      access_token: this.sign({ ...common, ...profile, realm_access: { roles: user.realmRoles } }),
      id_token: this.sign({ ...common, ...profile, aud: CLIENT_ID }),
      refresh_token: `refresh-${randomBytes(8).toString('hex')}`,
      token_type: 'Bearer',
      expires_in: this.expiresIn,
    };
  }

  private sign(payload: object): string {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'k1' })}.${encode(payload)}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(this.keys.privateKey, 'base64url');
    return `${unsigned}.${signature}`;
  }
}
