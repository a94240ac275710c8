import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultsPage } from '@trove/contracts';
import { runSearch } from './search.server.ts';
import { readSearchParams } from './search-params.ts';

const SESSION = 'trove_session=abc; other=1';
const page = (over: Partial<ResultsPage> = {}): ResultsPage => ({
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

/** The API answers `body`; answers the cookie header of every call made. */
function api(body: ResultsPage): (string | null)[] {
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
const params = (query: string) => readSearchParams(new URLSearchParams(query));

afterEach(() => vi.unstubAllGlobals());

describe("searches that depend on who asks (the visitor's own tags, ADR 022)", () => {
  it('go with the session cookie; every other search goes without, so its answer can be shared', async () => {
    const cookies = api(page());
    await runSearch('books', params('l-usertag=to+read'), {}, SESSION);
    await runSearch('books', params('keyword=gold'), {}, SESSION);
    await runSearch('books', params('l-usertag=to+read'), {}, 'theme=dark');
    expect(cookies).toEqual([SESSION, null, null]);
  });
});
