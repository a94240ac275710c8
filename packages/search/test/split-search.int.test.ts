import { FACETS_BY_HANDLER, FACETS_FOR_ALL } from '@trove/contracts';
import type { Store } from '@trove/db';
import { storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import type { SearchRequest } from '../src/engine.ts';
import { FtsSearchEngine } from '../src/fts-engine.ts';
import type { PartAsk, Partner } from '../src/search-parts.ts';
import { seedFacetFixtures } from './facet-fixtures.ts';
import { indexedWorld } from './indexed-world.ts';
import { SEARCHES, requestOf } from './searches.ts';

/**
 * More books named 'Gold' than a page holds, and more books scoring above them: the case where
 * which exact matches score depends on the whole collection's top, not on a part's.
 */
async function seedGoldShelf(store: Store) {
  const ids = await seedFacetFixtures(store);
  for (let i = 0; i < 90; i += 1) {
    const exact = i % 3 === 0;
    const title = exact ? 'Gold' : `Gold gold ${['nuggets', 'fields', 'diggers'][i % 3]} ${i}`;
    const summary = `A record about gold number ${i}${i % 4 === 0 ? ' with more gold' : ''}`;
    await store.catalogue.saveWork({
      work: { source: 'shelf', sourceId: `s${i}`, groupKey: `s${i}`, title, summary, category: 'books' },
      version: {
        source: 'shelf',
        sourceId: `s${i}`,
        title,
        format: i % 2 === 0 ? 'Book' : 'Map',
        year: 1850 + ((i * 7) % 90),
      },
    });
  }
  return ids;
}

const books = (query: string, over: Partial<SearchRequest> = {}): SearchRequest => ({
  ...requestOf([query, ['books'], FACETS_BY_HANDLER.BOOK]),
  ...over,
});

const REQUESTS: SearchRequest[] = [
  ...SEARCHES.map(requestOf),
  books('keyword=gold'),
  books('keyword=gold', { startPos: 40, pageSize: 20 }),
  books('keyword=gold', { facets: [] }),
  books('keyword=gold&l-format=Map'),
  books('keyword=gold&l-format=Map', { startPos: 20 }),
  books('keyword=gold&date.from=1860&date.to=1900&sortBy=dateAsc'),
  books('keyword=gold&sortBy=dateDesc', { startPos: 10 }),
  books('keyword="gold number"'),
  requestOf(['keyword=gold', ['books', 'maps'], FACETS_BY_HANDLER.BOOK]),
];

describe.each(await storesUnderTest())('a search split between two engines over %s', (dialect) => {
  const world = indexedWorld(dialect, seedGoldShelf);
  let asker: FtsSearchEngine;
  let helper: FtsSearchEngine;
  const asked: PartAsk[] = [];

  /** The helper in the same thread: it answers every part asked, or none. */
  const partner = (answers: boolean): Partner => ({
    ask: (ask) => {
      asked.push(ask);
      return async () => (answers ? helper.part(ask) : null);
    },
  });

  beforeAll(() => {
    asker = FtsSearchEngine.open(world.file, { readonly: true });
    helper = FtsSearchEngine.open(world.file, { readonly: true });
  });
  afterAll(async () => {
    await asker.close();
    await helper.close();
  });

  it('answers every search as the engine does whole, the upper part read by the partner', async () => {
    for (const answers of [true, false]) {
      asker.partner = partner(answers);
      for (const request of REQUESTS) {
        asked.length = 0;
        const split = await asker.search({ ...request, fresh: true });
        expect(split, JSON.stringify(request.terms.text)).toEqual(await world.writer.search(request));
        // The partner was asked for the rows above the middle, its part never empty of all rows.
        expect(asked.map((a) => a.range?.[0])).toEqual([expect.any(Number)]);
      }
    }
    const gold = await asker.search(books('keyword=gold'));
    expect(gold.total).toBeGreaterThan(60);
    expect(gold.works.slice(0, 20).every((w) => w.title === 'Gold')).toBe(true);
  });

  it('answers a search of every collection as the engine does whole, by relevance or date', async () => {
    asker.partner = partner(true);
    const byRelevance = {
      terms: keywordTerms('gold'),
      panels: [
        { category: 'books', pageSize: 8 },
        { category: 'maps', pageSize: 3 },
        { category: 'newspapers', pageSize: 3 },
      ],
      sortBy: 'relevance' as const,
      facets: FACETS_FOR_ALL,
    };
    for (const request of [byRelevance, { ...byRelevance, sortBy: 'dateDesc' as const }])
      expect(await asker.searchAll(request)).toEqual(await world.writer.searchAll(request));
  });

  it('settles the part asked of the partner when its own part fails, so nothing waits on it', async () => {
    const failing = FtsSearchEngine.open(world.file, { readonly: true });
    let settled = 0;
    failing.partner = {
      ask: () => async () => {
        settled += 1;
        return null;
      },
    };
    await failing.close();
    await expect(failing.search(books('keyword=gold'))).rejects.toThrow();
    expect(settled).toBe(1);
  });
});
