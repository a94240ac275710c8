import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusExists, corpusPath } from './corpus.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(repoRoot, 'packages/importer/src/cli/import.ts');

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run import', () => {
  it('prints the usage and exits non-zero without a source or with an unknown one', () => {
    const none = run([]);
    expect(none.code).toBe(2);
    expect(none.out).toContain('Usage: npm run import -- <source> [path]');
    const unknown = run(['nosuch']);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain("Unknown source 'nosuch'");
  }, 60_000);

  it.skipIf(!corpusExists)(
    'imports a source, prints the summary table, and exits 0 even with rejected records',
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-cli-'));
      try {
        const result = run(['marc', corpusPath('pymarc/test/bad_records.mrc')], { DATA_DIR: dataDir });
        expect(result.code).toBe(0);
        // Records 1 and 8 are the same record (no 001, same content): stored once.
        expect(result.out).toMatch(/marc\s+8\s+1\s+0\s+0\s+1\s+6/);
        expect(result.out).toContain('bad_records.mrc:record 2 (byte 127): leader base address of data');
        const missing = run(['marc', path.join(dataDir, 'no-such-file.mrc')], { DATA_DIR: dataDir });
        expect(missing.code).toBe(1);
        expect(missing.out).toContain('Import failed: not found');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
