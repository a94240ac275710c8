import { FACETS_BY_HANDLER } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { QueryProblem, type SearchTerms, keywordTerms } from '../src/criteria-query.ts';
import type { SearchRequest } from '../src/engine.ts';
import { FtsSearchEngine } from '../src/fts-engine.ts';
import { buildIndex, catchUp } from '../src/indexer.ts';
import { indexedWorld } from './indexed-world.ts';
import { seedFacetFixtures } from './facet-fixtures.ts';

const request = (keyword: string, categories: string[] | null = ['books']): SearchRequest => ({
  terms: keywordTerms(keyword),
  categories,
  startPos: 0,
  pageSize: 20,
  sortBy: 'relevance',
  facets: FACETS_BY_HANDLER.BOOK,
});

describe.each(await storesUnderTest())('searches in worker threads over an index of %s', (dialect) => {
  const world = indexedWorld(dialect, seedFacetFixtures);

  it('answers as the engine itself does, several searches at once', async () => {
    const keywords = ['gold', 'gold map', 'nugget', 'gold -map', 'victoria'];
    const direct = await Promise.all(keywords.map((k) => world.writer.search(request(k))));
    expect(await Promise.all(keywords.map((k) => world.pool.search(request(k))))).toEqual(direct);
    expect(await world.pool.countByCategory(keywordTerms('gold'))).toEqual(
      await world.writer.countByCategory(keywordTerms('gold')),
    );
  });

  it("passes the records a caller's limit stands for to the worker (a user's own tags)", async () => {
    const terms: SearchTerms = {
      ...keywordTerms('gold'),
      limits: [{ key: 'l-usertag', values: ['mine'], mod: 'any' }],
      resolved: { 'l-usertag': { mine: { works: [world.seeded.mapId], people: [] } } },
    };
    const asked = { ...request('gold'), terms };
    const answer = await world.pool.search(asked);
    expect(answer.works.map((w) => w.id)).toEqual([world.seeded.mapId]);
    expect(answer).toEqual(await world.writer.search(asked));
    expect(await world.pool.countByCategory(terms)).toEqual(new Map([['books', 1]]));
  });

  it('refuses a search that cannot run with the same problem', async () => {
    await expect(world.pool.search(request('-gold'))).rejects.toBeInstanceOf(QueryProblem);
    await expect(world.pool.search(request('-gold'))).rejects.toThrow(/leave out/);
  });

  it('follows the changes the writer applies', async () => {
    await world.store.catalogue.saveWork({
      work: { source: 't', sourceId: 'wombat', groupKey: 'wombat', title: 'Wombat stew', category: 'books' },
      version: { source: 't', sourceId: 'wombat', title: 'Wombat stew', format: 'Picture book', year: 1984 },
    });
    expect((await world.pool.search(request('wombat'))).total).toBe(0);
    await catchUp(world.store, world.writer);
    const page = await world.pool.search(request('wombat'));
    expect(page.total).toBe(1);
    expect(page.facets.find((f) => f.code === 'format')?.terms.map((t) => t.term)).toEqual(['Picture book']);
  });

  it('replaces a worker that stopped, and keeps answering', async () => {
    const threads = (world.pool as unknown as { workers: { worker: { terminate(): Promise<number> } }[] })
      .workers;
    await Promise.all(threads.map((t) => t.worker.terminate()));
    const page = await world.pool.search(request('gold'));
    expect(page.total).toBe(3);
  });

  it('moves to a rebuilt index without losing a search', async () => {
    await buildIndex(world.store, world.file);
    const next = FtsSearchEngine.open(world.file);
    const during = world.pool.search(request('gold'));
    await world.pool.replace(next, world.file);
    expect((await during).total).toBe(3);
    expect((await world.pool.search(request('wombat'))).total).toBe(1);
    expect(world.pool.status().documents).toBe(next.status().documents);
    await world.writer.close();
    world.writer = next;
  });
});
