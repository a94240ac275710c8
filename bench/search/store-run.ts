import os from 'node:os';
import path from 'node:path';
import { type HttpSample, runMix, warmUp } from './http-runner.ts';
import { type LoadResult, loadTest } from './load.ts';
import type { CachePaths } from './paths.ts';
import type { BenchQuery } from './queries.ts';
import { waitForQuiet } from './quiet.ts';
import { residentMb, startServer } from './server.ts';

/** One store's part of the run: start the portal, warm up, measure the mix, load it, stop it. */

/** The embedded store with its index; PostgreSQL with its index; the embedded store searched through SolrCloud. */
export type StoreName = 'sqlite' | 'postgres' | 'solr';

export interface StoreRun {
  store: StoreName;
  startSeconds: number;
  documents: number | null;
  warmupFailures: number;
  rssAfterWarmupMb: number | null;
  rssAfterLoadMb: number | null;
  /** The machine's 1-minute load average before the measured pass (other work shares the cores). */
  loadAverage: number;
  samples: HttpSample[];
  /** The load test on the mix's addresses, which the answer cache may serve. */
  load: LoadResult | null;
  /** The same load with every address new, so no cache can serve it (absent in older results). */
  loadUncached?: LoadResult | null;
}

export interface StoreRunOptions {
  store: StoreName;
  paths: CachePaths;
  databaseUrl?: string;
  /** The portal's own settings for the run (the Solr engine's). */
  settings?: Record<string, string>;
  warmup: readonly BenchQuery[];
  queries: readonly BenchQuery[];
  clients: number;
  seconds: number;
  startTimeoutMs: number;
  log: (line: string) => void;
}

export async function runStore(o: StoreRunOptions): Promise<StoreRun> {
  const logFile = path.join(o.paths.logs, `server-${o.store}.log`);
  o.log(`${o.store} store: starting the portal (log: ${path.relative(process.cwd(), logFile)})…`);
  const server = await startServer({
    dataDir: o.store === 'postgres' ? o.paths.postgresData : o.paths.sqliteData,
    corpusDir: o.paths.corpus,
    ...(o.databaseUrl ? { databaseUrl: o.databaseUrl } : {}),
    logFile,
    timeoutMs: o.startTimeoutMs,
    ...(o.settings ? { settings: o.settings } : {}),
  });
  try {
    const health = (await fetch(`${server.baseUrl}/healthz`).then((r) => r.json())) as {
      search?: { documents?: number };
    };
    const documents = health.search?.documents ?? null;
    o.log(
      `${o.store} store: healthy after ${server.startSeconds.toFixed(1)} s (${documents ?? '?'} documents indexed, pid ${server.pid}); warming up…`,
    );
    await waitForQuiet(o.log);
    const warmupFailures = await warmUp(server.baseUrl, o.warmup);
    const rssAfterWarmupMb = residentMb(server.pid);
    const loadAverage = os.loadavg()[0] ?? 0;
    o.log(`${o.store} store: measuring ${o.queries.length} queries…`);
    const samples = await runMix(server.baseUrl, o.queries);
    let load: LoadResult | null = null;
    let loadUncached: LoadResult | null = null;
    if (o.seconds > 0) {
      const options = { clients: o.clients, seconds: o.seconds };
      o.log(`${o.store} store: load test, ${o.clients} clients for ${o.seconds} s…`);
      load = await loadTest(server.baseUrl, o.queries, { ...options, uncached: false });
      o.log(`${o.store} store: load test with every address new, ${o.clients} clients for ${o.seconds} s…`);
      loadUncached = await loadTest(server.baseUrl, o.queries, { ...options, uncached: true });
    }
    const rssAfterLoadMb = residentMb(server.pid);
    return {
      store: o.store,
      startSeconds: server.startSeconds,
      documents,
      warmupFailures,
      rssAfterWarmupMb,
      rssAfterLoadMb,
      loadAverage,
      samples,
      load,
      loadUncached,
    };
  } finally {
    await server.stop();
  }
}
