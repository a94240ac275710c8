import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const nonces = new WeakMap<FastifyReply, string>();

/**
 * This answer's Content Security Policy nonce, made on first use: 128 random bits, fresh for every
 * answer. A page puts it on each of its inline scripts and style elements; the policy sent with
 * an HTML answer (security-headers.ts) names it when the answer asked for one.
 */
export function pageNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}

/**
 * The nonce made for this answer, if any. A page cache hashing a body for its ETag replaces each
 * occurrence of it first, so that the same page rendered twice compares equal.
 */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return nonces.get(reply);
}

/** What the web app's server entry reads the nonce from (apps/web/app/entry.server.tsx). */
export interface PageLoadContext {
  [key: string]: unknown;
  cspNonce: string;
}

/** The load context for rendering a page into this answer: its nonce. */
export function pageLoadContext(reply: FastifyReply): PageLoadContext {
  return { cspNonce: pageNonce(reply) };
}
