import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed, httpOnly cookie that marks a browser as having passed the human check (ADR 015). */
export const HUMAN_COOKIE = 'trove_human';
/** How long one solved check counts, whatever the browser does with its session cookie (ADR 015). */
export const HUMAN_HOURS = 12;
const HUMAN_MS = HUMAN_HOURS * 60 * 60 * 1000;

/**
 * The cookie's value before signing: a random id and the end of its life in epoch seconds, so
 * every solve gives a different cookie and a copied one stops working on the server's clock.
 */
export function newHumanValue(now: Date): string {
  const expiresAt = Math.floor((now.getTime() + HUMAN_MS) / 1000);
  return `${randomBytes(16).toString('base64url')}.${expiresAt}`;
}

/** Whether an (already verified) value still counts at `now`. */
export function humanValueIsLive(value: string, now: Date): boolean {
  const match = /^[\w-]{22}\.(\d{1,12})$/.exec(value);
  if (!match) return false;
  const expiresMs = Number(match[1]) * 1000;
  // A life longer than HUMAN_HOURS was not given by this server under today's rule.
  return expiresMs > now.getTime() && expiresMs - now.getTime() <= HUMAN_MS;
}

/** Whether this browser passed the human check within HUMAN_HOURS (a forged cookie fails its signature). */
export function isHuman(request: FastifyRequest, now: Date): boolean {
  const raw = request.cookies[HUMAN_COOKIE];
  if (raw === undefined) return false;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && humanValueIsLive(unsigned.value, now);
}

/**
 * Marks the browser human: a session cookie, so a shared computer forgets it when closed, whose
 * signed value also runs out after HUMAN_HOURS.
 */
export function markHuman(reply: FastifyReply, secure: boolean, now: Date): void {
  reply.setCookie(HUMAN_COOKIE, newHumanValue(now), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
  });
}
