import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import {
  CONFIGSET_DIR,
  SolrAdmin,
  SolrIndexWriter,
  SolrSearchEngine,
  fillSolrCollection,
} from '@trove/search';
import { SolrCluster } from '@trove/solr-cluster';

/** The engines a benchmark can run: the embedded index and a SolrCloud collection (issue 28 §6). */
export const ENGINES = ['fts5', 'solr'] as const;
export type EngineName = (typeof ENGINES)[number];

export function parseEngines(raw: string): EngineName[] {
  const names = raw.split(',').map((n) => n.trim());
  const bad = names.filter((n) => !(ENGINES as readonly string[]).includes(n));
  if (names.length === 0 || bad.length > 0)
    throw new Error(`--engine takes fts5, solr or both (fts5,solr), not ${bad.join(', ') || raw}`);
  return [...new Set(names)] as EngineName[];
}

/**
 * A Solr engine over the store's records in a collection of its own (2 shards × 2 replicas): on the
 * cluster SOLR_URLS names, or on one started for the run (three nodes and ZooKeeper, stopped by
 * `close`). How long filling took is logged.
 */
export async function solrEngineOver(
  store: Store,
  collection: string,
  log: (line: string) => void,
): Promise<{ engine: SolrSearchEngine; fillMs: number; close(): Promise<void> }> {
  let cluster: SolrCluster | null = null;
  let dir = '';
  let urls = process.env.SOLR_URLS?.split(',').filter(Boolean) ?? [];
  if (urls.length === 0) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-solr-'));
    log('starting a SolrCloud of three nodes for the run (SOLR_URLS names one already running)');
    cluster = await SolrCluster.start({ dir });
    urls = cluster.urls;
  }
  const stop = async () => {
    await cluster?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const admin = new SolrAdmin(urls);
    await admin.deleteCollection(collection);
    await admin.uploadConfigset(collection, CONFIGSET_DIR);
    await admin.createCollection({ name: collection, configset: collection, shards: 2, replicas: 2 });
    const started = performance.now();
    const sent = await fillSolrCollection(store, new SolrIndexWriter(urls, collection), log);
    const fillMs = performance.now() - started;
    log(`solr: ${sent} records in collection ${collection} in ${(fillMs / 1000).toFixed(1)} s`);
    const engine = await SolrSearchEngine.open({ urls, collection });
    return { engine, fillMs, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
