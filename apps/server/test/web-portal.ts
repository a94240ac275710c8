import type { Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../src/config.ts';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { mountWeb } from '../src/web.ts';
import type { Visitor } from './auth-visitor.ts';
import { type SearchingApp, TEST_CONFIG, searchingApp } from './helpers.ts';
import { BUILD_DIR, ensureWebBuild } from './web-build.ts';

/** A server with a search index over the store and the web app mounted: pages through app.inject. */
export async function webPortal(store: Store, config: Partial<ServerConfig> = {}): Promise<SearchingApp> {
  ensureWebBuild();
  const running = await searchingApp(store, config);
  const mounted = await mountWeb(running.app, {
    buildDir: BUILD_DIR,
    site: { ...TEST_CONFIG, ...config },
    indexVersion: () => running.engine.status().revision,
    log: () => undefined,
  });
  if (!mounted) throw new Error(`The web app is not built in ${BUILD_DIR}`);
  return running;
}

/** A fresh start's portal for page tests: configuration and synthetic records seeded, the web app mounted. */
export async function seededWebPortal(store: Store): Promise<SearchingApp> {
  await seedConfiguration(store);
  await seedCatalogueContent(store, { synthetic: true });
  return webPortal(store);
}

/** A page as a browser asks for it: with the visitor's session cookie, or none. */
export function getPage(app: FastifyInstance, visitor: Visitor | null, url: string) {
  return app.inject({ method: 'GET', url, headers: visitor ? { cookie: visitor.cookieHeader() } : {} });
}
