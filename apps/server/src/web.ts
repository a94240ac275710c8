import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { setApiTransport } from '@trove/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RequestHandler, type ServerBuild, createRequestHandler } from 'react-router';
import { pageLoadContext } from './http/csp-nonce.ts';
import { notFound } from './domain/errors.ts';
import { type SiteAddress, siteUrlOf } from './http/site-address.ts';
import { atPageSite, inProcessTransport } from './web/api-transport.ts';
import { PageCache } from './web/page-cache.ts';
import { installPageForms } from './web/page-forms.ts';
import { type TextPage, installNotModifiedHeaders, renderPage } from './web/page-caching.ts';

export interface WebOptions {
  /** apps/web/build: holds client/ (static files) and server/index.js (the SSR build). */
  buildDir: string;
  /**
   * The API elsewhere (API_ORIGIN), reached over HTTP with `apiTimeoutMs` per call; absent: the
   * pages reach this process's API in-process (ADR 025).
   */
  apiOrigin?: string;
  apiTimeoutMs?: number;
  /**
   * This site's address (PUBLIC_URL, or the allowed hosts without it): the address in a page's
   * links and canonical URL, and of its in-process API calls, is the request's (ADR 030).
   */
  site: SiteAddress;
  /**
   * The search index's version, when pages may be kept (web/page-cache.ts): a kept page is used
   * only while the catalogue is unchanged. Absent: every page is rendered.
   */
  indexVersion?: () => number;
  log: (line: string) => void;
}

/**
 * A Fastify request as a Web Request (GET and HEAD; a page's posted form with its `form` body,
 * web/page-forms.ts), at the
 * site's address for it (`siteUrl`, http/site-address.ts: never a Host the site does not answer
 * on). HEAD is rendered as GET, so it answers the same status and headers; Fastify leaves out the
 * body. `asPage` renders a posted form's answer as the page at its address (a GET, without the
 * body's headers).
 */
export function toWebRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  siteUrl: string,
  asPage = false,
  form?: string | Buffer,
): Request {
  // Appended, not resolved: '//elsewhere/x' is a path of this site, never another host.
  const url = new URL(`${new URL(siteUrl).origin}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (asPage && BODY_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  if (form !== undefined) {
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const body = typeof form === 'string' ? form : new Uint8Array(form);
    return new Request(url, { method: 'POST', headers, signal, body });
  }
  const method = request.method === 'HEAD' || asPage ? 'GET' : request.method;
  return new Request(url, { method, headers, signal });
}

const BODY_HEADERS = new Set(['content-length', 'content-type', 'transfer-encoding']);

/** Sends a Web Response through Fastify, streaming its body; a page already in hand, as one buffer. */
export function sendWebResponse(reply: FastifyReply, response: Response | TextPage): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if (Buffer.isBuffer(response.body)) return reply.send(response.body);
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/** A built file whose name carries its content's hash (Vite's `name-[hash].ext`, 8 characters). */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;

/**
 * A year, immutable, for a file under assets/ whose name has its hash: any change is a new name.
 * Anything else may change under its name: an hour. `file` may be a .br or .gz copy of it.
 */
export function staticCacheControl(file: string): string {
  const served = file.replace(/\.(br|gz)$/, '');
  const immutable =
    served.includes(`${path.sep}assets${path.sep}`) && HASHED_NAME.test(path.basename(served));
  return immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the React Router build: files under build/client (hashed /assets/ cached for a year,
 * precompressed copies to browsers that take them),
 * and every other GET that is not /api or /healthz rendered on the server. Returns false, and
 * says so, when there is no build: the API still works.
 */
export async function mountWeb(app: FastifyInstance, options: WebOptions): Promise<boolean> {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  const clientDir = path.join(options.buildDir, 'client');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(clientDir)) {
    options.log(
      `The web app is not built (${serverEntry} is missing): run \`npm run build\` for pages. The API works without it.`,
    );
    return false;
  }
  // How the web app's server-side loaders reach the API: in this process, or at API_ORIGIN.
  if (options.apiOrigin) {
    setApiTransport(undefined);
    process.env.API_ORIGIN = options.apiOrigin;
    if (options.apiTimeoutMs) process.env.API_TIMEOUT_MS = String(options.apiTimeoutMs);
  } else {
    setApiTransport(inProcessTransport(app, options.site.publicUrl));
    app.addHook('onClose', async () => setApiTransport(undefined));
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler: RequestHandler = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build's .br and .gz copies (apps/web/build-tools/precompress.ts), to a browser that takes them.
    preCompressed: true,
    // They are served as their file's encodings, never at addresses of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Our own Cache-Control below; the plugin's would override it with max-age=0.
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', staticCacheControl(file));
    },
  });

  // The sign-in pages the server makes are shown in this app's frame (web/page-frame.ts).
  if (app.hasDecorator('pageFrame'))
    app.pageFrame.render = (reply, page) => {
      const siteUrl = siteUrlOf(reply.request, options.site);
      const context = { ...pageLoadContext(reply), siteUrl, signInPage: page };
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort());
      const request = toWebRequest(reply.request, controller.signal, siteUrl, true);
      return atPageSite(siteUrl, reply.request.ip, () => handler(request, context));
    };

  installNotModifiedHeaders(app);
  const cache = options.indexVersion ? new PageCache(options.indexVersion) : undefined;
  // Every page waits its turn in the load queue (http/load-shedding.ts).
  app.get('/*', { schema: { hide: true }, config: { queued: 'page' } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname === '/healthz') throw notFound();
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const siteUrl = siteUrlOf(request, options.site);
    // The page's nonce (ADR 023) and address (ADR 030) reach the render through the load context;
    // a kept page gets its answer's nonce too. Its in-process API calls carry the address.
    const context = { ...pageLoadContext(reply), siteUrl };
    const render = () =>
      atPageSite(siteUrl, request.ip, () =>
        handler(toWebRequest(request, controller.signal, siteUrl), context),
      );
    return sendWebResponse(
      reply,
      await renderPage(request, reply, render, { cache, nonce: context.cspNonce, siteUrl }),
    );
  });
  // Forms posted to pages run their route's action (ADR 038): never kept, always this visitor's.
  await installPageForms(app, options.site.publicUrl, async (request, reply, form) => {
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const siteUrl = siteUrlOf(request, options.site);
    const context = { ...pageLoadContext(reply), siteUrl };
    const webRequest = toWebRequest(request, controller.signal, siteUrl, false, form);
    return sendWebResponse(reply, await atPageSite(siteUrl, request.ip, () => handler(webRequest, context)));
  });
  options.log(`Serving the web app from ${options.buildDir}`);
  return true;
}
