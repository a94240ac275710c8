import { type ApiRequest, ENDPOINTS, createApiClient } from '@trove/contracts';
import { usernameFor } from './usernames.ts';
import { visitorAddressHeader } from './visitor-address.ts';

/**
 * A browser stand-in over real HTTP (fetch) for tests that drive a running portal without a page:
 * keeps cookies, signs up through the embedded provider's forms, and calls the API as the web
 * app does (this site's Origin, the CSRF token from its cookie), through the endpoint table's client.
 */
export class HttpVisitor {
  readonly cookies = new Map<string, string>();

  /** The API as this visitor calls it: `visitor.client.notes.change({ id, body })`. */
  readonly client = createApiClient(ENDPOINTS, (request: ApiRequest) =>
    this.send(
      request.method,
      `/api${request.path}`,
      request.body === undefined ? undefined : { json: request.body },
    ),
  );

  /**
   * `headers` go with every request; by default an X-Forwarded-For of this visitor's own, so
   * per-address limits count each visitor apart (the test portals trust their loopback proxy).
   */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = visitorAddressHeader(),
  ) {}

  get signedIn(): boolean {
    return this.cookies.has('trove_session');
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request, redirects not followed; cookies set by the answer are kept. */
  async send(method: string, url: string, body?: { json?: unknown; form?: Record<string, string> }) {
    const headers: Record<string, string> = { origin: this.baseUrl, ...this.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get('trove_csrf');
    if (csrf) headers['x-csrf-token'] = csrf;
    let payload: string | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    }
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    this.keepCookies(response);
    return response;
  }

  /**
   * An API call by its path under /api, answering the status and the parsed JSON body, for calls
   * the endpoint table does not hold yet and for tests of the API's addresses themselves.
   */
  async api(method: string, path: string, json?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await this.send(method, `/api${path}`, json === undefined ? undefined : { json });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /**
   * Signs up with the embedded provider's form and follows the sign-in back to the portal.
   * Throws with the form page's text when the account was not made.
   */
  async signUp(
    email: string,
    displayName: string,
    password: string,
    username = usernameFor(email),
  ): Promise<void> {
    const form = await this.followAuth(await this.send('GET', '/auth/signup?backurl=%2F'));
    const page = await form.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No sign-up form:\n${page.slice(0, 1000)}`);
    const answer = await this.followAuth(
      await this.send('POST', action.replace(/&amp;/g, '&'), {
        form: { email, username, displayName, password },
      }),
    );
    if (!this.signedIn)
      throw new Error(`Sign-up of ${email} failed:\n${(await answer.text()).slice(0, 2000)}`);
  }

  /** Follows redirects while they stay on the sign-in pages (/auth/…); answers the last response. */
  private async followAuth(first: Response): Promise<Response> {
    let response = first;
    for (let hops = 0; hops < 12; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, this.baseUrl);
      if (!next.pathname.startsWith('/auth/')) return response;
      response = await this.send('GET', next.href);
    }
    throw new Error('Too many redirects while signing in');
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
