import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { callerOf } from './http/viewer.ts';
import { notFound } from './http/errors.ts';

export interface WebOptions {
  /** apps/web/build: holds client/ (static files) and server/index.js (the SSR build). */
  buildDir: string;
  /** Where the web app's server-side loaders reach this process's API, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  log: (line: string) => void;
}

type Handler = (request: Request) => Promise<Response>;

/** The origin loopback callers use for a listen address: wildcard hosts are reached on 127.0.0.1. */
export function apiOriginFor(host: string, port: number): string {
  if (['0.0.0.0', '::', 'localhost', ''].includes(host)) return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** The request's origin from its Host header, or localhost when the header is not a plain host[:port]. */
function originOf(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const parsed = URL.canParse(origin) ? new URL(origin) : null;
  return parsed && parsed.origin === origin.toLowerCase() ? parsed.origin : `${request.protocol}://localhost`;
}

/** A Fastify request as a Web Request (GET and HEAD only, so there is no body to carry). */
export function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  // Appended, not resolved: '//elsewhere/x' is a path of this site, never another host.
  const url = new URL(`${originOf(request)}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: request.method, headers, signal });
}

/** Sends a Web Response through Fastify, streaming its body. */
export function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/**
 * Serves the React Router build: files under build/client (hashed /assets/ cached for a year),
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
  // The web app's server-side loaders fetch `${API_ORIGIN}/api/...`: this same process.
  process.env.API_ORIGIN = options.apiOrigin;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler: Handler = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // Our own Cache-Control below; the plugin's would override it with max-age=0.
    cacheControl: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname === '/healthz') throw notFound();
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const response = await handler(toWebRequest(request, controller.signal));
    // A signed-in visitor's page shows their name and private contributions: no shared cache keeps it.
    if (callerOf(request) && !response.headers.has('cache-control'))
      reply.header('cache-control', 'private, no-store');
    return sendWebResponse(reply, response);
  });
  options.log(`Serving the web app from ${options.buildDir}`);
  return true;
}
