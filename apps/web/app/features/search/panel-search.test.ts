import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION,
  resultsPage as page,
  searchParamsOf as params,
  stubSearchApi as api,
} from '../../lib/search-fixture.ts';
import { searchPanel } from './panel-search.ts';

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
