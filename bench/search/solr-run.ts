import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIGSET_DIR, SolrAdmin } from '@trove/search';
import { SolrCluster } from '@trove/solr-cluster';

/** The collection the benchmark's portal fills and searches. */
export const BENCH_COLLECTION = 'bench';

/** A SolrCloud for the run: the one SOLR_URLS names, or three nodes started here (stopped after). */
export interface BenchCluster {
  urls: string[];
  /** The portal's settings for the collection, empty so the portal fills it when it starts. */
  settings: Record<string, string>;
  /** What the cluster holds and uses once searched: the collection's size on disk (every copy), the nodes' heap. */
  measure(): Promise<{ indexMb: number; heapMb: number }>;
  stop(): Promise<void>;
}

export async function benchCluster(log: (line: string) => void): Promise<BenchCluster> {
  let cluster: SolrCluster | null = null;
  let dir = '';
  let urls = process.env.SOLR_URLS?.split(',').filter(Boolean) ?? [];
  if (urls.length === 0) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-solr-'));
    log('solr: starting a SolrCloud of three nodes (SOLR_URLS names one already running)…');
    cluster = await SolrCluster.start({ dir });
    urls = cluster.urls;
  }
  const admin = new SolrAdmin(urls);
  await admin.deleteCollection(BENCH_COLLECTION);
  await admin.uploadConfigset(BENCH_COLLECTION, CONFIGSET_DIR);
  await admin.createCollection({
    name: BENCH_COLLECTION,
    configset: BENCH_COLLECTION,
    shards: 2,
    replicas: 2,
  });
  log(`solr: empty collection ${BENCH_COLLECTION} (2 shards × 2 replicas) on ${urls.length} nodes`);
  return {
    urls,
    settings: { SEARCH_ENGINE: 'solr', SOLR_URLS: urls.join(','), SOLR_COLLECTION: BENCH_COLLECTION },
    measure: async () => {
      let indexBytes = 0;
      let heapBytes = 0;
      for (const url of urls) {
        const cores = (await (await fetch(`${url}/admin/cores?action=STATUS&wt=json`)).json()) as {
          status: Record<string, { index?: { sizeInBytes?: number } }>;
        };
        for (const [name, core] of Object.entries(cores.status))
          if (name.startsWith(`${BENCH_COLLECTION}_`)) indexBytes += core.index?.sizeInBytes ?? 0;
        const system = (await (await fetch(`${url}/admin/info/system?wt=json`)).json()) as {
          jvm?: { memory?: { raw?: { used?: number } } };
        };
        heapBytes += system.jvm?.memory?.raw?.used ?? 0;
      }
      return { indexMb: indexBytes / 1048576, heapMb: heapBytes / 1048576 };
    },
    stop: async () => {
      await cluster?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
