import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed, httpOnly cookie that marks a browser as having passed the human check (ADR 015). */
export const HUMAN_COOKIE = 'trove_human';
const HUMAN_VALUE = 'altcha-verified';

/** Whether this browser passed the human check in this browser session (a forged cookie fails its signature). */
export function isHuman(request: FastifyRequest): boolean {
  const raw = request.cookies[HUMAN_COOKIE];
  if (raw === undefined) return false;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value === HUMAN_VALUE;
}

/** Marks the browser human until it is closed: a session cookie, so a shared computer forgets it. */
export function markHuman(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(HUMAN_COOKIE, HUMAN_VALUE, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
  });
}
