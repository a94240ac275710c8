import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { createTestStore } from '@trove/db/test-support';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FtsSearchEngine } from '../../src/fts-engine.ts';
import { ensureIndex } from '../../src/indexer.ts';
import { CONFIGSET_DIR } from '../../src/solr/configset.ts';
import { SolrAdmin } from '../../src/solr/solr-admin.ts';
import { SolrSearchEngine } from '../../src/solr/solr-engine.ts';
import { SolrIndexWriter, fillSolrCollection } from '../../src/solr/solr-index.ts';

/** One store indexed by both engines: the embedded index file and a collection of the shared cluster. */
export interface SolrWorld<Seeded> {
  store: Store;
  urls: string[];
  collection: string;
  file: string;
  fts: FtsSearchEngine;
  solr: SolrSearchEngine;
  /** How many records were sent to the collection. */
  sent: number;
  seeded: Seeded;
}

/**
 * Opens a world before the enclosing block's tests: a SQLite store seeded (the store is only where
 * the records come from; the indexer's own tests run on both dialects), its index file, and a
 * collection of 2 shards × 2 replicas named `collection` on the cluster the Solr suite shares.
 */
export function solrWorld<Seeded>(
  collection: string,
  seed: (store: Store) => Promise<Seeded>,
): SolrWorld<Seeded> {
  const world = { collection } as SolrWorld<Seeded>;
  let dir = '';
  beforeAll(async () => {
    world.urls = inject('solrUrls');
    world.store = await createTestStore('sqlite');
    world.seeded = await seed(world.store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `trove-${collection}-`));
    world.file = path.join(dir, 'index.sqlite');
    world.fts = (await ensureIndex(world.store, world.file)).engine;
    const admin = new SolrAdmin(world.urls);
    await admin.deleteCollection(collection);
    await admin.uploadConfigset(collection, CONFIGSET_DIR);
    await admin.createCollection({ name: collection, configset: collection, shards: 2, replicas: 2 });
    world.sent = await fillSolrCollection(world.store, new SolrIndexWriter(world.urls, collection));
    world.solr = await SolrSearchEngine.open({ urls: world.urls, collection });
  });
  afterAll(async () => {
    await world.solr?.close();
    // The cluster is shared by the suite: each file leaves it as it found it.
    if (world.urls) await new SolrAdmin(world.urls).deleteCollection(collection);
    await world.fts?.close();
    await world.store?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return world;
}
