import os from 'node:os';
import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import autocannon from 'autocannon';
import { type Summary, summarise } from '../search/stats.ts';
import type { Word } from './vocabulary.ts';

/**
 * One run of the crowd: `readers` connections for `seconds`, each sending its next request as soon
 * as the last answer arrived, alternating a server-rendered search page
 * (GET /search/category/<key>?keyword=w) and an API search (GET /api/search/<key>?keyword=w):
 * half the requests of each kind, words drawn at random from the vocabulary. autocannon drives it.
 */

export type Kind = 'pages' | 'api';
const KINDS: readonly Kind[] = ['pages', 'api'];

export interface KindFigures {
  requests: number;
  latency: Summary;
  non2xx: number;
  statuses: Record<string, number>;
}

export interface RunFigures {
  readers: number;
  seconds: number;
  /** Answers received (any status); timed-out requests are not among them. */
  requests: number;
  perSecond: number;
  /** Latency of every answer; a request that timed out counts as the timeout. */
  latency: Summary;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** Answers by kind (timeouts cannot be told apart by kind, so they are only in the totals). */
  byKind: Record<Kind, KindFigures>;
  /** 1-minute load average of the machine just before and just after the run (it is shared). */
  loadBefore: number;
  loadAfter: number;
  /**
   * CPU milliseconds the server used per answer (all its threads): what an answer costs, which a
   * busy shared machine changes much less than it changes the throughput. Null for a server not
   * started by the bench.
   */
  cpuMsPerAnswer: number | null;
}

export interface CrowdOptions {
  readers: number;
  seconds: number;
  /** Seconds a request may take before it counts as a timeout (and its connection is reopened). */
  timeoutSeconds: number;
  seed: number;
  /** The server's CPU seconds so far, when the bench can read them. */
  serverCpu?: () => number | null;
}

/** A small seeded generator, so each run sends the same sequence of words. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function pathOf(kind: Kind, { word, category }: Word): string {
  return kind === 'pages'
    ? `/search/category/${category}?keyword=${encodeURIComponent(word)}`
    : apiPathOf(ENDPOINTS.search.run, { category, keyword: word });
}

function tally(figures: { statuses: Record<string, number>; non2xx: number }, status: number) {
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
  if (status < 200 || status > 299) figures.non2xx++;
}

export async function runCrowd(
  baseUrl: string,
  words: readonly Word[],
  options: CrowdOptions,
): Promise<RunFigures> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpuBefore = options.serverCpu?.() ?? null;
  const next = random(options.seed);
  const latencies: Record<Kind, number[]> = { pages: [], api: [] };
  const kinds = Object.fromEntries(KINDS.map((k) => [k, { statuses: {}, non2xx: 0 }])) as Record<
    Kind,
    { statuses: Record<string, number>; non2xx: number }
  >;
  // autocannon calls a request's onResponse just before it emits 'response' for the same answer.
  let answered: Kind = 'pages';
  const requestOf = (kind: Kind): autocannon.Request => ({
    method: 'GET',
    // As a browser asks: the portal compresses each answer as it would for a reader.
    headers: {
      accept: kind === 'pages' ? 'text/html' : 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    },
    setupRequest: (request) => ({
      ...request,
      path: pathOf(
        kind,
        words[Math.floor(next() * words.length)] ?? { word: 'australia', category: 'books' },
      ),
    }),
    onResponse: () => {
      answered = kind;
    },
  });
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.readers,
        duration: options.seconds,
        timeout: options.timeoutSeconds,
        requests: KINDS.map(requestOf),
      },
      (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies[answered].push(responseTime);
      tally(kinds[answered], status);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = options.serverCpu?.() ?? null;
  const requests = latencies.pages.length + latencies.api.length;
  const all = [...latencies.pages, ...latencies.api];
  for (let i = 0; i < result.timeouts; i++) all.push(options.timeoutSeconds * 1000);
  const statuses: Record<string, number> = {};
  for (const kind of KINDS)
    for (const [status, count] of Object.entries(kinds[kind].statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  return {
    readers: options.readers,
    seconds,
    requests,
    perSecond: requests / seconds,
    latency: summarise(all),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: kinds.pages.non2xx + kinds.api.non2xx,
    statuses,
    byKind: {
      pages: { ...kinds.pages, requests: latencies.pages.length, latency: summarise(latencies.pages) },
      api: { ...kinds.api, requests: latencies.api.length, latency: summarise(latencies.api) },
    },
    loadBefore,
    loadAfter: os.loadavg()[0] ?? 0,
    cpuMsPerAnswer:
      cpuBefore === null || cpuAfter === null || requests === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / requests,
  };
}
