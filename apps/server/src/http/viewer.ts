import type { Viewer } from '@trove/db';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling. There are no accounts or sessions yet (ADR 012), so every caller is anonymous
 * and sees public contributions only; sign-in will read the session here.
 */
export function viewerOf(_request: FastifyRequest): Viewer {
  return null;
}
