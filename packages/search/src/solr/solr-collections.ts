import { MAX_INCREMENTAL_CHANGES, type IndexedStore, type Log, catchUp } from '../indexer.ts';
import { CONFIGSET_DIR } from './configset.ts';
import { type ClusterStatus, SolrAdmin } from './solr-admin.ts';
import { SolrSearchEngine } from './solr-engine.ts';
import { fillSolrCollection } from './solr-index.ts';

/**
 * The portal's collection on a SolrCloud, kept behind an alias (ADR 055): the portal searches the
 * alias (SOLR_COLLECTION), `create` makes the first collection and the alias, `rebuild` fills a new
 * collection beside the one in use and moves the alias to it, so search never stops; `status`
 * says where the alias points, what each shard's copies are doing and how far the collection is
 * behind the store. Each a command of `npm run search:solr`.
 */

export interface CollectionShape {
  shards: number;
  replicas: number;
}

export class CollectionProblem extends Error {
  override name = 'CollectionProblem';
}

/** A collection name for an alias, unique to the second it was made: trove_20261207143000. */
export function collectionNameOf(alias: string, now = new Date()): string {
  return `${alias}_${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

/** The collection an alias points at, or null when there is no such alias. */
export function aliasTarget(status: ClusterStatus, alias: string): string | null {
  return status.aliases?.[alias] ?? null;
}

export async function createCollection(
  store: IndexedStore,
  urls: readonly string[],
  alias: string,
  shape: CollectionShape,
  log: Log,
): Promise<string> {
  const admin = new SolrAdmin(urls);
  const status = await admin.clusterStatus();
  if (aliasTarget(status, alias) || status.collections[alias])
    throw new CollectionProblem(
      `${alias} already exists: npm run search:solr -- rebuild builds it anew without stopping search.`,
    );
  const collection = await buildCollection(store, admin, urls, alias, shape, log);
  await admin.createAlias(alias, collection);
  log(`${alias} now searches ${collection}`);
  return collection;
}

/** A new collection filled and caught up beside the one in use, the alias moved to it, the old one deleted. */
export async function rebuildCollection(
  store: IndexedStore,
  urls: readonly string[],
  alias: string,
  log: Log,
): Promise<string> {
  const admin = new SolrAdmin(urls);
  const status = await admin.clusterStatus();
  const previous = aliasTarget(status, alias);
  if (!previous) {
    throw new CollectionProblem(
      status.collections[alias]
        ? `${alias} is a collection, not an alias: a rebuild moves an alias. Run create with another SOLR_COLLECTION, or make ${alias} an alias in Solr.`
        : `There is no ${alias} yet: npm run search:solr -- create makes it.`,
    );
  }
  const collection = await buildCollection(store, admin, urls, alias, shapeOf(status, previous), log);
  await admin.createAlias(alias, collection);
  log(`${alias} now searches ${collection}`);
  // Changes the portal applied to the old collection until the alias moved are applied again here.
  const engine = await SolrSearchEngine.open({ urls, collection });
  try {
    const count = await catchUp(store, engine);
    if (count > 0) log(`${collection}: applied ${count} changes made while the alias moved`);
  } finally {
    await engine.close();
  }
  await admin.deleteCollection(previous);
  log(`${previous} deleted`);
  return collection;
}

async function buildCollection(
  store: IndexedStore,
  admin: SolrAdmin,
  urls: readonly string[],
  alias: string,
  shape: CollectionShape,
  log: Log,
): Promise<string> {
  const collection = collectionNameOf(alias);
  await admin.uploadConfigset(alias, CONFIGSET_DIR);
  log(
    `configset ${alias} uploaded; creating ${collection} (${shape.shards} shards × ${shape.replicas} replicas)`,
  );
  await admin.createCollection({ name: collection, configset: alias, ...shape });
  const engine = await SolrSearchEngine.open({ urls, collection });
  try {
    const started = performance.now();
    const sent = await fillSolrCollection(store, engine.writer, log);
    const seconds = (performance.now() - started) / 1000;
    log(
      `${collection}: ${sent} records in ${seconds.toFixed(1)} s (${Math.round(sent / Math.max(seconds, 0.001))} a second)`,
    );
    await engine.refresh();
    const count = await catchUp(store, engine);
    if (count > 0) log(`${collection}: applied ${count} changes made while it was filled`);
  } catch (error) {
    await admin.deleteCollection(collection).catch(() => undefined);
    throw error;
  } finally {
    await engine.close();
  }
  return collection;
}

/** A collection's shards and copies of each, for its successor. */
function shapeOf(status: ClusterStatus, collection: string): CollectionShape {
  const shards = Object.values(status.collections[collection]?.shards ?? {});
  const replicas = Math.max(1, ...shards.map((s) => Object.keys(s.replicas).length));
  return { shards: Math.max(1, shards.length), replicas };
}

/** What an operator reads of the collection: the alias, each shard's copies, records and lag. */
export async function collectionStatus(
  store: IndexedStore,
  urls: readonly string[],
  alias: string,
): Promise<string[]> {
  const admin = new SolrAdmin(urls);
  const status = await admin.clusterStatus();
  const collection = aliasTarget(status, alias) ?? (status.collections[alias] ? alias : null);
  const lines = [`Live nodes: ${status.live_nodes.length} (${[...status.live_nodes].sort().join(', ')})`];
  if (!collection) return [...lines, `There is no ${alias}: npm run search:solr -- create makes it.`];
  lines.push(collection === alias ? `${alias} is a collection (not an alias)` : `${alias} → ${collection}`);
  const shards = status.collections[collection]?.shards ?? {};
  for (const [name, shard] of Object.entries(shards).sort()) {
    const copies = Object.values(shard.replicas).map(
      (r) => `${r.node_name} ${r.state}${r.leader === 'true' ? ' (leader)' : ''}`,
    );
    lines.push(`  ${name}: ${copies.join('; ')}`);
  }
  const engine = await SolrSearchEngine.open({ urls, collection });
  try {
    const { documents, applied } = engine.status();
    const pending = await store.searchIndex.countSearchChangesAfter(
      store.dialect,
      applied,
      MAX_INCREMENTAL_CHANGES + 1,
    );
    lines.push(
      `Records: ${documents}; place in the change log: change ${applied.id}; changes waiting: ${pending > MAX_INCREMENTAL_CHANGES ? `more than ${MAX_INCREMENTAL_CHANGES}` : pending}`,
    );
  } finally {
    await engine.close();
  }
  return lines;
}
