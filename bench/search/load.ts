import { type BenchQuery, searchPath } from './queries.ts';
import { type Summary, summarise } from './stats.ts';

/**
 * The load test: `clients` concurrent clients, each sending the next call of the shuffled mix as
 * soon as its previous answer was read, for `seconds`. Node's own fetch (undici, keep-alive).
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
const FRESH: RequestInit = { headers: { 'cache-control': 'no-cache' } };

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
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const fail = (status: number, message: string) => {
    errors++;
    const entry = (errorsByStatus[String(status)] ??= { count: 0, example: message });
    entry.count++;
  };
  const client = async () => {
    while (performance.now() < deadline) {
      const n = next++;
      const path = paths[n % paths.length] ?? '/';
      const t = performance.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, options.uncached ? FRESH : undefined);
        const body = await response.text();
        latencies.push(performance.now() - t);
        if (!response.ok) fail(response.status, `${path}: ${body.slice(0, 200)}`);
      } catch (error) {
        latencies.push(performance.now() - t);
        fail(0, `${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    clients: options.clients,
    distinctPaths: paths.length,
    uncached: options.uncached,
    seconds,
    requests: latencies.length,
    errors,
    errorsByStatus,
    throughput: latencies.length / seconds,
    latency: summarise(latencies),
  };
}
