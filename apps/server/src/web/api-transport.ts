import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiTransport } from '@trove/contracts';
import type { FastifyInstance } from 'fastify';
import { exemptFromQueue } from '../http/load-shedding.ts';
import { SITE_HEADER } from '../http/site-address.ts';

/**
 * The page being rendered, for its in-process API calls: its address (http/site-address.ts) and
 * the visitor's network address, so the calls' per-address limits count the visitor, not the
 * server itself.
 */
interface PageRequest {
  siteUrl: string;
  visitorIp: string;
}
const pageRequest = new AsyncLocalStorage<PageRequest>();

/** Renders a page at `siteUrl` for a visitor: its API calls are made at that address, from theirs. */
export function atPageSite<T>(siteUrl: string, visitorIp: string, render: () => T): T {
  return pageRequest.run({ siteUrl, visitorIp }, render);
}

/**
 * The web app's server-side API calls answered in this process (ADR 025): each goes through
 * Fastify's own routing (app.inject) with its hooks, so it meets the same validation, sessions
 * and authorisation, answer caches and ETags as a call from outside, without a loopback socket.
 * The page that makes the call already holds a place in the load queue, so the call does not
 * queue again. A form action's change (ADR 038) is sent the same way, with its method and body. The call is made at the page's address (`publicUrl` outside a page).
 */
export function inProcessTransport(app: FastifyInstance, publicUrl: string): ApiTransport {
  return async (path, init) => {
    const page = pageRequest.getStore();
    const site = page?.siteUrl ?? publicUrl;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      ...(page ? { remoteAddress: page.visitorIp } : {}),
      ...(init.body === undefined
        ? {}
        : { payload: typeof init.body === 'string' ? init.body : Buffer.from(init.body) }),
      headers: exemptFromQueue({ ...init.headers, host: new URL(site).host, [SITE_HEADER]: site }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
