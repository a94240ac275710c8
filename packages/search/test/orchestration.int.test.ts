import { FACETS_BY_HANDLER, FACETS_FOR_ALL, type LimitCriterion } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it, vi } from 'vitest';
import { QueryProblem, keywordTerms } from '../src/criteria-query.ts';
import type { SearchAllRequest, SearchRequest } from '../src/engine.ts';
import { indexedWorld } from './indexed-world.ts';
import { seedFacetFixtures } from './facet-fixtures.ts';

const everything = (keyword: string, over: Partial<SearchAllRequest> = {}): SearchAllRequest => ({
  terms: keywordTerms(keyword),
  panels: [
    { category: 'people', pageSize: 3 },
    { category: 'images', pageSize: 8 },
    { category: 'books', pageSize: 2 },
    { category: 'newspapers', pageSize: 3 },
  ],
  sortBy: 'relevance',
  facets: FACETS_FOR_ALL,
  ...over,
});

const limit = (key: string, value: string): LimitCriterion => ({ key, values: [value], mod: 'any' });

const inBooks = (keyword: string, limits: LimitCriterion[]): SearchRequest => ({
  terms: { ...keywordTerms(keyword), limits },
  categories: ['books'],
  startPos: 0,
  pageSize: 20,
  sortBy: 'relevance',
  facets: FACETS_BY_HANDLER.BOOK,
});

describe.each(await storesUnderTest())('searches the engine runs whole, over an index of %s', (dialect) => {
  const world = indexedWorld(dialect, seedFacetFixtures);

  /** How many calls the world.pool sends to its workers while `work` runs. */
  async function workerCalls(work: () => Promise<unknown>): Promise<number> {
    const workers = (world.pool as unknown as { workers: { call: (...args: unknown[]) => unknown }[] })
      .workers;
    const spies = workers.map((w) => vi.spyOn(w, 'call'));
    try {
      await work();
      return spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('answers every collection at once: a panel per collection with matches, in the order asked', async () => {
    const request = everything('gold');
    const answer = await world.writer.searchAll(request);
    const counts = await world.writer.countByCategory(request.terms);
    expect(answer.panels.map((p) => p.category)).toEqual(['people', 'books', 'newspapers']);
    for (const panel of answer.panels) {
      const size = request.panels.find((p) => p.category === panel.category)?.pageSize ?? 0;
      const own = await world.writer.search({
        terms: request.terms,
        categories: [panel.category],
        startPos: 0,
        pageSize: size,
        sortBy: 'relevance',
        facets: [],
      });
      expect(panel).toEqual({
        category: panel.category,
        total: counts.get(panel.category),
        works: own.works,
      });
    }
    expect(answer.panels.find((p) => p.category === 'books')?.works).toHaveLength(2);
    const all = await world.writer.search({
      terms: request.terms,
      categories: null,
      startPos: 0,
      pageSize: 0,
      sortBy: 'relevance',
      facets: FACETS_FOR_ALL,
    });
    expect(answer.facets).toEqual(all.facets);
  });

  it('answers a search of every collection from one worker call, as the engine itself does', async () => {
    for (const keyword of ['gold', 'gold -map', 'victoria', 'zebra']) {
      const request = everything(keyword, { sortBy: 'dateDesc' });
      let answer;
      expect(await workerCalls(async () => (answer = await world.pool.searchAll(request)))).toBe(1);
      expect(answer).toEqual(await world.writer.searchAll(request));
    }
    await expect(world.pool.searchAll(everything('-gold'))).rejects.toBeInstanceOf(QueryProblem);
  });

  it('keeps a search that finds something as it was asked', async () => {
    const asked = inBooks('gold', [limit('l-format', 'Map')]);
    const { page, removedLimits } = await world.writer.searchWidening(asked);
    expect(removedLimits).toEqual([]);
    expect(page).toEqual(await world.writer.search(asked));
    expect(page.works.map((w) => w.id)).toEqual([world.seeded.mapId]);
  });

  it('widens a search that finds nothing by the last limit whose removal finds something', async () => {
    const { page, removedLimits } = await world.writer.searchWidening(
      inBooks('gold', [limit('l-format', 'Map'), limit('l-decade', '191')]),
    );
    expect(removedLimits).toEqual(['l-decade']);
    expect(page.works.map((w) => w.id)).toEqual([world.seeded.mapId]);
  });

  it('leaves out every limit when no single one is to blame, and nothing when that finds nothing', async () => {
    const both = await world.writer.searchWidening(
      inBooks('gold', [limit('l-format', 'Globe'), limit('l-decade', '170')]),
    );
    expect(both.removedLimits).toEqual(['l-format', 'l-decade']);
    expect(both.page.total).toBe(3);
    const none = await world.writer.searchWidening(inBooks('zebra', [limit('l-format', 'Map')]));
    expect(none).toEqual({ page: { total: 0, works: [], facets: expect.any(Array) }, removedLimits: [] });
  });

  it('answers a widened search from one worker call, as the engine itself does', async () => {
    for (const limits of [
      [limit('l-format', 'Map')],
      [limit('l-format', 'Map'), limit('l-decade', '191')],
      [limit('l-format', 'Globe'), limit('l-decade', '170')],
    ]) {
      const asked = inBooks('gold', limits);
      let answer;
      expect(await workerCalls(async () => (answer = await world.pool.searchWidening(asked)))).toBe(1);
      expect(answer).toEqual(await world.writer.searchWidening(asked));
    }
  });
});
