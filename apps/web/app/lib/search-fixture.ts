import type { ResultsPage } from '@trove/contracts';
import { vi } from 'vitest';
import { readSearchParams } from './search-params.ts';

/** For the web's unit tests of searches made on the server. */

export const SESSION = 'trove_session=abc; other=1';

/** An empty results page, with any fields given. */
export const resultsPage = (over: Partial<ResultsPage> = {}): ResultsPage => ({
  works: [],
  numRecords: 0,
  totalRecords: 0,
  maxRecords: 10_000,
  startPos: 0,
  pageSize: 20,
  facets: [],
  resultGroups: [],
  hasMoreGroups: false,
  ...over,
});

/** The API answers `body` to every call; answers the cookie header of every call made. */
export function stubSearchApi(body: ResultsPage): (string | null)[] {
  const cookies: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { headers: Record<string, string> }) => {
      cookies.push(init.headers.cookie ?? null);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return cookies;
}

export const searchParamsOf = (query: string) => readSearchParams(new URLSearchParams(query));
