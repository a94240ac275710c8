import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * fetch for the server's calls to its own embedded provider: requests to PUBLIC_URL are answered
 * in-process (app.inject), so they work behind a proxy that the server cannot reach itself
 * through, and in tests without a listening socket. Other addresses go out as usual.
 */
export function injectFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const base = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== base.origin) return fetch(url, options as RequestInit);
    const headers: Record<string, string> = {};
    new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: base.host, 'x-forwarded-proto': base.protocol.slice(0, -1) },
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
