/**
 * npm run bench:v3 -- [--records N (1000000)] [--seed N (1)] [--per-class N (10)] [--harvest N (100000)]
 *
 * The public API v3 (issue 18 §1, §3; ADR 051) on the embedded store over the synthetic corpus of
 * bench:search (built once, reused):
 * - GET /v3/result p50 and p95 for the search query mix, each search sent once after a warm-up;
 * - a bulk harvest of the newspapers collection with full text (n=100, bulkHarvest=true,
 *   reclevel=full, include=articletext) along nextStart until --harvest records: records per
 *   second, and the server's resident memory before, at its peak and after.
 * A benchmark prints figures; it never fails on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keywordToV3Query, v3CategoryOfPortal } from '@trove/contracts';
import { ensureCorpus, ensureSqliteStore } from '../search/corpus.ts';
import { cachePaths } from '../search/paths.ts';
import { type BenchQuery, MIX_VERSION, buildQueryMix, buildWarmup, keywordOf } from '../search/queries.ts';
import { residentMb, startServer } from '../search/server.ts';
import { summarise } from '../search/stats.ts';
import { corpusStats } from '../search/vocabulary.ts';

const log = (line: string) => console.log(`[bench:v3 ${new Date().toISOString().slice(11, 19)}] ${line}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      records: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      'per-class': { type: 'string', default: '10' },
      harvest: { type: 'string', default: '100000' },
      'start-timeout': { type: 'string', default: '7200' },
    },
  });
  const int = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number >= ${min}`);
    return n;
  };
  return {
    records: int('records', values.records, 100),
    seed: int('seed', values.seed, 0),
    perClass: int('per-class', values['per-class'], 1),
    harvest: int('harvest', values.harvest, 1),
    startTimeoutMs: int('start-timeout', values['start-timeout'], 10) * 1000,
  };
}

/** A query of the mix as its /v3/result call: the keyword as q, its date range in v3's form, limits by v3's names. */
export function v3Path(q: BenchQuery): string {
  const params = new URLSearchParams();
  const range = q.dateRange ? ` date:[${q.dateRange.from} TO ${q.dateRange.to}]` : '';
  params.set('q', keywordToV3Query(`${keywordOf(q)}${range}`));
  params.set('category', v3CategoryOfPortal(q.category)?.code ?? q.category);
  params.set('encoding', 'json');
  if (q.format) params.set('l-format', q.format);
  if (q.decade) params.set('l-decade', q.decade);
  if (q.sort === 'dateDesc') params.set('sortby', 'datedesc');
  return `/v3/result?${params.toString()}`;
}

async function timed(
  url: string,
): Promise<{ ms: number; body: Record<string, unknown> | null; error?: string }> {
  const started = performance.now();
  try {
    const res = await fetch(url);
    const body = (await res.json()) as Record<string, unknown>;
    const ms = performance.now() - started;
    return res.ok ? { ms, body } : { ms, body: null, error: `${res.status} ${String(body.description)}` };
  } catch (error) {
    return { ms: performance.now() - started, body: null, error: String(error) };
  }
}

async function main(): Promise<number> {
  const o = readOptions();
  const paths = cachePaths(o.records, o.seed);
  await ensureCorpus(paths, o.records, o.seed, log);
  await ensureSqliteStore(paths, log);
  const mixFile = path.join(paths.root, `queries-v${MIX_VERSION}-${o.perClass}.json`);
  const mix = fs.existsSync(mixFile)
    ? (JSON.parse(fs.readFileSync(mixFile, 'utf8')) as { queries: BenchQuery[]; warmup: BenchQuery[] })
    : await (async () => {
        const stats = await corpusStats(paths.corpus);
        const queries = buildQueryMix(stats, o.perClass);
        return { queries, warmup: buildWarmup(stats, queries, 24) };
      })();
  // Websites are not in v3.
  const queries = mix.queries.filter((q) => v3CategoryOfPortal(q.category));
  const warmup = mix.warmup.filter((q) => v3CategoryOfPortal(q.category));

  const server = await startServer({
    dataDir: paths.sqliteData,
    corpusDir: paths.corpus,
    logFile: path.join(paths.logs, 'server-v3.log'),
    timeoutMs: o.startTimeoutMs,
    // One address asks everything here: an allowance no run reaches, still counted on every call
    // as a key's quota is (ADR 050).
    settings: { API_KEYLESS_QUOTA: '100000000/d' },
  });
  try {
    log(`portal healthy after ${server.startSeconds.toFixed(1)} s; warming up…`);
    for (const q of warmup) await timed(`${server.baseUrl}${v3Path(q)}`);
    const times: number[] = [];
    const errors: string[] = [];
    for (const url of new Set(queries.map(v3Path))) {
      const { ms, error } = await timed(`${server.baseUrl}${url}`);
      times.push(ms);
      if (error) errors.push(`${url}: ${error}`);
    }
    const search = summarise(times);

    log(`harvesting up to ${o.harvest} newspaper articles with full text…`);
    const memoryBefore = residentMb(server.pid);
    let peak = memoryBefore ?? 0;
    let harvested = 0;
    let textBytes = 0;
    let pages = 0;
    let s = '*';
    const started = performance.now();
    while (harvested < o.harvest) {
      const url = `${server.baseUrl}/v3/result?category=newspaper&encoding=json&n=100&bulkHarvest=true&reclevel=full&include=articletext&s=${encodeURIComponent(s)}`;
      const { body, error } = await timed(url);
      if (error || !body) {
        errors.push(`harvest page ${pages + 1}: ${error ?? 'no body'}`);
        break;
      }
      const records = (
        body.category as { records: { nextStart?: string; article?: { articleText?: string }[] } }[]
      )[0]!.records;
      const articles = records.article ?? [];
      harvested += articles.length;
      textBytes += articles.reduce((sum, a) => sum + (a.articleText?.length ?? 0), 0);
      pages += 1;
      if (pages % 20 === 0) peak = Math.max(peak, residentMb(server.pid) ?? 0);
      if (!records.nextStart) break;
      s = records.nextStart;
    }
    const seconds = (performance.now() - started) / 1000;
    const memoryAfter = residentMb(server.pid);
    peak = Math.max(peak, memoryAfter ?? 0);

    const fmt = (n: number | null) => (n === null ? '-' : n.toFixed(1));
    console.log(
      [
        '',
        `/v3 benchmark: ${o.records} synthetic records (seed ${o.seed}), SQLite store, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`,
        `GET /v3/result over the search query mix (${times.length} searches, each once):`,
        `  p50 ${fmt(search.p50)} ms, p95 ${fmt(search.p95)} ms, max ${fmt(search.max)} ms`,
        `Bulk harvest of newspapers with full text (n=100, bulkHarvest, reclevel=full, include=articletext):`,
        `  ${harvested} records in ${pages} pages, ${seconds.toFixed(1)} s: ${(harvested / seconds).toFixed(0)} records/s, ${(textBytes / 1e6 / seconds).toFixed(1)} MB of text/s`,
        `  server resident memory: ${fmt(memoryBefore)} MB before, ${fmt(peak)} MB at peak, ${fmt(memoryAfter)} MB after`,
        ...(errors.length > 0
          ? [`Errors (${errors.length}):`, ...errors.slice(0, 10).map((e) => `  ${e}`)]
          : []),
      ].join('\n'),
    );
    return 0;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
