import { CACHE_SECONDS } from '@trove/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, weakEtag } from '../http/caching.ts';
import { callerOf } from '../http/viewer.ts';
import type { KeptPage, PageCache } from './page-cache.ts';
import { pageBody, pageEncodingFor, textParts } from './page-encoding.ts';

/**
 * HTTP caching of server-rendered pages (issue 12 §2). An anonymous visitor's search and record
 * pages are the same for everyone, so a reverse proxy may keep them (Cache-Control with s-maxage
 * and stale-while-revalidate) and a browser may revalidate them (ETag, 304). A signed-in
 * visitor's page shows their name and private contributions: `private, no-store`. Every page
 * varies by Cookie, so no cache hands an anonymous page to a browser that carries a session, and by
 * Accept-Encoding, as pages are sent compressed when the browser takes it (ADR 030).
 */

/** Lower case, as @fastify/compress looks for it before adding its own. */
export const PAGE_VARY = 'Cookie, accept-encoding';

interface SharedPolicy {
  pattern: RegExp;
  /** Seconds fresh, for browsers and shared caches alike. */
  fresh: number;
  /** Seconds a cache may go on serving it while it fetches a new copy. */
  stale: number;
}

/** Search results change when the catalogue does (the API keeps them a minute); records rarely. */
const SHARED_PAGES: readonly SharedPolicy[] = [
  { pattern: /^\/search(\/|$)/, fresh: 60, stale: 300 },
  { pattern: /^\/(work|people)\/[^/]/, fresh: CACHE_SECONDS.record, stale: 6 * CACHE_SECONDS.record },
  { pattern: /^\/newspaper\/article\//, fresh: CACHE_SECONDS.record, stale: 6 * CACHE_SECONDS.record },
];

export const PRIVATE_PAGE = 'private, no-store';

function sharedCacheControl(policy: SharedPolicy): string {
  return `public, max-age=${policy.fresh}, s-maxage=${policy.fresh}, stale-while-revalidate=${policy.stale}`;
}

function sharedPolicy(pathname: string): SharedPolicy | undefined {
  return SHARED_PAGES.find((p) => p.pattern.test(pathname));
}

/**
 * A page whose whole text is at hand: sent as one buffer (with its length), in the encoding the
 * browser takes, not streamed, which spares a crowd the cost of a stream per answer.
 */
export interface TextPage {
  status: number;
  headers: Headers;
  /** Null for a 304. */
  body: Buffer | null;
}

/**
 * The page for this visitor from a kept copy: their nonce put back, compressed as they accept, or
 * an empty 304. `cache`: where the page is kept, which gives it its gzip pieces when asked again.
 */
function fromKept(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  nonce: string,
  cache?: PageCache,
): TextPage {
  const headers = new Headers(page.headers);
  reply.header('etag', page.etag);
  if (etagMatches(request.headers['if-none-match'], page.etag)) {
    headers.delete('content-type');
    return { status: 304, headers, body: null };
  }
  const encoding = pageEncodingFor(request.headers['accept-encoding']);
  if (encoding !== 'identity') headers.set('content-encoding', encoding);
  const body = encoding === 'gzip' && cache ? cache.withPieces(page).body : page.body;
  return { status: page.status, headers, body: pageBody(body, nonce, encoding) };
}

/**
 * Renders a page (or answers it from the page cache) and sets its caching headers: shared for an
 * anonymous visitor's search and record pages, with an ETag and a 304 when the visitor's copy is
 * still the current one; `private, no-store` for a signed-in visitor. `nonce` is this response's
 * CSP nonce, when there is one: the ETag ignores it, and a kept page gets the new one.
 */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  render: () => Promise<Response>,
  options: { nonce?: string; cache?: PageCache; siteUrl?: string } = {},
): Promise<Response | TextPage> {
  reply.header('vary', PAGE_VARY);
  const signedIn = callerOf(request) !== null;
  const policy = signedIn ? undefined : sharedPolicy(request.url.split('?')[0] ?? '');
  const nonce = options.nonce ?? '';
  const key =
    policy && options.cache
      ? options.cache.keyOf(options.siteUrl ?? '', request.url, request.headers.cookie)
      : null;
  const kept = key === null ? undefined : options.cache?.get(key);
  if (kept) return fromKept(request, reply, kept, nonce, options.cache);

  const response = await render();
  if (response.headers.has('cache-control')) return response;
  // A page that sets a cookie is for this visitor alone.
  if (signedIn || response.headers.has('set-cookie')) {
    reply.header('cache-control', PRIVATE_PAGE);
    return response;
  }
  if (!policy || response.status !== 200 || !response.body) return response;
  const body = await response.text();
  const parts = nonce ? body.split(nonce) : [body];
  // Over the body with the nonce taken out: two renders that differ only by their nonce match.
  const etag = weakEtag(parts.join(''));
  const cacheControl = sharedCacheControl(policy);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('cache-control', cacheControl);
  const page = {
    body: textParts(parts, Buffer.byteLength(nonce)),
    etag,
    status: 200,
    headers: [...headers],
  };
  if (key !== null) options.cache?.set(key, page, policy.fresh);
  return fromKept(request, reply, { ...page, expires: 0, bytes: 0 }, nonce);
}

/**
 * A 304 must not carry a Content-Security-Policy: a cache merges the 304's headers into the page
 * it keeps, and a policy with a new nonce would block the scripts of the kept page (its old nonce).
 * Installed after the security headers, so it runs after them.
 */
export function installNotModifiedHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 304 && request.routeOptions.config.queued === 'page') {
      reply.removeHeader('content-security-policy');
      reply.removeHeader('content-security-policy-report-only');
    }
    return payload;
  });
}
