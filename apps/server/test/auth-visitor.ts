import type { Store } from '@trove/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { grantRole } from '../src/auth/role-admin.ts';
import type { Role } from '../src/auth/caller.ts';
import { usernameFor } from '../../../e2e/support/usernames.ts';

export const ORIGIN = 'http://localhost:3000';
/** The password every test account signs up with. */
export const PASSWORD = 'correct horse battery';

/** A Set-Cookie as light-my-request parses it. */
export interface ReceivedCookie {
  name: string;
  value: string;
  expires?: Date;
  maxAge?: number;
  secure?: boolean;
  httpOnly?: boolean;
  path?: string;
}

/**
 * A browser stand-in for the sign-in flow through app.inject: keeps cookies, sends this site's
 * Origin on posts, and follows redirects while they stay on the sign-in pages (/auth/…).
 */
export class Visitor {
  readonly jar = new Map<string, string>();
  /** Every cookie the site has set, in order, with its attributes. */
  readonly received: ReceivedCookie[] = [];

  /** `origin` is PUBLIC_URL: the visitor reaches the site under its host name. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = ORIGIN,
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const path = url.startsWith(this.origin) ? url.slice(this.origin.length) : url;
    const headers: Record<string, string> = { host: new URL(this.origin).host, ...options.headers };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin ??= this.origin;
    }
    const response = await this.app.inject({
      method,
      url: path,
      headers,
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    });
    for (const c of response.cookies as ReceivedCookie[]) {
      this.received.push(c);
      const gone =
        c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (gone) this.jar.delete(c.name);
      // Kept as the server encoded it: the parsed value is decoded, and a signature covers the encoded one.
      else this.jar.set(c.name, encodeURIComponent(c.value));
    }
    return response;
  }

  /** Follows redirects within /auth/ and answers the first response that leaves them or is no redirect. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string')
        return current;
      const path = location.startsWith(this.origin) ? location.slice(this.origin.length) : location;
      if (!path.startsWith('/auth/')) return current;
      current = await this.send('GET', path);
    }
    throw new Error('Too many redirects');
  }

  /** Opens a sign-in or sign-up page from the header's link and answers the form page. */
  async openForm(kind: 'login' | 'signup', backurl: string): Promise<LightMyRequestResponse> {
    return this.follow(await this.send('GET', `/auth/${kind}?backurl=${encodeURIComponent(backurl)}`));
  }

  /** Submits the form on a page (its action) and follows on. */
  async submit(page: LightMyRequestResponse, form: Record<string, string>): Promise<LightMyRequestResponse> {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new Error(`No form on the page:\n${page.body.slice(0, 500)}`);
    return this.follow(await this.send('POST', action.replace(/&amp;/g, '&'), { form }));
  }

  /** Signs up choosing `username` (by default the address's local part, fitted to the rule). */
  async signUp(
    email: string,
    password: string,
    backurl = '/',
    username = usernameFor(email),
  ): Promise<LightMyRequestResponse> {
    return this.submit(await this.openForm('signup', backurl), {
      email,
      username,
      displayName: 'A. Reader',
      password,
    });
  }

  async logIn(login: string, password: string, backurl = '/'): Promise<LightMyRequestResponse> {
    return this.submit(await this.openForm('login', backurl), { login, password });
  }
}

/** A visitor who signed up with the e-mail address (user name: its local part), holding the role if one is named. */
export async function signedUpVisitor(
  app: FastifyInstance,
  store: Store,
  email: string,
  role?: Role,
): Promise<Visitor> {
  const visitor = new Visitor(app);
  await visitor.signUp(email, PASSWORD);
  if (role) await grantRole(store, email, role);
  return visitor;
}

/**
 * A JSON call as the web's sender (lib/api-client.ts) makes it: this site's Origin and, for a visitor, the
 * cookies and the CSRF token. `tamper` replaces headers, or leaves one out when null, to make the
 * call a forged one.
 */
export function browserCall(
  app: FastifyInstance,
  visitor: Visitor | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | string,
  tamper: Record<string, string | null> = {},
): Promise<LightMyRequestResponse> {
  // A text body goes as plain text (POST /profile/user/email, spec 03 §7).
  const text: Record<string, string> = typeof payload === 'string' ? { 'content-type': 'text/plain' } : {};
  const headers: Record<string, string | null> = visitor
    ? {
        cookie: visitor.cookieHeader(),
        origin: ORIGIN,
        'x-csrf-token': visitor.jar.get('trove_csrf') ?? '',
        ...text,
        ...tamper,
      }
    : { origin: ORIGIN, ...text, ...tamper };
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  });
}
