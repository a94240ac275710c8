import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { type FtsSearchEngine, type SearchEngine, ensureIndex } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import type { ServerConfig } from '../src/config.ts';

export const TEST_CONFIG: ServerConfig = {
  productName: 'Trove',
  publicUrl: 'http://localhost:3000',
  systemTag: 'TEST',
  // Tests call /v3 without a key from one address, many times over: the gate itself is tested
  // with its own settings (api-gate.int.test.ts, v3.int.test.ts).
  apiKeys: { keylessQuota: '1000000/d' },
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

export interface SearchingApp {
  app: FastifyInstance;
  engine: FtsSearchEngine;
  /** Closes the server, the index and the store, and removes the index folder. */
  close(): Promise<void>;
}

/** A server over the store with a real search index, built in a temporary folder. */
export async function searchingApp(store: Store, config: Partial<ServerConfig> = {}): Promise<SearchingApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-search-'));
  const engine = (await ensureIndex(store, path.join(dir, 'search-index.sqlite'))).engine;
  const app = await testApp(store, { searchEngine: engine, config });
  return {
    app,
    engine,
    close: async () => {
      await app.close();
      await engine.close();
      await store.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A server with a search index over the store, seeded with the site's configuration and content as at first start. */
export async function seededSearchingApp(store: Store): Promise<SearchingApp> {
  await seedConfiguration(store);
  await seedCatalogueContent(store, { synthetic: false });
  return searchingApp(store);
}
