import { CATEGORIES, FACETS_BY_HANDLER } from '@trove/contracts';
import { type BenchQuery, searchPath } from './queries.ts';

/**
 * Sends search calls to a running portal one at a time and times each end to end: from the
 * request until the whole JSON body is read and parsed. 4xx/5xx answers are recorded as errors
 * with the server's message, never thrown.
 */

export interface HttpSample {
  id: string;
  cls: BenchQuery['cls'];
  path: string;
  status: number;
  ms: number;
  /** The server's own figure (server-timing `search;dur`), when it sends one. */
  serverMs: number | null;
  totalRecords: number | null;
  works: number;
  worksWithSnippets: number;
  facets: number;
  expectedFacets: number;
  error: string | null;
}

interface SearchAnswer {
  totalRecords?: number;
  works?: { snippets?: unknown[] }[];
  facets?: unknown[];
  message?: string;
  error?: string;
}

export function expectedFacetCount(category: string): number {
  const handler = CATEGORIES.find((c) => c.key === category)?.handler;
  return handler ? FACETS_BY_HANDLER[handler].length : 0;
}

export async function timeSearch(baseUrl: string, q: BenchQuery): Promise<HttpSample> {
  const path = searchPath(q);
  const started = performance.now();
  const base = { id: q.id, cls: q.cls, path, expectedFacets: expectedFacetCount(q.category) };
  try {
    const response = await fetch(`${baseUrl}${path}`);
    const body = (await response.json()) as SearchAnswer;
    const ms = performance.now() - started;
    const timing = /search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    const works = body.works ?? [];
    return {
      ...base,
      status: response.status,
      ms,
      serverMs: timing === undefined ? null : Number(timing),
      totalRecords: typeof body.totalRecords === 'number' ? body.totalRecords : null,
      works: works.length,
      worksWithSnippets: works.filter((w) => (w.snippets?.length ?? 0) > 0).length,
      facets: body.facets?.length ?? 0,
      error: response.ok ? null : `${response.status} ${body.error ?? ''}: ${body.message ?? ''}`.trim(),
    };
  } catch (error) {
    return {
      ...base,
      status: 0,
      ms: performance.now() - started,
      serverMs: null,
      totalRecords: null,
      works: 0,
      worksWithSnippets: 0,
      facets: 0,
      error: `request failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * The measured pass: every query once, in order (each is new to the server), except the
 * 'repeated' class whose queries are sent twice in a row and reported by their second call.
 */
export async function runMix(baseUrl: string, queries: readonly BenchQuery[]): Promise<HttpSample[]> {
  const samples: HttpSample[] = [];
  for (const q of queries) {
    if (q.cls === 'repeated') await timeSearch(baseUrl, q);
    samples.push(await timeSearch(baseUrl, q));
  }
  return samples;
}

/** Sends each warm-up query once; returns how many failed. */
export async function warmUp(baseUrl: string, queries: readonly BenchQuery[]): Promise<number> {
  let failed = 0;
  for (const q of queries) if ((await timeSearch(baseUrl, q)).error) failed++;
  return failed;
}
