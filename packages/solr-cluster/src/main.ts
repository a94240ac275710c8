/**
 * `npm run solr:cluster`: a SolrCloud of three Solr 9.10.1 nodes and a ZooKeeper on loopback
 * ports (issue 28 §1), with the portal's configset uploaded and a collection of 2 shards × 2
 * replicas, no node holding both replicas of a shard, behind the alias the portal searches (so
 * `npm run search:solr -- rebuild` works on it too). The portal fills the empty collection when it
 * starts. Prints the settings that point the portal at it; Ctrl-C stops every JVM.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { SolrCluster } from './solr-cluster.ts';
import { collectionNameOf } from '@trove/search';
import { sharedNodes } from './placement.ts';

const REPO = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const CONFIGSET = path.join(REPO, 'solr', 'configset');

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: path.join(REPO, 'data', 'solr-cluster') },
    collection: { type: 'string', default: 'trove' },
    nodes: { type: 'string', default: '3' },
    shards: { type: 'string', default: '2' },
    replicas: { type: 'string', default: '2' },
    'heap-mb': { type: 'string', default: '512' },
  },
});
const log = (line: string) => console.log(`[solr ${new Date().toISOString().slice(11, 19)}] ${line}`);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const heapMb = Number(values['heap-mb']);
if (!Number.isInteger(heapMb) || heapMb < 256) {
  console.error(
    `--heap-mb is each node's heap in megabytes, a whole number of 256 or more, not ${values['heap-mb']}`,
  );
  process.exit(2);
}
const cluster = await SolrCluster.start({
  dir: values.dir,
  nodes: Number(values.nodes),
  heapMb,
  log,
});
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  log('stopping the nodes and ZooKeeper…');
  await cluster.stop();
  log('stopped');
  process.exit(code);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
try {
  log(
    `ZooKeeper ${cluster.zkHost}; ${cluster.nodes.length} nodes up after ${seconds()}: ${cluster.urls.join(' ')}`,
  );
  const admin = cluster.admin();
  const alias = values.collection;
  const collection = collectionNameOf(alias);
  await admin.uploadConfigset(alias, CONFIGSET);
  const shape = { shards: Number(values.shards), replicas: Number(values.replicas) };
  await admin.createCollection({ name: collection, configset: alias, ...shape });
  await admin.createAlias(alias, collection);
  const status = await admin.clusterStatus();
  const shared = sharedNodes(status, collection);
  if (shared.length > 0) throw new Error(`Replicas of ${shared.join(', ')} share a node`);
  log(
    `collection ${collection} (${shape.shards} shards × ${shape.replicas} replicas) active after ${seconds()}, searched as ${alias}`,
  );
  log(
    `logs: ${path.relative(process.cwd(), path.join(cluster.dir, 'logs'))}; Ctrl-C stops the cluster. Point the portal at it with:`,
  );
  console.log(`SOLR_URLS=${cluster.urls.join(',')} SOLR_COLLECTION=${values.collection}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
