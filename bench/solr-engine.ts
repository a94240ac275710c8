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

/** Each node's heap when the benchmark starts the nodes: a million records' facets want more than the tests' 512 MB. */
const BENCH_HEAP_MB = 2048;

/** A SolrCloud for a benchmark's run, with an empty collection of its own. */
export interface BenchCluster {
  urls: string[];
  collection: string;
  /** The portal's settings for the collection (it fills an empty one when it starts). */
  settings: Record<string, string>;
  /** What the cluster holds and uses: the collection's size on disk (every copy), the nodes' heap. */
  measure(): Promise<{ indexMb: number; heapMb: number }>;
  stop(): Promise<void>;
}

/**
 * The cluster SOLR_URLS names, or three nodes started for the run (stopped by `stop`), with an
 * empty collection (2 shards × 2 replicas) made afresh.
 */
export async function benchCluster(collection: string, log: (line: string) => void): Promise<BenchCluster> {
  let cluster: SolrCluster | null = null;
  let dir = '';
  let urls = process.env.SOLR_URLS?.split(',').filter(Boolean) ?? [];
  if (urls.length === 0) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-solr-'));
    log('solr: starting a SolrCloud of three nodes for the run (SOLR_URLS names one already running)');
    cluster = await SolrCluster.start({ dir, heapMb: BENCH_HEAP_MB });
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
  } catch (error) {
    await stop();
    throw error;
  }
  log(`solr: empty collection ${collection} (2 shards × 2 replicas) on ${urls.length} nodes`);
  return {
    urls,
    collection,
    settings: { SEARCH_ENGINE: 'solr', SOLR_URLS: urls.join(','), SOLR_COLLECTION: collection },
    measure: async () => {
      let indexBytes = 0;
      let heapBytes = 0;
      for (const url of urls) {
        const cores = (await (await fetch(`${url}/admin/cores?action=STATUS&wt=json`)).json()) as {
          status: Record<string, { index?: { sizeInBytes?: number } }>;
        };
        for (const [name, core] of Object.entries(cores.status))
          if (name.startsWith(`${collection}_`)) indexBytes += core.index?.sizeInBytes ?? 0;
        const system = (await (await fetch(`${url}/admin/info/system?wt=json`)).json()) as {
          jvm?: { memory?: { raw?: { used?: number } } };
        };
        heapBytes += system.jvm?.memory?.raw?.used ?? 0;
      }
      return { indexMb: indexBytes / 1048576, heapMb: heapBytes / 1048576 };
    },
    stop,
  };
}

/** A Solr engine over the store's records in a collection of its own; how long filling took is logged. */
export async function solrEngineOver(
  store: Store,
  collection: string,
  log: (line: string) => void,
): Promise<{ engine: SolrSearchEngine; close(): Promise<void> }> {
  const cluster = await benchCluster(collection, log);
  try {
    const started = performance.now();
    const sent = await fillSolrCollection(store, new SolrIndexWriter(cluster.urls, collection), log);
    log(
      `solr: ${sent} records in collection ${collection} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const engine = await SolrSearchEngine.open({ urls: cluster.urls, collection });
    return { engine, close: cluster.stop };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
