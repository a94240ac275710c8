import { type IndexedStore, type Log, MAX_INCREMENTAL_CHANGES, catchUp, tooFarBehind } from '../indexer.ts';
import { FOLLOW_INTERVAL_MS, type RepeatedLooks, repeatLooks } from '../follower.ts';
import type { SolrSearchEngine } from './solr-engine.ts';
import { fillSolrCollection } from './solr-index.ts';

/**
 * Brings a collection up to the store before the portal searches it: filled from the store when it
 * holds nothing yet or was filled from an older store (reset since), then caught up with the
 * change log. How many records were sent when it was filled; null when it was only caught up.
 */
export async function prepareSolrCollection(
  store: IndexedStore,
  engine: SolrSearchEngine,
  log: Log = () => {},
): Promise<number | null> {
  const { applied, documents } = engine.status();
  const empty = applied.id === 0 && documents === 0;
  const older = !empty && applied.id > (await store.searchIndex.latestSearchChangeId());
  let filled: number | null = null;
  if (empty || older) {
    log(
      `search collection ${engine.location.collection}: filling from the store (${empty ? 'it is empty' : 'the store is older than it'})`,
    );
    if (older) await engine.writer.clear();
    filled = await fillSolrCollection(store, engine.writer, log);
    await engine.refresh();
  } else {
    const behind = await tooFarBehind(store, applied, MAX_INCREMENTAL_CHANGES);
    if (behind)
      log(
        `search collection ${engine.location.collection}: ${behind}; catching up (npm run search:solr -- rebuild is quicker)`,
      );
  }
  const count = await catchUp(store, engine);
  if (count > 0)
    log(`search collection ${engine.location.collection}: applied ${count} changes from the store`);
  return filled;
}

/**
 * Keeps a collection in step with the store, as followStore keeps the embedded index: every
 * interval it applies the changes logged after the collection's place in the change log. A batch
 * that fails (a shard without a leader) is tried again at the next look, from the same place: the
 * place is recorded only once a batch is written and committed (SolrSearchEngine.apply).
 */
export function followSolr(
  store: IndexedStore,
  engine: SolrSearchEngine,
  options: { intervalMs?: number; log?: Log } = {},
): RepeatedLooks {
  const log = options.log ?? (() => {});
  let failing = false;
  const look = async () => {
    const count = await catchUp(store, engine);
    if (failing) log('search collection: following the store again');
    failing = false;
    if (count > 0) log(`search collection: applied ${count} changes from the store`);
  };
  return repeatLooks(look, options.intervalMs ?? FOLLOW_INTERVAL_MS, (error) => {
    // Said once, not at every look while the cluster is down.
    if (!failing)
      log(
        `search collection: following the store failed, trying again: ${error instanceof Error ? error.message : String(error)}`,
      );
    failing = true;
  });
}
