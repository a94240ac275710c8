import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '@trove/db';
import type { ServerConfig } from '../src/config.ts';
import { mountWeb } from '../src/web.ts';
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
