import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import { type Follower, followStore } from '../src/follower.ts';
import { catchUp, ensureIndex } from '../src/indexer.ts';
import { keywordTerms } from '../src/criteria-query.ts';
import { seedSearchFixtures } from './fixtures.ts';

const find = (engine: FtsSearchEngine, keyword: string) =>
  engine.search({
    terms: keywordTerms(keyword),
    categories: null,
    startPos: 0,
    pageSize: 20,
    sortBy: 'relevance',
    facets: [],
  });

async function addBook(store: Store, sourceId: string, title: string) {
  return store.catalogue.saveWork({
    work: { source: 'test', sourceId, groupKey: sourceId, title, category: 'books' },
    version: { source: 'test', sourceId, title, format: 'Book', year: 1901 },
  });
}

/**
 * Waits until `count` changes after the engine's place can be applied. On PostgreSQL the log is
 * read up to the oldest transaction still running in the cluster, in any database (another test
 * file's): a look at the log before that one ends rightly leaves the changes for the next look.
 */
async function settled(store: Store, engine: FtsSearchEngine, count: number) {
  await vi.waitFor(
    async () => {
      const pending = await store.searchIndex.countSearchChangesAfter(
        store.dialect,
        engine.status().applied,
        count,
      );
      expect(pending).toBe(count);
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Waits until the engine has applied every change in the log (the seeding's too), as above. */
async function caughtUp(store: Store, engine: FtsSearchEngine) {
  await vi.waitFor(
    async () => {
      await catchUp(store, engine);
      // None held back either (on PostgreSQL, behind a transaction still running).
      expect(
        await store.searchIndex.newestTransactionAfter(store.dialect, engine.status().applied),
      ).toBeNull();
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe.each(await storesUnderTest())('a running index following %s', (dialect) => {
  let store: Store;
  let dir: string;
  let file: string;
  let follower: Follower;
  const swaps: FtsSearchEngine[] = [];

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedSearchFixtures(store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-follow-'));
    file = path.join(dir, 'search-index.sqlite');
    const { engine } = await ensureIndex(store, file);
    await caughtUp(store, engine);
    // A long interval: the test drives each look itself with tick().
    follower = followStore(store, engine, file, {
      intervalMs: 3_600_000,
      onSwap: (e) => swaps.push(e),
      maxIncremental: 3,
    });
  });
  afterAll(async () => {
    await follower.stop();
    await follower.current().close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies a few new changes to the engine in use', async () => {
    const before = follower.current();
    await addBook(store, 'f1', 'Such is life');
    await settled(store, before, 1);
    await follower.tick();
    expect(follower.current()).toBe(before);
    expect((await find(before, 'such life')).total).toBe(1);
  });

  it('rebuilds and swaps engines when more changes are pending than it applies one by one', async () => {
    const before = follower.current();
    for (const [i, title] of [
      'Seven little Australians',
      'My brilliant career',
      'The getting of wisdom',
      'Jonah',
    ].entries())
      await addBook(store, `g${i}`, title);
    await settled(store, before, 4);
    await follower.tick();
    const after = follower.current();
    expect(after).not.toBe(before);
    expect(swaps).toEqual([after]);
    expect(before.status().ready).toBe(false);
    expect((await find(after, 'wisdom')).total).toBe(1);
    expect((await find(after, 'such life')).total).toBe(1);
  });
});

describe.each(await storesUnderTest())('a change on %s', (dialect) => {
  let store: Store;
  let dir: string;
  let follower: Follower;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedSearchFixtures(store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-follow-'));
    const file = path.join(dir, 'search-index.sqlite');
    const { engine } = await ensureIndex(store, file);
    follower = followStore(store, engine, file, { onSwap: () => {} });
  });
  afterAll(async () => {
    await follower.stop();
    await follower.current().close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is searchable through the timer a running server uses, with no look asked for', async () => {
    const saved = await addBook(store, 'soon', 'The timeless land');
    // The timer looks every FOLLOW_INTERVAL_MS (a quarter of a second), so a change is searchable
    // within a second of its transaction ending; the time itself is the benchmarks' to measure.
    await vi.waitFor(
      async () => {
        const found = (await find(follower.current(), 'timeless land')).works.map((w) => w.id);
        expect(found).toEqual([saved.workId]);
      },
      { timeout: 15_000, interval: 25 },
    );
  });
});
