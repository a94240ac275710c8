import autocannon from 'autocannon';
import { type BenchQuery, searchPath } from './queries.ts';
import { type Summary, summarise } from './stats.ts';

/**
 * The load test: `clients` keep-alive connections, each sending the next call of the shuffled mix
 * as soon as its previous answer arrived, for `seconds`. autocannon drives it, as it does the page
 * load (bench/load): Node's fetch spent more CPU on each call than the server did (a core of the
 * machine's two at 1,400 calls a second, decompressing each answer), so it measured itself.
 */

export interface LoadResult {
  clients: number;
  /** Distinct addresses cycled through (with `uncached`, each call searched afresh all the same). */
  distinctPaths: number;
  uncached: boolean;
  seconds: number;
  requests: number;
  errors: number;
  /** Error answers by status (0: the request itself failed), with one message each. */
  errorsByStatus: Record<string, { count: number; example: string }>;
  throughput: number;
  latency: Summary;
}

function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Asks for an answer searched afresh: neither the portal's kept answers nor the engine's kept pages
 * serve it. (An ignored parameter no longer makes a search new: answers are kept by what the
 * search is, whatever its address.)
 */
const FRESH = { 'cache-control': 'no-cache' };
/** What a browser sends: the server compresses as it would for a reader. */
const ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export async function loadTest(
  baseUrl: string,
  queries: readonly BenchQuery[],
  options: { clients: number; seconds: number; uncached: boolean },
): Promise<LoadResult> {
  const paths = shuffled(
    queries.map((q) => searchPath(q)),
    42,
  );
  const latencies: number[] = [];
  const errorsByStatus: LoadResult['errorsByStatus'] = {};
  let next = 0;
  let errors = 0;
  const fail = (status: number, message: string) => {
    errors++;
    const entry = (errorsByStatus[String(status)] ??= { count: 0, example: message });
    entry.count++;
  };
  const request: autocannon.Request = {
    method: 'GET',
    headers: options.uncached ? { ...ACCEPT, ...FRESH } : ACCEPT,
    setupRequest: (req, context) => {
      const path = paths[next++ % paths.length] ?? '/';
      (context as { path?: string }).path = path;
      return { ...req, path };
    },
    onResponse: (status, body, context) => {
      if (status >= 400) fail(status, `${(context as { path?: string }).path}: ${body.slice(0, 200)}`);
    },
  };
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections: options.clients, duration: options.seconds, requests: [request] },
      (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.errors > 0) {
    errors += result.errors;
    errorsByStatus['0'] = { count: result.errors, example: 'the request failed or timed out' };
  }
  return {
    clients: options.clients,
    distinctPaths: paths.length,
    uncached: options.uncached,
    seconds,
    requests: latencies.length + result.errors,
    errors,
    errorsByStatus,
    throughput: latencies.length / seconds,
    latency: summarise(latencies),
  };
}
