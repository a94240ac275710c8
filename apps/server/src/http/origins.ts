import type { FastifyRequest } from 'fastify';

/** The origins this site answers on: PUBLIC_URL's, and the one the request itself was sent to. */
export function ownOrigins(publicUrl: string, request: FastifyRequest): string[] {
  const origins = [new URL(publicUrl).origin];
  const host = request.headers.host;
  if (host) origins.push(`${request.protocol}://${host}`);
  return origins;
}
