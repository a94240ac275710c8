import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { addVary } from './compression.ts';
import { callerOf } from './viewer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public max-age of a successful GET answer, in seconds. */
    cacheSeconds?: number;
  }
}

/**
 * Cache-Control from each route's `config.cacheSeconds`, and ETags with 304 answers for successful
 * JSON GETs: a client revalidating unchanged content downloads nothing. The ETags are weak: the
 * answer is sent in whichever encoding the client takes (http/compression.ts), the same content in
 * different bytes.
 */
export function installCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    // A 304 a route made itself (http/kept-answer.ts) carries the Cache-Control its 200 would.
    if (reply.statusCode !== 200 && reply.statusCode !== 304) {
      if (reply.statusCode >= 400 && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    }
    const seconds = reply.routeOptions.config.cacheSeconds;
    if (seconds !== undefined && !reply.hasHeader('cache-control')) {
      // A signed-in caller may see private tags, notes and lists, and role-only fields, and expects
      // their own changes at once: nothing of theirs is kept. The anonymous answer is shared, but
      // never handed to a browser that carries a session cookie.
      reply.header('cache-control', callerOf(request) ? 'private, no-store' : `public, max-age=${seconds}`);
      addVary(reply, 'Cookie');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    // An answer with its own ETag (a kept answer) has answered If-None-Match itself.
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' || !type.includes('json')) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}

/** A weak ETag of a text: the same content may be sent in other bytes (another encoding). */
export function weakEtag(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}
