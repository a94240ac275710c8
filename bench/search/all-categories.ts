import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import type { CachePaths } from './paths.ts';
import { type BenchQuery, keywordOf } from './queries.ts';
import { cpuSeconds, startServer } from './server.ts';
import { type Summary, summarise } from './stats.ts';

/**
 * The all-categories search (GET /api/search/-1: one summary panel per collection with matches,
 * and the facets of every collection) timed for the words of the query mix, on the SQLite store.
 * Each search is sent once, so neither the server's answer cache nor the engine's meets it twice.
 */

export interface AllCategoriesRun {
  /** The machine's 1-minute load average before the measured pass and after it. */
  loadBefore: number;
  loadAfter: number;
  /**
   * CPU the server used (all its threads) per measured search, in ms: steadier than the latencies
   * when other work shares the cores. Null when /proc cannot be read.
   */
  serverCpuMsPerSearch: number | null;
  errors: string[];
  summary: Summary;
}

/** GET /api/search/-1 with the query's keyword and date range (collection limits do not apply). */
export function allCategoriesPath(q: BenchQuery): string {
  return apiPathOf(ENDPOINTS.search.run, {
    category: '-1',
    keyword: keywordOf(q),
    'date.from': q.dateRange?.from,
    'date.to': q.dateRange?.to,
  });
}

/** The distinct all-categories searches of a list of queries, in order. */
function distinctPaths(queries: readonly BenchQuery[]): string[] {
  return [...new Set(queries.map(allCategoriesPath))];
}

async function timeOnce(baseUrl: string, searchPath: string): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${searchPath}`);
    const body = (await response.json()) as { resultGroups?: unknown[]; message?: string };
    const ms = performance.now() - started;
    if (!response.ok) return { ms, error: `${searchPath}: ${response.status} ${body.message ?? ''}` };
    return { ms, error: Array.isArray(body.resultGroups) ? null : `${searchPath}: no resultGroups` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ms: performance.now() - started, error: `${searchPath}: ${message}` };
  }
}

export async function runAllCategories(o: {
  paths: CachePaths;
  warmup: readonly BenchQuery[];
  queries: readonly BenchQuery[];
  startTimeoutMs: number;
  log: (line: string) => void;
}): Promise<AllCategoriesRun> {
  const server = await startServer({
    dataDir: o.paths.sqliteData,
    corpusDir: o.paths.corpus,
    logFile: path.join(o.paths.logs, 'server-all-categories.log'),
    timeoutMs: o.startTimeoutMs,
  });
  try {
    o.log(`all categories: portal healthy after ${server.startSeconds.toFixed(1)} s; warming up…`);
    for (const p of distinctPaths(o.warmup)) await timeOnce(server.baseUrl, p);
    const measured = distinctPaths(o.queries);
    const loadBefore = os.loadavg()[0] ?? 0;
    o.log(`all categories: measuring ${measured.length} searches…`);
    const times: number[] = [];
    const errors: string[] = [];
    const cpuBefore = cpuSeconds(server.pid);
    for (const p of measured) {
      const { ms, error } = await timeOnce(server.baseUrl, p);
      if (error) errors.push(error);
      else times.push(ms);
    }
    const cpuAfter = cpuSeconds(server.pid);
    const serverCpuMsPerSearch =
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / measured.length;
    return {
      loadBefore,
      loadAfter: os.loadavg()[0] ?? 0,
      serverCpuMsPerSearch,
      errors,
      summary: summarise(times),
    };
  } finally {
    await server.stop();
  }
}

export function formatAllCategories(
  run: AllCategoriesRun,
  code: { commit: string; uncommittedFiles: number },
): string {
  const ms = (v: number | null) => (v === null ? '-' : `${v.toFixed(1)} ms`);
  const s = run.summary;
  return [
    `All-categories search (GET /api/search/-1), SQLite store, code ${code.commit} (${code.uncommittedFiles} files changed since)`,
    `  searches ${s.n}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`,
    `  server CPU per search ${ms(run.serverCpuMsPerSearch)}`,
    `  load average (1 min) ${run.loadBefore.toFixed(2)} before, ${run.loadAfter.toFixed(2)} after`,
    ...(run.errors.length > 0
      ? [`  ${run.errors.length} failed:`, ...run.errors.map((e) => `    ${e}`)]
      : []),
  ].join('\n');
}
