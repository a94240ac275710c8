import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WEB_DIR = path.resolve(import.meta.dirname, '../../web');

/** The web app's build that `npm run build` writes (server entry, client files and their .br and .gz copies). */
export const BUILD_DIR = path.join(WEB_DIR, 'build');

/**
 * The server build of the web app; built here when missing. The integration suite's global set-up
 * calls it once, before files run side by side (two builds at once broke each other's output).
 */
export function ensureWebBuild(): void {
  if (fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: path.resolve(WEB_DIR, '../..'),
    stdio: 'pipe',
  });
}

/**
 * The web app built from the current sources into a temporary folder, for tests that render real
 * pages (about 15 s). A build of its own: one in apps/web/build may be stale, or in use.
 */
export async function buildWebApp(): Promise<{ buildDir: string; remove(): void }> {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-web-build-'));
  await promisify(execFile)('npx', ['react-router', 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: buildDir },
  });
  return { buildDir, remove: () => fs.rmSync(buildDir, { recursive: true, force: true }) };
}
