import type { FastifyInstance } from 'fastify';

/**
 * What every answer says to browsers, pages and API alike: take the content type as sent (no
 * sniffing a JSON answer holding user text into HTML), tell other sites only where a visitor came
 * from, not the address with its search, and let no other site frame the pages (clickjacking on
 * the sign-in form and the contribution buttons). A route that sets one of these keeps its own.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
