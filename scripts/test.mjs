#!/usr/bin/env node
// Runs every test: unit, integration on SQLite and PostgreSQL, against a real SolrCloud (Java and
// Maven), then end to end in Chromium.
// Prints one closing line 'Tests: N passed, N failed, N skipped' summed over all suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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

/** The Solr suite starts its own cluster from Maven Central artifacts: it needs Java 17 and Maven. */
const hasJava = ['java', 'mvn'].every(
  (tool) => spawnSync(tool, ['-version'], { stdio: 'ignore' }).status === 0,
);
if (!hasJava && process.env.REQUIRE_SOLR === '1') {
  console.error('REQUIRE_SOLR=1 but java or mvn is missing: the SolrCloud suite cannot start its cluster');
  process.exit(1);
}

// The web app first: page tests in the integration suite mount it, and the journeys serve it.
const built = run('build', 'npm', ['run', 'build']);
const suites = [vitest('unit', ['--project', 'unit']), vitest('integration', ['--project', 'integration'])];
if (hasJava) suites.push(vitest('solr', ['--project', 'solr']));
if (built) {
  // Playwright Test writes its JSON report to .tmp/test-results/e2e.json (e2e/playwright.config.ts).
  const ok = run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  suites.push({ ok, output: path.join(resultsDir, 'e2e.json'), runner: 'playwright' });
}

/** The first line of a failure message, short enough for CI's tail of the log. */
function firstLine(message) {
  // Without the colour codes of the runners' messages.
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Playwright's specs, out of its nested suites (as test-timings.mjs reads them). */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];

/** Each failed (and, for the journeys, flaky) test by name, so the end of the log says which. */
function failuresOf(suite, report) {
  if (suite.runner === 'playwright') {
    return report.suites
      .flatMap(specsOf)
      .flatMap(({ file, title, tests }) => tests.map((test) => ({ file, title, test })))
      .flatMap(({ file, title, test }) => {
        if (test.status !== 'unexpected' && test.status !== 'flaky') return [];
        const failedRun = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const why = firstLine(failedRun?.error?.message ?? failedRun?.errors?.[0]?.message);
        return [`${test.status === 'flaky' ? 'FLAKY' : 'FAILED'} e2e/journeys/${file} › ${title}: ${why}`];
      });
  }
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'failed')
      .map(
        (a) =>
          `FAILED ${path.relative(root, file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
      )
      .concat(
        file.assertionResults.length === 0 && file.status === 'failed'
          ? [`FAILED ${path.relative(root, file.name)}: ${firstLine(file.message)}`]
          : [],
      ),
  );
}

/** A suite's counts from its JSON report: vitest's, or Playwright's (which also counts flaky tests). */
function countsOf(suite, report) {
  if (suite.runner === 'playwright') {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped, flaky };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: 0,
  };
}

let passed = 0;
let failed = built ? 0 : 1;
let skipped = 0;
let flaky = 0;
const named = [];
for (const suite of suites) {
  if (!fs.existsSync(suite.output)) {
    if (!suite.ok) failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(suite.output, 'utf8'));
  const counts = countsOf(suite, report);
  named.push(...failuresOf(suite, report));
  passed += counts.passed;
  failed += counts.failed + (suite.ok || counts.failed > 0 ? 0 : 1);
  skipped += counts.skipped;
  flaky += counts.flaky;
}

if (!hasPostgres) {
  console.warn('\n************************************************************************');
  console.warn(`* PostgreSQL at ${postgresUrl} was not reachable:`);
  console.warn('* the PostgreSQL half of the integration suite was SKIPPED.');
  console.warn('* Set TEST_DATABASE_URL or start a server (see README) to run it.');
  console.warn('************************************************************************');
}
if (!hasJava) {
  console.warn('\n************************************************************************');
  console.warn('* java or mvn is missing: the SolrCloud suite was SKIPPED.');
  console.warn('* Install Java 17 and Maven (see README) to run it.');
  console.warn('************************************************************************');
}
console.log('\nWhere the time went: npm run test:timings');
if (named.length > 0) console.log(`\n${named.join('\n')}`);
// A journey that failed and then passed on its retry (CI allows one) passed, but is named here.
if (flaky > 0)
  console.log(`Flaky: ${flaky} journey step(s) passed only on a retry (see the e2e output above)`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || suites.some((s) => !s.ok) ? 1 : 0);
