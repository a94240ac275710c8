import { MESSAGES, type RawQuery, requestedEncoding } from '@trove/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inProcessHeaders, isInProcess } from './in-process.ts';
import { type LoadLimits, LoadQueue, QueueRefusal } from './load-queue.ts';
import { CONTENT_TYPES as V3_CONTENT_TYPES, errorBody } from '../v3/encode.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'page': a server-rendered page that waits in the load queue (web.ts). */
    queued?: 'page';
  }
  interface FastifyInstance {
    /** The load queue in front of page rendering and searching (issue 12 §2). */
    loadQueue: LoadQueue;
  }
}

/**
 * Calls made inside a page that already holds a place (its in-process API calls) do not queue
 * again: they would wait behind other pages for a place their own page holds. They carry this
 * process's secret token (in-process.ts), which no request from outside can know.
 */
export const exemptFromQueue = inProcessHeaders;

const isExempt = isInProcess;

type QueuedKind = 'page' | 'api' | 'v3';

/**
 * Pages, and the searches of the API and of /v3 (ADR 051): the work that costs. Health checks and
 * static files never wait.
 */
function queuedKind(request: FastifyRequest): QueuedKind | null {
  if (request.routeOptions.config.queued === 'page') return 'page';
  const url = request.routeOptions.url;
  if (url?.startsWith('/api/search/')) return 'api';
  return url === '/v3/result' ? 'v3' : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function busyPage(productName: string): string {
  const product = escapeHtml(productName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(MESSAGES.serviceBusyHeading)} | ${product}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>${escapeHtml(MESSAGES.serviceBusyHeading)}</h1><p>${escapeHtml(MESSAGES.serviceBusy)}</p>
<p><a href="/">${product}</a></p></main></body></html>
`;
}

/**
 * 503 with Retry-After: HTML for a page, the API's `{ error, message }` for an API call, v3's error
 * in the asked encoding (and open to other sites, as every /v3 answer is) for a /v3 search.
 */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: QueuedKind,
  retryAfter: number,
  productName: string,
) {
  reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
  if (kind === 'api') return reply.send({ error: 'busy', message: MESSAGES.serviceBusy });
  if (kind === 'v3') {
    const encoding = requestedEncoding((request.query ?? {}) as RawQuery);
    return reply
      .header('access-control-allow-origin', '*')
      .type(V3_CONTENT_TYPES[encoding])
      .send(errorBody(503, MESSAGES.serviceBusy, encoding));
  }
  return reply.type('text/html; charset=utf-8').send(busyPage(productName));
}

/**
 * A bounded queue in front of pages and searches: a request waits for one of `concurrency` places;
 * when `length` requests are already waiting, or it has waited `waitMs`, it is answered 503 with
 * Retry-After at once, so a crowd gets a quick "busy" rather than a 30-second wait.
 */
export function installLoadShedding(app: FastifyInstance, limits: LoadLimits, productName: string): void {
  const queue = new LoadQueue(limits);
  app.decorate('loadQueue', queue);
  const retryAfter = Math.max(1, Math.ceil(limits.waitMs / 1000));
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    const kind = queuedKind(request);
    if (!kind || isExempt(request)) return;
    // A visitor who gives up while waiting leaves the queue.
    const gone = new AbortController();
    const leave = () => gone.abort();
    reply.raw.once('close', leave);
    try {
      const release = await queue.enter(gone.signal);
      reply.raw.off('close', leave);
      releases.set(request, release);
      // Whichever comes first: the answer sent, or the connection closed mid-answer.
      reply.raw.once('close', release);
    } catch (error) {
      reply.raw.off('close', leave);
      if (!(error instanceof QueueRefusal)) throw error;
      if (error.reason !== 'gone')
        request.log.warn({ reason: error.reason, ...queue.stats }, 'load queue refused a request');
      return refuse(request, reply, kind, retryAfter, productName);
    }
  });
  app.addHook('onResponse', async (request) => {
    releases.get(request)?.();
  });
}
