import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../deps.ts';
import { type GateKey, type GateOptions, admit } from '../services/api-keys/api-gate.ts';

export { GATE_CODES, isGateRefusal, type GateKey, type GateOptions } from '../services/api-keys/api-gate.ts';

/**
 * The public API's key gate as a Fastify hook (issue 18 §2, ADR 050): the lead installs it on the
 * /v3 and /oai prefixes' plugins, `installApiKeyGate(v3, deps, { addressSecret })`. The rules
 * (key states, quota windows, the keyless allowance) are in services/api-keys/api-gate.ts.
 *
 * A refusal is thrown as a DomainError (403 or 429; `isGateRefusal` recognises it), so the
 * prefix's own error handler words it in its encoding (v3's XML); the portal's answers JSON
 * `{ error, message, details }`. A 429 carries Retry-After, set before the error is thrown.
 */

const admittedKeys = new WeakMap<FastifyRequest, GateKey | null>();

/** The key the gate admitted this request with; null when keyless, undefined when not gated. */
export function apiKeyOf(request: FastifyRequest): GateKey | null | undefined {
  return admittedKeys.get(request);
}

/** The key sent: the X-API-KEY header first, else the first `key` parameter. */
export function sentKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader.trim();
  const query = request.query as Record<string, unknown> | undefined;
  const raw = query?.key;
  const fromQuery = Array.isArray(raw) ? raw[0] : raw;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery.trim() : null;
}

/** Adds the gate to every route of `app` (a prefix's plugin, so other routes are untouched). */
export function installApiKeyGate(
  app: FastifyInstance,
  deps: ServiceDeps<'apiKeys'>,
  options: GateOptions,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const admitted = await admit(deps, options, { key: sentKey(request), ip: request.ip });
    if ('retryAfter' in admitted) {
      reply.header('retry-after', String(admitted.retryAfter));
      reply.header('cache-control', 'no-store');
      throw admitted.error;
    }
    admittedKeys.set(request, admitted.key);
  });
}
