import fs from 'node:fs';
import path from 'node:path';
import { type Store, openStore } from '@trove/db';
import { defaultCorpusDir, loadDemoCorpus } from '@trove/importer';
import { buildIndex } from '@trove/search';

/** The repository root (bench/relevance/ is two levels down). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The demo corpus store and its index are kept here between runs: loading takes minutes. */
export const CACHE_DIR = process.env.RELEVANCE_CACHE ?? '/tmp/trove-relevance';
const DONE_KEY = 'corpus.demo_load';

export interface LoadedCorpus {
  store: Store;
  indexFile: string;
}

/**
 * Opens the cached demo store (loading the demo corpus into it the first time, as the portal's
 * first start does) and builds a fresh index from it, so ranking changes are always measured.
 */
export async function loadCorpus(options: {
  fresh: boolean;
  log: (line: string) => void;
}): Promise<LoadedCorpus> {
  const { log } = options;
  if (options.fresh) fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  const store = openStore({ dataDir: CACHE_DIR });
  await store.migrate();
  if ((await store.content.getConfigEntry(DONE_KEY)) !== 'done') {
    const corpusDir = defaultCorpusDir(REPO_ROOT);
    if (!corpusDir) throw new Error('No corpus directory: set CORPUS_DIR to the shared data.');
    log(`loading the demo corpus from ${corpusDir} into ${CACHE_DIR} (first run, several minutes)…`);
    await store.content.setConfigEntry(DONE_KEY, 'started');
    const result = await loadDemoCorpus(store, { corpusDir, log: () => undefined });
    await store.content.setConfigEntry(DONE_KEY, 'done');
    log(`demo corpus loaded in ${(result.durationMs / 1000).toFixed(0)} s`);
  }
  const indexFile = path.join(CACHE_DIR, 'relevance-index.sqlite');
  const report = await buildIndex(store, indexFile);
  log(`index built: ${report.documents} documents in ${(report.durationMs / 1000).toFixed(1)} s`);
  return { store, indexFile };
}
