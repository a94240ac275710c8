#!/usr/bin/env node
// Runs every test: unit, integration on SQLite and PostgreSQL, then end to end in Chromium.
// Prints one closing line 'Tests: N passed, N failed, N skipped' summed over all suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.tmp', 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Each step's wall time in ms, for `npm run test:timings`. */
const suiteTimes = {};

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  suiteTimes[label] = Date.now() - started;
  fs.writeFileSync(path.join(resultsDir, 'suite-times.json'), JSON.stringify(suiteTimes, null, 2));
  return result.status === 0;
}

function vitest(label, project, extraArgs = []) {
  const output = path.join(resultsDir, `${label}.json`);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
    ...extraArgs,
  ]);
  return { ok, output };
}

const hasPostgres = await postgresReachable();
if (!hasPostgres && process.env.REQUIRE_POSTGRES === '1') {
  console.error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${postgresUrl}`);
  process.exit(1);
}

const suites = [vitest('unit', ['--project', 'unit']), vitest('integration', ['--project', 'integration'])];
const built = run('build', 'npm', ['run', 'build']);
if (built) suites.push(vitest('e2e', ['--config', 'e2e/vitest.config.ts']));

let passed = 0;
let failed = built ? 0 : 1;
let skipped = 0;
for (const suite of suites) {
  if (!fs.existsSync(suite.output)) {
    if (!suite.ok) failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(suite.output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (suite.ok || report.numFailedTests > 0 ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
}

if (!hasPostgres) {
  console.warn('\n************************************************************************');
  console.warn(`* PostgreSQL at ${postgresUrl} was not reachable:`);
  console.warn('* the PostgreSQL half of the integration suite was SKIPPED.');
  console.warn('* Set TEST_DATABASE_URL or start a server (see README) to run it.');
  console.warn('************************************************************************');
}
console.log('\nWhere the time went: npm run test:timings');
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || suites.some((s) => !s.ok) ? 1 : 0);
