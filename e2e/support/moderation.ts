import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The accounts command, as an operator runs it, giving the e2e server's account the content manager role (ADR 045). */
export function grantContentManager(dataDir: string, email: string): string {
  return execFileSync('npx', ['tsx', 'apps/server/src/cli/accounts.ts', 'grant', email, 'contentManager'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}
