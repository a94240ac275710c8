import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultsPage } from '@trove/contracts';
import { readSearchParams } from '../../lib/search-params.ts';
import { searchPanel } from './panel-search.ts';

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

describe("a summary panel's search on the server", () => {
  it("goes with the visitor's cookie only when it asks for their own tags (ADR 022)", async () => {
    const cookies = api(page());
    const panel = { key: 'books', name: 'Books', catchline: null, searchDelay: 0, tiles: false };
    await searchPanel(panel, params('l-usertag=to+read'), SESSION);
    await searchPanel(panel, params('keyword=gold'), SESSION);
    expect(cookies).toEqual([SESSION, null]);
  });
});

describe("a summary panel's outcome", () => {
  it('is no results when the API had to leave the limits out to find anything', async () => {
    api(page({ totalRecords: 40, numRecords: 3, removedLimits: ['l-usertag'], works: [] }));
    const panel = { key: 'images', name: 'Images', catchline: null, searchDelay: 0, tiles: true };
    const outcome = await searchPanel(panel, params('l-usertag=to+read'), SESSION);
    expect(outcome).toMatchObject({ ok: true, page: { totalRecords: 0, works: [] } });
  });
});
