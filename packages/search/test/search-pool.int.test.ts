import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FACETS_BY_HANDLER } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryProblem, type SearchTerms, keywordTerms } from '../src/criteria-query.ts';
import type { SearchRequest } from '../src/engine.ts';
import { FtsSearchEngine } from '../src/fts-engine.ts';
import { buildIndex, catchUp, ensureIndex } from '../src/indexer.ts';
import { SearchPool } from '../src/workers/search-pool.ts';
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
  let store: Store;
  let dir: string;
  let file: string;
  let writer: FtsSearchEngine;
  let pool: SearchPool;
  let fixtures: Awaited<ReturnType<typeof seedFacetFixtures>>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    fixtures = await seedFacetFixtures(store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-pool-'));
    file = path.join(dir, 'index.sqlite');
    writer = (await ensureIndex(store, file)).engine;
    pool = await SearchPool.start(writer, file, 2);
  });
  afterAll(async () => {
    await pool.close();
    await writer.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers as the engine itself does, several searches at once', async () => {
    const keywords = ['gold', 'gold map', 'nugget', 'gold -map', 'victoria'];
    const direct = await Promise.all(keywords.map((k) => writer.search(request(k))));
    expect(await Promise.all(keywords.map((k) => pool.search(request(k))))).toEqual(direct);
    expect(await pool.countByCategory(keywordTerms('gold'))).toEqual(
      await writer.countByCategory(keywordTerms('gold')),
    );
  });

  it("passes the records a caller's limit stands for to the worker (a user's own tags)", async () => {
    const terms: SearchTerms = {
      ...keywordTerms('gold'),
      limits: [{ key: 'l-usertag', values: ['mine'], mod: 'any' }],
      resolved: { 'l-usertag': { mine: { works: [fixtures.mapId], people: [] } } },
    };
    const asked = { ...request('gold'), terms };
    const answer = await pool.search(asked);
    expect(answer.works.map((w) => w.id)).toEqual([fixtures.mapId]);
    expect(answer).toEqual(await writer.search(asked));
    expect(await pool.countByCategory(terms)).toEqual(new Map([['books', 1]]));
  });

  it('refuses a search that cannot run with the same problem', async () => {
    await expect(pool.search(request('-gold'))).rejects.toBeInstanceOf(QueryProblem);
    await expect(pool.search(request('-gold'))).rejects.toThrow(/leave out/);
  });

  it('follows the changes the writer applies', async () => {
    await store.catalogue.saveWork({
      work: { source: 't', sourceId: 'wombat', groupKey: 'wombat', title: 'Wombat stew', category: 'books' },
      version: { source: 't', sourceId: 'wombat', title: 'Wombat stew', format: 'Picture book', year: 1984 },
    });
    expect((await pool.search(request('wombat'))).total).toBe(0);
    await catchUp(store, writer);
    const page = await pool.search(request('wombat'));
    expect(page.total).toBe(1);
    expect(page.facets.find((f) => f.code === 'format')?.terms.map((t) => t.term)).toEqual(['Picture book']);
  });

  it('replaces a worker that stopped, and keeps answering', async () => {
    const threads = (pool as unknown as { workers: { worker: { terminate(): Promise<number> } }[] }).workers;
    await Promise.all(threads.map((t) => t.worker.terminate()));
    const page = await pool.search(request('gold'));
    expect(page.total).toBe(3);
  });

  it('moves to a rebuilt index without losing a search', async () => {
    await buildIndex(store, file);
    const next = FtsSearchEngine.open(file);
    const during = pool.search(request('gold'));
    await pool.replace(next, file);
    expect((await during).total).toBe(3);
    expect((await pool.search(request('wombat'))).total).toBe(1);
    expect(pool.status().documents).toBe(next.status().documents);
    await writer.close();
    writer = next;
  });
});
