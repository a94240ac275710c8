import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { createTestStore, type TestDialect } from '@trove/db/test-support';
import { afterAll, beforeAll } from 'vitest';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import { ensureIndex } from '../src/indexer.ts';
import { SearchPool } from '../src/workers/search-pool.ts';

/** A seeded store, its search index file, the engine that writes it and a pool of two workers reading it. */
export interface IndexedWorld<Seeded> {
  store: Store;
  file: string;
  /** A test may swap in another engine (a rebuilt index); the world closes whichever is here at the end. */
  writer: FtsSearchEngine;
  pool: SearchPool;
  seeded: Seeded;
}

/**
 * Opens an indexed world before the enclosing describe block's tests and closes it after them. Its
 * fields are filled in by then, so read them inside tests and hooks, not when the block is declared.
 */
export function indexedWorld<Seeded>(
  dialect: TestDialect,
  seed: (store: Store) => Promise<Seeded>,
): IndexedWorld<Seeded> {
  const world = {} as IndexedWorld<Seeded>;
  let dir = '';
  beforeAll(async () => {
    world.store = await createTestStore(dialect);
    world.seeded = await seed(world.store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-indexed-'));
    world.file = path.join(dir, 'index.sqlite');
    world.writer = (await ensureIndex(world.store, world.file)).engine;
    world.pool = await SearchPool.start(world.writer, world.file, 2);
  });
  afterAll(async () => {
    await world.pool?.close();
    await world.writer?.close();
    await world.store?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return world;
}
