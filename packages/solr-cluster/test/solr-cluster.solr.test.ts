import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClusterStatus, SolrAdmin, SolrError } from '@trove/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/free-port.ts';
import { SolrCluster, sharedNodes } from '../src/index.ts';

const CONFIGSET = fileURLToPath(new URL('../../../solr/configset', import.meta.url));
const COLLECTION = 'cluster-test';

/** Ten records, enough for every shard to hold some. */
const DOCS = Array.from({ length: 10 }, (_, i) => ({
  id: String(i + 1),
  rowid: i + 1,
  category: i % 2 === 0 ? 'books' : 'newspapers',
  title: `Melbourne history volume ${i + 1}`,
  facets: [`format\t${i % 2 === 0 ? 'Book' : 'Article'}`],
}));

async function totalVia(url: string, query = 'melbourne'): Promise<number> {
  const response = await fetch(`${url}/${COLLECTION}/select?q=${query}&rows=0&wt=json`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { response: { numFound: number } }).response.numFound;
}

/** Waits for the cluster's state, read from its status, to hold (never for a fixed time). */
async function until(
  cluster: SolrCluster,
  holds: (status: ClusterStatus) => boolean,
): Promise<ClusterStatus> {
  for (;;) {
    const now = await status(cluster);
    if (holds(now)) return now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const status = (cluster: SolrCluster): Promise<ClusterStatus> => cluster.admin().clusterStatus();

// A cluster of its own, not the suite's: this file kills one of its nodes.
describe('a SolrCloud of three nodes in their own JVMs (issue 28 §1)', () => {
  let cluster: SolrCluster;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solr-cluster-'));

  beforeAll(async () => {
    // A short ZooKeeper session, so that a killed node is noticed within seconds.
    cluster = await SolrCluster.start({ dir, zkClientTimeoutMs: 6_000 });
    const admin = cluster.admin();
    await admin.uploadConfigset(COLLECTION, CONFIGSET);
    await admin.createCollection({ name: COLLECTION, configset: COLLECTION, shards: 2, replicas: 2 });
    const update = await fetch(`${cluster.urls[0]}/${COLLECTION}/update?commit=true&wt=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DOCS),
    });
    expect(update.status).toBe(200);
  });

  afterAll(async () => {
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('places the two replicas of each shard on different nodes', async () => {
    const now = await status(cluster);
    expect(now.live_nodes).toHaveLength(3);
    const shards = now.collections[COLLECTION]?.shards ?? {};
    expect(Object.keys(shards)).toHaveLength(2);
    for (const shard of Object.values(shards)) expect(Object.values(shard.replicas)).toHaveLength(2);
    expect(sharedNodes(now, COLLECTION)).toEqual([]);
  });

  it('goes on to the next node when one cannot be reached, and says what Solr refused', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/solr`;
    const admin = new SolrAdmin([closed, ...cluster.urls]);
    expect((await admin.clusterStatus()).live_nodes).toHaveLength(3);
    const again = admin.createCollection({ name: COLLECTION, configset: COLLECTION, shards: 2, replicas: 2 });
    await expect(again).rejects.toThrow(SolrError);
    await expect(again).rejects.toThrow(/already exists/);
  });

  it('answers the same total from every node', async () => {
    for (const url of cluster.urls) expect(await totalVia(url)).toBe(DOCS.length);
  });

  it('keeps answering every search while a node is killed outright, and takes it back when restarted', async () => {
    // The node that leads a shard: its loss makes the cluster elect a new leader.
    const before = await status(cluster);
    const leaderNode = Object.values(before.collections[COLLECTION]?.shards ?? {})
      .flatMap((shard) => Object.values(shard.replicas))
      .find((replica) => replica.leader === 'true')?.node_name;
    const victim = cluster.nodes.findIndex((n) => leaderNode === `127.0.0.1:${n.port}_solr`);
    expect(victim).toBeGreaterThanOrEqual(0);
    const survivors = cluster.urls.filter((_, i) => i !== victim);

    await cluster.killNode(victim);
    // Searches through the survivors while the cluster finds out (the ZooKeeper session expires).
    const totals: number[] = [];
    const noticed = until(cluster, (now) => now.live_nodes.length === 2);
    let gone = false;
    void noticed.then(() => (gone = true));
    while (!gone) for (const url of survivors) totals.push(await totalVia(url));
    await noticed;
    for (const url of survivors) totals.push(await totalVia(url));
    expect(totals.length).toBeGreaterThan(0);
    expect(new Set(totals)).toEqual(new Set([DOCS.length]));

    await cluster.restartNode(victim);
    const back = await until(cluster, (now) => {
      const replicas = Object.values(now.collections[COLLECTION]?.shards ?? {}).flatMap((s) =>
        Object.values(s.replicas),
      );
      return now.live_nodes.length === 3 && replicas.every((r) => r.state === 'active');
    });
    expect(sharedNodes(back, COLLECTION)).toEqual([]);
    expect(await totalVia(cluster.urls[victim] ?? '')).toBe(DOCS.length);
  });
});
