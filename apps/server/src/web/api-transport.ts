import type { ApiTransport } from '@trove/contracts';
import type { FastifyInstance } from 'fastify';
import { exemptFromQueue } from '../http/load-shedding.ts';

/**
 * The web app's server-side API calls answered in this process (ADR 025): each goes through
 * Fastify's own routing (app.inject) with its hooks, so it meets the same validation, sessions
 * and authorisation, answer caches and ETags as a call from outside, without a loopback socket.
 * The page that makes the call already holds a place in the load queue, so the call does not
 * queue again.
 */
export function inProcessTransport(app: FastifyInstance, publicUrl: string): ApiTransport {
  const host = new URL(publicUrl).host;
  return async (path, init) => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: exemptFromQueue({ ...init.headers, host }),
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
