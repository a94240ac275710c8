import { type Store } from '@trove/db';
import type { loadDemoCorpus } from '@trove/importer';
import { recordCorpusKind } from '../content/seed.ts';

export type CorpusLoader = typeof loadDemoCorpus;

export interface CatalogueOutcome {
  loaded: boolean;
  synthetic: boolean;
}

/** 'started' while the demo corpus loads, 'done' once it has: a load cut short is run again. */
export const DEMO_LOAD_KEY = 'corpus.demo_load';

/**
 * On the first run (an empty catalogue), or when a first-run load was cut short, loads the demo
 * corpus: the real data when a corpus directory exists, else a synthetic corpus the loader marks
 * as such. Loading again is safe, imports are idempotent. Later runs keep the catalogue as it is.
 * Either way the store remembers whether the corpus is synthetic.
 */
export async function prepareCatalogue(
  store: Store,
  options: { corpusDir: string | null; loadCorpus: CorpusLoader; log: (line: string) => void },
): Promise<CatalogueOutcome> {
  const interrupted = (await store.content.getConfigEntry(DEMO_LOAD_KEY)) === 'started';
  if (!interrupted && !(await store.stats.catalogueIsEmpty())) {
    const synthetic = await store.stats.catalogueIsSynthetic();
    await recordCorpusKind(store, synthetic);
    return { loaded: false, synthetic };
  }
  options.log(
    interrupted
      ? 'The last demo corpus load did not finish: loading it again.'
      : 'The catalogue is empty: loading the demo corpus (first run).',
  );
  await store.content.setConfigEntry(DEMO_LOAD_KEY, 'started');
  const result = await options.loadCorpus(store, { corpusDir: options.corpusDir, log: options.log });
  await store.content.setConfigEntry(DEMO_LOAD_KEY, 'done');
  const records = result.sources.reduce((n, s) => n + s.created + s.updated, 0);
  options.log(
    `Demo corpus loaded in ${(result.durationMs / 1000).toFixed(1)} s: ${records} records${result.synthetic ? ' (SYNTHETIC)' : ` from ${result.corpusDir}`}.`,
  );
  await recordCorpusKind(store, result.synthetic);
  return { loaded: true, synthetic: result.synthetic };
}
