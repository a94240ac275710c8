import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import { catchUp, ensureIndex } from '../src/indexer.ts';
import { seedFacetFixtures } from './facet-fixtures.ts';
import { seedSearchFixtures } from './fixtures.ts';
import { SEARCHES, requestOf } from './searches.ts';

async function answers(engine: FtsSearchEngine) {
  const all = [];
  for (const search of SEARCHES) {
    all.push(await engine.search(requestOf(search)));
    all.push(await engine.countByCategory(requestOf(search).terms));
  }
  return all;
}

describe.each(await storesUnderTest())('an index kept up by changes on %s', (dialect) => {
  let store: Store;
  let dir: string;
  let followed: FtsSearchEngine;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedSearchFixtures(store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-identity-'));
    followed = (await ensureIndex(store, path.join(dir, 'followed.sqlite'))).engine;
  });
  afterAll(async () => {
    await followed.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every search exactly as an index rebuilt from the store', async () => {
    // Changes of every kind after the index was built: new records, an edit, a deletion.
    const ids = await seedFacetFixtures(store);
    const kangaroo = await store.catalogue.saveWork({
      work: { source: 't', sourceId: 'k', groupKey: 'k', title: 'Kangaroo', category: 'books' },
      version: { source: 't', sourceId: 'k', title: 'Kangaroo', format: 'Book', year: 1923 },
    });
    await store.catalogue.saveWork({
      work: {
        source: 'facet',
        sourceId: 'f3',
        groupKey: 'f3',
        title: 'The renamed gold nugget',
        category: 'books',
      },
      version: {
        source: 'facet',
        sourceId: 'f3',
        title: 'The renamed gold nugget',
        format: 'Map',
        year: 1921,
      },
    });
    // A work moved to another collection leaves its old collection's table for the new one's.
    const moved = await store.catalogue.saveWork({
      work: { source: 'test', sourceId: 'b3', groupKey: 'bush', title: 'The bush', category: 'music' },
      version: { source: 'test', sourceId: 'b3', title: 'The bush', format: 'Book', year: 1960 },
    });
    await queryBuilderOf(store)
      .updateTable('work')
      .set({ deletedAt: '2026-01-01T00:00:00Z' })
      .where('id', '=', kangaroo.workId)
      .execute();
    await store.catalogue.logSearchChange('work', kangaroo.workId);
    expect(await catchUp(store, followed)).toBeGreaterThan(0);

    const rebuilt = (await ensureIndex(store, path.join(dir, 'rebuilt.sqlite'))).engine;
    try {
      const expected = await answers(rebuilt);
      expect(await answers(followed)).toEqual(expected);
      // The comparison is not vacuous: the changes are visible in both.
      const nugget = await rebuilt.search(requestOf(SEARCHES[9] ?? SEARCHES[0]!));
      expect(nugget.works.map((w) => w.id)).toEqual([ids.nuggetId]);
      expect(nugget.facets.find((f) => f.code === 'format')?.terms.map((t) => t.term)).toEqual(['Map']);
      expect((await rebuilt.search(requestOf(SEARCHES[8]!))).total).toBe(0);
      expect((await rebuilt.search(requestOf(SEARCHES[0]!))).total).toBe(3);
      const inMusic = await followed.search(requestOf(SEARCHES[11]!));
      expect(inMusic.works.map((w) => w.id)).toEqual([moved.workId]);
      const inBooks = await followed.search(requestOf(SEARCHES[10]!));
      expect(inBooks.works.map((w) => w.id)).not.toContain(moved.workId);
    } finally {
      await rebuilt.close();
    }
  });
});
