import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION,
  resultsPage as page,
  searchParamsOf as params,
  stubSearchApi as api,
} from '../../lib/search-fixture.ts';
import { panelOutcomes, searchPanel } from './panel-search.ts';

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

describe('a panel that found records holding most of the words, not all (ADR 034)', () => {
  const panel = { key: 'books', name: 'Books', catchline: null, searchDelay: 0, tiles: false };
  const partial = page({ totalRecords: 2, numRecords: 2, partialMatch: { matched: 1, of: 2 } });

  it('shows none when other collections hold every word', async () => {
    api(partial);
    expect(await searchPanel(panel, params('keyword=gold+zebra'))).toMatchObject({
      ok: true,
      page: { totalRecords: 0, works: [] },
    });
  });

  it('shows them when no collection holds every word', async () => {
    api(partial);
    expect(await searchPanel(panel, params('keyword=gold+zebra'), null, true)).toMatchObject({
      ok: true,
      page: { totalRecords: 2, partialMatch: { matched: 1, of: 2 } },
    });
  });
});

describe('the panels of one search of every collection', () => {
  const work = page({ works: [] }).works;
  it('gives each collection its group, none to those without, and leaves delayed ones to wait', () => {
    const all = page({
      resultGroups: [{ category: 'books', name: 'Books', totalFound: 12, works: work }],
    });
    const outcomes = panelOutcomes(
      [
        { key: 'books', name: 'Books', catchline: null, searchDelay: 0, tiles: false },
        { key: 'images', name: 'Images', catchline: null, searchDelay: 0, tiles: true },
        { key: 'websites', name: 'Websites', catchline: null, searchDelay: 5, tiles: false },
      ],
      all,
    );
    expect(Object.keys(outcomes)).toEqual(['books', 'images']);
    expect(outcomes.books).toMatchObject({ ok: true, page: { totalRecords: 12, pageSize: 3 } });
    expect(outcomes.images).toMatchObject({ ok: true, page: { totalRecords: 0, works: [], pageSize: 8 } });
  });
});
