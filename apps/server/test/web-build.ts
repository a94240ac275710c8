import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WEB_DIR = path.resolve(import.meta.dirname, '../../web');

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
