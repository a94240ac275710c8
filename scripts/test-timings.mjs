#!/usr/bin/env node
// Where a test run's time went, read from the JSON reports `npm test` writes to .tmp/test-results:
// each suite's wall time, each store's half of the integration suite, the slowest files and
// journeys, and how much of an integration file is set-up (migrate, seed, index) rather than tests.
// Usage: npm run test:timings [-- <results folder>]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, '.tmp', 'test-results'));
const seconds = (ms) => (ms / 1000).toFixed(1);
const relative = (file) => path.relative(root, file);

function readJson(name) {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function table(title, header, rows) {
  console.log(`\n${title}`);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** The store a test ran on, from the describe.each title ('… on sqlite', '… on postgres'). */
function storeOf(assertion) {
  const titles = [...assertion.ancestorTitles, assertion.title].join(' ');
  if (/\bpostgres(ql)?\b/i.test(titles)) return 'postgres';
  if (/\bsqlite\b/i.test(titles)) return 'sqlite';
  return 'either';
}

/** A vitest JSON report as one row per file: its wall time, the time in its tests, and per store. */
function vitestFiles(report) {
  return report.testResults.map((file) => {
    const byStore = { sqlite: 0, postgres: 0, either: 0 };
    let inTests = 0;
    for (const a of file.assertionResults) {
      const d = a.duration ?? 0;
      inTests += d;
      byStore[storeOf(a)] += d;
    }
    return {
      name: relative(file.name),
      wall: file.endTime - file.startTime,
      inTests,
      byStore,
      tests: file.assertionResults.length,
    };
  });
}

/**
 * Playwright's JSON report in the shape vitest's has: a file's wall time is the sum of its steps'
 * (a file's steps run in order in one worker), a step's time its last try's.
 */
function fromPlaywright(report) {
  const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
  const testResults = report.suites.map((file) => {
    const assertionResults = specsOf(file).flatMap((spec) =>
      spec.tests.map((t) => ({
        title: spec.title,
        ancestorTitles: [],
        duration: t.results.reduce((sum, r) => sum + r.duration, 0),
      })),
    );
    const wall = assertionResults.reduce((sum, a) => sum + a.duration, 0);
    return {
      name: path.join(root, 'e2e', 'journeys', file.file),
      startTime: 0,
      endTime: wall,
      assertionResults,
    };
  });
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { testResults, numTotalTests: expected + unexpected + flaky + skipped, startTime: 0 };
}

const suiteTimes = readJson('suite-times.json') ?? {};
const suites = ['unit', 'integration', 'solr', 'e2e'];
const overview = [];
for (const suite of suites) {
  const raw = readJson(`${suite}.json`);
  if (!raw) continue;
  const report = raw.stats && raw.suites ? fromPlaywright(raw) : raw;
  const files = vitestFiles(report);
  const wall =
    suiteTimes[suite] ??
    (raw.stats?.duration || Math.max(...report.testResults.map((f) => f.endTime)) - report.startTime);
  overview.push([
    suite,
    seconds(wall),
    report.numTotalTests,
    files.length,
    seconds(files.reduce((s, f) => s + f.wall, 0)),
  ]);
  if (suite === 'integration') {
    const half = (store) => files.reduce((s, f) => s + f.byStore[store], 0);
    table(
      'Integration by store (seconds in tests; set-up is the rest of a file)',
      ['sqlite', 'postgres', 'either', 'set-up'],
      [
        [
          seconds(half('sqlite')),
          seconds(half('postgres')),
          seconds(half('either')),
          seconds(files.reduce((s, f) => s + f.wall - f.inTests, 0)),
        ],
      ],
    );
  }
  const slowest = [...files].sort((a, b) => b.wall - a.wall).slice(0, 20);
  table(
    `The 20 slowest ${suite} files`,
    suite === 'integration'
      ? ['wall s', 'set-up s', 'sqlite s', 'postgres s', 'tests', 'file']
      : ['wall s', 'tests', 'file'],
    slowest.map((f) =>
      suite === 'integration'
        ? [
            seconds(f.wall),
            seconds(f.wall - f.inTests),
            seconds(f.byStore.sqlite),
            seconds(f.byStore.postgres),
            f.tests,
            f.name,
          ]
        : [seconds(f.wall), f.tests, f.name],
    ),
  );
  if (suite === 'e2e') {
    const steps = report.testResults.flatMap((file) =>
      file.assertionResults.map((a) => ({
        d: a.duration ?? 0,
        name: `${path.basename(file.name)}: ${a.title}`,
      })),
    );
    steps.sort((a, b) => b.d - a.d);
    table(
      'The 20 slowest journey steps',
      ['s', 'step'],
      steps.slice(0, 20).map((s) => [seconds(s.d), s.name]),
    );
  }
}
for (const [name, ms] of Object.entries(suiteTimes))
  if (!suites.includes(name)) overview.push([name, seconds(ms), '', '', '']);
table(
  'Suites',
  ['wall s', 'tests', 'files', 'sum of file time s', 'suite'],
  overview.map((r) => [r[1], r[2], r[3], r[4], r[0]]),
);
