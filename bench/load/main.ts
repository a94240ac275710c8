/**
 * npm run bench:load -- [--store sqlite|postgres] [--readers 50,200] [--duration 60] [--timeout 30]
 *                        [--vocabulary 3000] [--warmup 10] [--base-url http://host:port] [--report file.json]
 *
 * Issue 12 §2: a crowd of readers, half on server-rendered search pages and half on API searches,
 * against the real portal (demo corpus) on the embedded SQLite store or on PostgreSQL. Prints
 * requests per second, p50/p95/p99, errors, timeouts and non-2xx answers for each crowd size, with
 * the machine's load average (the machine may be shared). It prints figures; it never fails on them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, REPO_ROOT } from '../search/paths.ts';
import { databaseUrl, ensureDatabase } from '../search/postgres.ts';
import { type BenchServer, cpuSeconds, startServer } from '../search/server.ts';
import { runCrowd } from './crowd.ts';
import { type LoadResults, formatReport } from './report.ts';
import { indexVocabulary } from './vocabulary.ts';

const USAGE =
  'Usage: npm run bench:load -- [--store sqlite|postgres] [--readers 50,200] [--duration 60] [--timeout 30] ' +
  '[--vocabulary 3000] [--warmup 10] [--base-url URL (a running portal; its DATA_DIR with --data-dir)] [--report results.json]';

/** The bench's own data: one folder per store, kept between runs (the first start loads the corpus). */
const LOAD_DIR = path.join(BENCH_DIR, 'load');
const PG_DATABASE = 'trove_bench_load';
const INDEX_FILE = 'search-index.sqlite';

const log = (line: string) => console.log(`[bench:load ${new Date().toISOString().slice(11, 19)}] ${line}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      store: { type: 'string', default: 'sqlite' },
      readers: { type: 'string', default: '50,200' },
      duration: { type: 'string', default: '60' },
      timeout: { type: 'string', default: '30' },
      vocabulary: { type: 'string', default: '3000' },
      warmup: { type: 'string', default: '10' },
      seed: { type: 'string', default: '12' },
      'base-url': { type: 'string' },
      'data-dir': { type: 'string' },
      report: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const positive = (name: string, raw: string | undefined) => {
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number, not ${raw}`);
    return n;
  };
  if (values.store !== 'sqlite' && values.store !== 'postgres')
    throw new Error(`--store must be sqlite or postgres, not ${values.store}`);
  const readers = (values.readers ?? '').split(',').map((r) => positive('readers', r));
  if (readers.some((r) => r < 2 || !Number.isInteger(r)))
    throw new Error('--readers: whole numbers of 2 or more');
  return {
    store: values.store,
    readers,
    duration: positive('duration', values.duration),
    timeout: positive('timeout', values.timeout),
    vocabulary: positive('vocabulary', values.vocabulary),
    warmup: positive('warmup', values.warmup),
    seed: positive('seed', values.seed),
    baseUrl: values['base-url']?.replace(/\/$/, ''),
    dataDir: values['data-dir'],
    report: values.report,
    help: values.help,
  };
}

function commit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps', 'packages') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

function corpusDir(): string {
  if (process.env.CORPUS_DIR) return process.env.CORPUS_DIR;
  const shared = path.resolve(REPO_ROOT, '..', 'shared', 'data');
  return fs.existsSync(shared) ? shared : 'none';
}

/** The portal under test: started here on the chosen store, or one already running. */
async function portal(
  o: ReturnType<typeof readOptions>,
): Promise<{ server: BenchServer | null; baseUrl: string; dataDir: string }> {
  const dataDir = path.resolve(o.dataDir ?? path.join(LOAD_DIR, o.store));
  if (o.baseUrl) return { server: null, baseUrl: o.baseUrl, dataDir };
  let url: string | undefined;
  if (o.store === 'postgres') {
    url = process.env.DATABASE_URL;
    if (!url) {
      await ensureDatabase(PG_DATABASE);
      url = databaseUrl(PG_DATABASE);
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  log(
    `starting the portal on ${o.store}${url ? ` (${url.replace(/\/\/[^@]*@/, '//')})` : ''}, DATA_DIR ${path.relative(process.cwd(), dataDir)} (the first start loads the demo corpus)`,
  );
  const server = await startServer({
    dataDir,
    corpusDir: corpusDir(),
    ...(url ? { databaseUrl: url } : {}),
    logFile: path.join(dataDir, 'server.log'),
    timeoutMs: 1_800_000,
  });
  log(`ready at ${server.baseUrl} after ${server.startSeconds.toFixed(0)} s`);
  return { server, baseUrl: server.baseUrl, dataDir };
}

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
  if (o.report) {
    console.log(formatReport(JSON.parse(fs.readFileSync(o.report, 'utf8')) as LoadResults));
    return 0;
  }
  const startedAt = new Date().toISOString();
  const { server, baseUrl, dataDir } = await portal(o);
  try {
    const words = indexVocabulary(path.join(dataDir, INDEX_FILE), o.vocabulary);
    log(
      `vocabulary: ${words.length} index terms (${words
        .slice(0, 8)
        .map((w) => w.word)
        .join(', ')} …)`,
    );
    const pid = server?.pid;
    const common = {
      timeoutSeconds: o.timeout,
      seed: o.seed,
      ...(pid === undefined ? {} : { serverCpu: () => cpuSeconds(pid) }),
    };
    if (o.warmup > 0) {
      log(`warm-up: 10 readers for ${o.warmup} s (not reported)`);
      await runCrowd(baseUrl, words, { ...common, readers: 10, seconds: o.warmup });
    }
    const results: LoadResults = {
      startedAt,
      commit: commit(),
      store: o.store === 'postgres' ? 'PostgreSQL' : 'SQLite',
      vocabulary: words.length,
      timeoutSeconds: o.timeout,
      cores: os.availableParallelism(),
      runs: [],
    };
    for (const readers of o.readers) {
      log(
        `${readers} readers for ${o.duration} s (load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
      );
      results.runs.push(await runCrowd(baseUrl, words, { ...common, readers, seconds: o.duration }));
    }
    console.log(`\n${formatReport(results)}\n`);
    fs.mkdirSync(LOAD_DIR, { recursive: true });
    const file = path.join(LOAD_DIR, `results-${startedAt.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`figures written to ${path.relative(process.cwd(), file)}`);
    return 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
