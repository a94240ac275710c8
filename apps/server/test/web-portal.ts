import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../src/config.ts';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { mountWeb } from '../src/web.ts';
import type { Visitor } from './auth-visitor.ts';
import { type SearchingApp, TEST_CONFIG, searchingApp } from './helpers.ts';

/** The web app's build that `npm run build` writes (server entry, client files and their .br and .gz copies). */
export const BUILD_DIR = path.resolve(import.meta.dirname, '../../web/build');

/** The server build of the web app; built here when missing (npm test builds it only for e2e). */
export function ensureWebBuild(): void {
  if (fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    stdio: 'ignore',
  });
}

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
