import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '@trove/db';
import { SolrIndexWriter, buildIndex, fillSolrCollection } from '@trove/search';
import type { CachePaths } from './paths.ts';

/** An engine's index built from the whole store, timed (issue 28 §6). */
export interface IndexBuild {
  seconds: number;
  documents: number;
}

/**
 * Times `npm run search:rebuild`'s work on the benchmark's SQLite store, into a file of its own
 * that is removed afterwards: the embedded engine's index build, to set beside the time the Solr
 * collection takes to fill.
 */
export async function timeEmbeddedBuild(
  paths: CachePaths,
  log: (line: string) => void,
): Promise<IndexBuild & { mb: number }> {
  const file = path.join(paths.root, 'index-build-check.sqlite');
  const store = openStore({ dataDir: paths.sqliteData });
  try {
    log('embedded index: building it afresh from the store (timed, then removed)…');
    const report = await buildIndex(store, file);
    return { seconds: report.durationMs / 1000, documents: report.documents, mb: report.bytes / 1048576 };
  } finally {
    await store.destroy();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  }
}

/** Fills the benchmark's empty Solr collection from the same store, timed, as the portal would at its start. */
export async function timeSolrFill(
  paths: CachePaths,
  cluster: { urls: string[]; collection: string },
  log: (line: string) => void,
): Promise<IndexBuild> {
  const store = openStore({ dataDir: paths.sqliteData });
  try {
    log(`solr: filling collection ${cluster.collection} from the store (timed)…`);
    const started = performance.now();
    const writer = new SolrIndexWriter(cluster.urls, cluster.collection);
    const documents = await fillSolrCollection(store, writer, log);
    return { seconds: (performance.now() - started) / 1000, documents };
  } finally {
    await store.destroy();
  }
}
