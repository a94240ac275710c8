import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_POLICY,
  PERMISSIONS_POLICY,
  type PolicySite,
  pagePolicy,
  transportSecurity,
} from './content-security-policy.ts';
import { cspNonceOf } from './csp-nonce.ts';

/**
 * What every answer says to browsers, pages and API alike: take the content type as sent (no
 * sniffing a JSON answer holding user text into HTML), tell other sites only where a visitor came
 * from, not the address with its search, let no other site frame the pages (clickjacking on the
 * sign-in form and the contribution buttons), and use none of the device features a catalogue
 * never needs. The Content Security Policy depends on the answer (ADR 023).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': PERMISSIONS_POLICY,
};

const CSP = 'content-security-policy';

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * The policy of one answer: for HTML, a page's, with the nonce the page asked for or without inline
 * script when it asked for none; the API's for anything else (a page's data for the router
 * included). A 304 gets none: the browser keeps the page it already has, whose scripts carry the
 * nonce of the policy it came with.
 */
function policyOf(site: PolicySite, reply: FastifyReply): string | null {
  if (reply.statusCode === 304) return null;
  return isHtml(reply) ? pagePolicy(site, cspNonceOf(reply) ?? null) : API_POLICY;
}

/**
 * Sends the headers with every answer; a route that sets one of them keeps its own. Answers written
 * past Fastify (the embedded provider's, which take over the raw response) get them from the start,
 * with the policy of a page without nonce; Fastify's own answers replace those before sending.
 */
export function installSecurityHeaders(app: FastifyInstance, site: PolicySite): void {
  const always: Record<string, string> = { ...SECURITY_HEADERS };
  const hsts = transportSecurity(site);
  if (hsts) always['strict-transport-security'] = hsts;
  const beforeHandling = { ...always, [CSP]: pagePolicy(site, null) };

  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(beforeHandling)) reply.raw.setHeader(name, value);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const name of Object.keys(beforeHandling)) reply.raw.removeHeader(name);
    const policy = policyOf(site, reply);
    const headers = policy ? { ...always, [CSP]: policy } : always;
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
