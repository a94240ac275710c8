import type { Store } from '@trove/db';
import type { SearchEngine } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { ServerConfig } from '../src/config.ts';

export const TEST_CONFIG: ServerConfig = {
  productName: 'Trove',
  publicUrl: 'http://localhost:3000',
  systemTag: 'TEST',
};

export function testApp(
  store: Store,
  options: { searchEngine?: SearchEngine | null; now?: Date; config?: Partial<ServerConfig> } = {},
): Promise<FastifyInstance> {
  const now = options.now;
  return buildApp({
    store,
    searchEngine: options.searchEngine ?? null,
    config: { ...TEST_CONFIG, ...options.config },
    ...(now ? { now: () => now } : {}),
  });
}
