import path from 'node:path';
import type { ChangeCursor, Store } from '@trove/db';
import {
  INDEX_FILE_NAME,
  type SearchEngine,
  SearchPool,
  SolrSearchEngine,
  ensureIndex,
  followSolr,
  followStore,
  prepareSolrCollection,
} from '@trove/search';
import type { SearchSettings, Settings } from '../config.ts';

/** A running search engine: what answers searches, where it is in the change log, and how it stops. */
export interface RunningSearch {
  serving: SearchEngine;
  applied: () => ChangeCursor;
  /** For the log: what was started. */
  description: string;
  stop(): Promise<void>;
}

/**
 * The embedded index (the default): an index file in DATA_DIR built or caught up, searched by worker
 * threads; the engine here applies the store's changes and hands them on.
 */
export async function startEmbeddedSearch(
  store: Store,
  settings: Pick<Settings, 'dataDir' | 'searchWorkers'>,
  log: (line: string) => void,
  swapped: (engine: SearchEngine) => void,
): Promise<RunningSearch> {
  const indexFile = path.join(settings.dataDir, INDEX_FILE_NAME);
  const { engine } = await ensureIndex(store, indexFile, log);
  const workers = settings.searchWorkers;
  let pool: SearchPool | null = null;
  try {
    pool = workers === 0 ? null : await SearchPool.start(engine, indexFile, workers);
  } catch (error) {
    await engine.close();
    throw error;
  }
  const follower = followStore(store, engine, indexFile, {
    log,
    onSwap: (next) => {
      // Without workers the engine itself serves: the new one from now on.
      if (pool) void pool.replace(next, indexFile);
      else swapped(next);
    },
  });
  return {
    serving: pool ?? engine,
    applied: () => follower.current().status().applied,
    description: `Search index ready: ${engine.status().documents} records, ${pool ? `${workers ?? 'one per core'} worker threads` : 'on the main thread'}`,
    async stop() {
      await pool?.close();
      await follower.stop();
      await follower.current().close();
    },
  };
}

/** A SolrCloud collection (ADR 055): filled from the store when empty, caught up, then followed. */
export async function startSolrSearch(
  store: Store,
  settings: Extract<SearchSettings, { engine: 'solr' }>,
  log: (line: string) => void,
): Promise<RunningSearch> {
  const engine = await SolrSearchEngine.open({ urls: settings.urls, collection: settings.collection });
  try {
    await prepareSolrCollection(store, engine, log);
  } catch (error) {
    await engine.close();
    throw error;
  }
  const follower = followSolr(store, engine, { log });
  return {
    serving: engine,
    applied: () => engine.status().applied,
    description: `Search collection ${settings.collection} ready on SolrCloud (${settings.urls.length} nodes): ${engine.status().documents} records`,
    async stop() {
      await follower.stop();
      await engine.close();
    },
  };
}
