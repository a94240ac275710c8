/**
 * npm run bench:search -- [--records N] [--seed N] [--duration S] [--clients N] [--per-class N] [--skip-postgres]
 *                          [--engine fts5,solr]     (the embedded index, a SolrCloud collection, or both side by side)
 *                          [--compare earlier.json]  (each figure beside an earlier run's, with the change)
 *                          [--report results.json]   (print an earlier run's table again; with --compare, its comparison)
 *                          [--all-categories]        (time only the all-categories search: p50, p95)
 *                          [--steps]                 (where a search's time goes, step by step, in this process)
 *                          [--totals]                (why totals differ from PostgreSQL's count, record by record)
 *
 * The search benchmark of issue 3 §3: a synthetic corpus (built once, reused), the real portal
 * started on the embedded SQLite store and on PostgreSQL, the same query mix over HTTP, the
 * PostgreSQL full text and GROUP BY comparison over the same records, a load test on the mix's
 * addresses and one with every address new (no answer cache can serve it), a table. With
 * `--engine solr` the embedded store is searched through a SolrCloud collection too (issue 28 §6),
 * on the cluster SOLR_URLS names or three nodes started for the run: the collection is filled from
 * the store before its portal starts, and that fill is timed beside the embedded index's build.
 * A benchmark prints figures; it never fails on them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatAllCategories, runAllCategories } from './all-categories.ts';
import { ensureCorpus, ensurePostgresStore, ensureSqliteStore } from './corpus.ts';
import { BENCH_DIR, REPO_ROOT, cachePaths } from './paths.ts';
import { connect } from './postgres.ts';
import { ensureFullTextTable, runFullText } from './postgres-fulltext.ts';
import { type BenchQuery, MIX_VERSION, buildQueryMix, buildWarmup } from './queries.ts';
import { formatComparison, readResults } from './compare.ts';
import { type BenchResults, classRows, formatReport, writeJson } from './report.ts';
import { targetChecks } from './targets.ts';
import { type StoreRun, runStore } from './store-run.ts';
import { corpusStats } from './vocabulary.ts';
import { formatSteps, measureSteps } from './steps.ts';
import { FtsSearchEngine, INDEX_FILE_NAME } from '@trove/search';
import { explainTotals, formatTotals } from './totals.ts';
import { benchCluster, parseEngines } from '../solr-engine.ts';
import { timeEmbeddedBuild, timeSolrFill } from './index-build.ts';
import type { EngineIndex } from './report.ts';

const USAGE =
  'Usage: npm run bench:search -- [--records N (1000000)] [--seed N (1)] [--duration S (60)] [--clients N (16)] [--per-class N (10)] [--skip-postgres] [--engine fts5,solr] [--compare earlier.json] [--report results.json] [--all-categories] [--steps] [--totals]';

function readOptions() {
  const { values } = parseArgs({
    options: {
      records: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      duration: { type: 'string', default: '60' },
      clients: { type: 'string', default: '16' },
      'per-class': { type: 'string', default: '10' },
      'skip-postgres': { type: 'boolean', default: false },
      engine: { type: 'string', default: 'fts5' },
      'all-categories': { type: 'boolean', default: false },
      steps: { type: 'boolean', default: false },
      totals: { type: 'boolean', default: false },
      'start-timeout': { type: 'string', default: '7200' },
      report: { type: 'string' },
      compare: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const int = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number >= ${min}`);
    return n;
  };
  return {
    help: values.help,
    report: values.report,
    compare: values.compare,
    records: int('records', values.records, 100),
    seed: int('seed', values.seed, 0),
    seconds: int('duration', values.duration, 0),
    clients: int('clients', values.clients, 1),
    perClass: int('per-class', values['per-class'], 1),
    skipPostgres: values['skip-postgres'],
    engines: parseEngines(values.engine),
    allCategories: values['all-categories'],
    steps: values.steps,
    totals: values.totals,
    startTimeoutMs: int('start-timeout', values['start-timeout'], 10) * 1000,
  };
}

/**
 * The query mix of this corpus, chosen once from its vocabulary and kept beside it, so every run
 * (and every commit compared) sends exactly the same queries.
 */
async function queryMix(cacheRoot: string, corpusDir: string, perClass: number) {
  const file = path.join(cacheRoot, `queries-v${MIX_VERSION}-${perClass}.json`);
  if (fs.existsSync(file))
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: BenchQuery[]; warmup: BenchQuery[] };
  const stats = await corpusStats(corpusDir);
  const queries = buildQueryMix(stats, perClass);
  const mix = { queries, warmup: buildWarmup(stats, queries, 24) };
  fs.writeFileSync(file, `${JSON.stringify(mix, null, 2)}\n`);
  return mix;
}

/** The code measured: the commit, and how many files of the engine and server differ from it. */
function codeVersion(): NonNullable<BenchResults['code']> {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'packages', 'apps/server');
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedFiles: changed ? changed.split('\n').length : 0,
    };
  } catch {
    return { commit: 'unknown', uncommittedFiles: 0 };
  }
}

/**
 * The kept quiet-machine run at 1,000,000 records (issue 27 §4): a change to search or the request
 * path runs the benchmark again, puts the comparison in its closing note, and replaces this file.
 */
const BASELINE = path.join(REPO_ROOT, 'bench', 'search', 'baseline.json');

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<number> {
  let o;
  try {
    o = readOptions();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (o.help) {
    console.log(USAGE);
    return 0;
  }
  // Read before the run, so a wrong path fails now rather than after an hour of measuring.
  let earlier: BenchResults | null;
  let reported: BenchResults | null;
  try {
    earlier = o.compare ? readResults(o.compare) : null;
    reported = o.report ? readResults(o.report) : null;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (reported) {
    // Prints the table of an earlier run again from its JSON, or its comparison with another.
    const rows = classRows(reported);
    if (earlier && o.compare) console.log(formatComparison(earlier, reported, o.compare));
    else console.log(formatReport(reported, rows, targetChecks(reported, rows)));
    return 0;
  }
  const startedAt = new Date().toISOString();
  const paths = cachePaths(o.records, o.seed);
  log(`cache: ${path.relative(process.cwd(), paths.root)}`);
  await ensureCorpus(paths, o.records, o.seed, log);
  const corpus = JSON.parse(fs.readFileSync(path.join(paths.corpus, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;

  const { queries, warmup } = await queryMix(paths.root, paths.corpus, o.perClass);
  log(`query mix: ${queries.length} queries, ${warmup.length} warm-up queries`);

  await ensureSqliteStore(paths, log);
  if (o.steps) {
    // The engine opened here on the SQLite store's index: no server, no load, no PostgreSQL.
    const costs = await measureSteps(path.join(paths.sqliteData, INDEX_FILE_NAME), queries, warmup, 5, log);
    console.log(formatSteps(costs));
    return 0;
  }
  if (o.totals) {
    // The SQLite store's index against the comparison table in the PostgreSQL store.
    const pg = await ensurePostgresStore(paths, o.records, o.seed, log);
    const client = await connect(pg.database);
    const engine = FtsSearchEngine.open(path.join(paths.sqliteData, INDEX_FILE_NAME), { readonly: true });
    try {
      await ensureFullTextTable(client, log);
      console.log(formatTotals(await explainTotals(engine, client, queries, log)));
    } finally {
      await engine.close();
      await client.end();
    }
    return 0;
  }
  if (o.allCategories) {
    // The all-categories search alone, on the SQLite store: no load test, no PostgreSQL.
    const run = await runAllCategories({ paths, warmup, queries, startTimeoutMs: o.startTimeoutMs, log });
    console.log(formatAllCategories(run, codeVersion()));
    return 0;
  }
  const fts5 = o.engines.includes('fts5');
  const pgStore =
    o.skipPostgres || !fts5
      ? null
      : await ensurePostgresStore(paths, o.records, o.seed, log).catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`PostgreSQL: ${message} (is it running? PG_BENCH_URL, or --skip-postgres)`, {
            cause: error,
          });
        });

  const stores: StoreRun[] = [];
  const common = {
    paths,
    warmup,
    queries,
    clients: o.clients,
    seconds: o.seconds,
    startTimeoutMs: o.startTimeoutMs,
    log,
  };
  const solr = o.engines.includes('solr');
  const indexes: EngineIndex[] = [];
  if (fts5) {
    const sqlite = await runStore({ ...common, store: 'sqlite' });
    stores.push(sqlite);
    if (solr) {
      // Beside Solr's fill, the embedded engine's build from the same store.
      const build = await timeEmbeddedBuild(paths, log);
      indexes.push({
        engine: 'fts5',
        buildSeconds: build.seconds,
        documents: build.documents,
        diskMb: build.mb,
        memoryMb: sqlite.rssAfterLoadMb,
      });
    }
  }
  if (pgStore) stores.push(await runStore({ ...common, store: 'postgres', databaseUrl: pgStore.url }));
  if (solr) {
    const cluster = await benchCluster('bench', log);
    try {
      const fill = await timeSolrFill(paths, cluster, log);
      const run = await runStore({ ...common, store: 'solr', settings: cluster.settings });
      stores.push(run);
      const { indexMb, heapMb } = await cluster.measure();
      indexes.push({
        engine: 'solr',
        buildSeconds: fill.seconds,
        documents: fill.documents,
        diskMb: indexMb,
        memoryMb: run.rssAfterLoadMb === null ? null : run.rssAfterLoadMb + heapMb,
      });
    } finally {
      await cluster.stop();
    }
  }

  let fullText = null;
  let fullTextBuildSeconds = null;
  if (pgStore) {
    const client = await connect(pgStore.database);
    try {
      fullTextBuildSeconds = await ensureFullTextTable(client, log);
      log('postgres full text: measuring the same queries…');
      fullText = await runFullText(client, warmup, queries);
    } finally {
      await client.end();
    }
  }

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    options: {
      records: o.records,
      seed: o.seed,
      seconds: o.seconds,
      clients: o.clients,
      perClass: o.perClass,
      skipPostgres: o.skipPostgres,
    },
    corpus,
    code: codeVersion(),
    queries,
    stores,
    fullText,
    fullTextBuildSeconds,
    ...(indexes.length > 0 ? { indexes } : {}),
  };
  const rows = classRows(results);
  const checks = targetChecks(results, rows);
  console.log(formatReport(results, rows, checks));
  const file = writeJson(BENCH_DIR, results, rows, checks);
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
  if (earlier && o.compare) console.log(`\n${formatComparison(earlier, results, o.compare)}`);
  else if (fs.existsSync(BASELINE) && o.records === readResults(BASELINE).options.records) {
    // Without --compare, a run of the baseline's size is compared with the kept baseline.
    console.log(
      `\n${formatComparison(readResults(BASELINE), results, path.relative(process.cwd(), BASELINE))}`,
    );
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `The benchmark stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  },
);
