import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiTransport } from '@trove/contracts';
import type { FastifyInstance } from 'fastify';
import { exemptFromQueue } from '../http/load-shedding.ts';
import { SITE_HEADER } from '../http/site-address.ts';

/** The address of the page being rendered (http/site-address.ts), for its in-process API calls. */
const pageSite = new AsyncLocalStorage<string>();

/** Renders a page at `siteUrl`: its API calls are made at that address, so their links are its. */
export function atPageSite<T>(siteUrl: string, render: () => T): T {
  return pageSite.run(siteUrl, render);
}

/**
 * The web app's server-side API calls answered in this process (ADR 025): each goes through
 * Fastify's own routing (app.inject) with its hooks, so it meets the same validation, sessions
 * and authorisation, answer caches and ETags as a call from outside, without a loopback socket.
 * The page that makes the call already holds a place in the load queue, so the call does not
 * queue again. The call is made at the page's address (`publicUrl` outside a page). Besides GETs,
 * a page's form action sends the change its form asks for (ADR 038).
 */
export function inProcessTransport(app: FastifyInstance, publicUrl: string): ApiTransport {
  return async (path, init) => {
    const site = pageSite.getStore() ?? publicUrl;
    const method = init.method ?? 'GET';
    // A change comes only from a page's posted form, whose origin web.ts checked: it is this site's.
    const origin: Record<string, string> = method === 'GET' ? {} : { origin: new URL(site).origin };
    const answer = await app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: path,
      headers: exemptFromQueue({ ...init.headers, ...origin, host: new URL(site).host, [SITE_HEADER]: site }),
      ...(init.body === undefined ? {} : { payload: init.body }),
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
