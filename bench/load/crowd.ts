import os from 'node:os';
import autocannon from 'autocannon';
import { type Summary, summarise } from '../search/stats.ts';
import type { Word } from './vocabulary.ts';

/**
 * One run of the crowd: `readers` connections for `seconds`, half asking for server-rendered search
 * pages (GET /search/category/<key>?keyword=w), half for API searches (GET /api/search/<key>?keyword=w),
 * each reader sending its next request as soon as the last answer arrived. autocannon drives it;
 * each half is its own autocannon instance, so the figures can be told apart.
 */

export type Kind = 'pages' | 'api';

export interface KindFigures {
  readers: number;
  requests: number;
  latency: Summary;
  errors: number;
  timeouts: number;
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
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  byKind: Record<Kind, KindFigures>;
  /** 1-minute load average of the machine just before and just after the run (it is shared). */
  loadBefore: number;
  loadAfter: number;
}

export interface CrowdOptions {
  readers: number;
  seconds: number;
  /** Seconds a request may take before it counts as a timeout (and its connection is reopened). */
  timeoutSeconds: number;
  seed: number;
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
  const keyword = encodeURIComponent(word);
  return kind === 'pages'
    ? `/search/category/${category}?keyword=${keyword}`
    : `/api/search/${category}?keyword=${keyword}`;
}

interface Half {
  figures: KindFigures;
  latencies: number[];
}

async function runHalf(
  baseUrl: string,
  kind: Kind,
  words: readonly Word[],
  readers: number,
  options: CrowdOptions,
): Promise<Half> {
  const next = random(options.seed + (kind === 'pages' ? 1 : 2));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: readers,
        duration: options.seconds,
        timeout: options.timeoutSeconds,
        headers: { accept: kind === 'pages' ? 'text/html' : 'application/json' },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: pathOf(
                kind,
                words[Math.floor(next() * words.length)] ?? { word: 'australia', category: 'books' },
              ),
            }),
          },
        ],
      },
      (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  const answered = latencies.length;
  for (let i = 0; i < result.timeouts; i++) latencies.push(options.timeoutSeconds * 1000);
  return {
    latencies,
    figures: {
      readers,
      requests: answered,
      latency: summarise(latencies),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses,
    },
  };
}

export async function runCrowd(
  baseUrl: string,
  words: readonly Word[],
  options: CrowdOptions,
): Promise<RunFigures> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const pageReaders = Math.ceil(options.readers / 2);
  const started = performance.now();
  const [pages, api] = await Promise.all([
    runHalf(baseUrl, 'pages', words, pageReaders, options),
    runHalf(baseUrl, 'api', words, options.readers - pageReaders, options),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const latencies = [...pages.latencies, ...api.latencies];
  const statuses: Record<string, number> = { ...pages.figures.statuses };
  for (const [status, count] of Object.entries(api.figures.statuses))
    statuses[status] = (statuses[status] ?? 0) + count;
  return {
    readers: options.readers,
    seconds,
    requests: pages.figures.requests + api.figures.requests,
    perSecond: (pages.figures.requests + api.figures.requests) / seconds,
    latency: summarise(latencies),
    errors: pages.figures.errors + api.figures.errors,
    timeouts: pages.figures.timeouts + api.figures.timeouts,
    non2xx: pages.figures.non2xx + api.figures.non2xx,
    statuses,
    byKind: { pages: pages.figures, api: api.figures },
    loadBefore,
    loadAfter: os.loadavg()[0] ?? 0,
  };
}
