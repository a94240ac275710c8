import type { FastifyInstance } from 'fastify';
import { deprecationHeaders } from '../services/api-keys/api-deprecation.ts';
import type { AnnouncedChange } from '../services/api-keys/api-key-settings.ts';

/**
 * Adds the Deprecation (RFC 9745), Sunset (RFC 8594) and Link headers to every answer of `app`'s
 * routes that an announced change affects (ADR 050). The lead installs it on /v3 with
 * `apiKeySettingsOf(config.apiKeys).changes`.
 */
export function installDeprecationHeaders(
  app: FastifyInstance,
  changes: readonly AnnouncedChange[],
  now: () => Date,
): void {
  if (changes.length === 0) return;
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(deprecationHeaders(changes, request.url, now())))
      reply.header(name, value);
  });
}
