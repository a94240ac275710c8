import type { Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { ServerConfig } from '../src/config.ts';
import { TEST_CONFIG } from './helpers.ts';

/** A server whose clock the test moves (resumption tokens expire by it). */
export function testAppWithClock(
  store: Store,
  clock: { now: Date },
  config: Partial<ServerConfig>,
): Promise<FastifyInstance> {
  return buildApp({ store, searchEngine: null, config: { ...TEST_CONFIG, ...config }, now: () => clock.now });
}
