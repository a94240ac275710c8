import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, ResultsPageSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import type { DemoResult } from '@trove/importer';
import { type ClusterStatus, CONFIGSET_DIR, SolrSearchEngine, keywordTerms } from '@trove/search';
import { SolrCluster } from '@trove/solr-cluster';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/startup/start.ts';
import { seedFixtures } from './fixtures.ts';
import { BUILD_DIR, ensureWebBuild } from './web-build.ts';

const COLLECTION = 'faults';

type Replica = { shard: string; node: number; leader: boolean };

/** Where each shard's copies are: the cluster's node index of each, and which leads. */
function replicasOf(cluster: SolrCluster, status: ClusterStatus): Replica[] {
  const shards = status.collections[COLLECTION]?.shards ?? {};
  return Object.entries(shards).flatMap(([shard, { replicas }]) =>
    Object.values(replicas).map((r) => ({
      shard,
      node: cluster.nodes.findIndex((n) => r.node_name === `127.0.0.1:${n.port}_solr`),
      leader: r.leader === 'true' && r.state === 'active',
    })),
  );
}

/**
 * The portal on SolrCloud when parts of the cluster fail (issue 28 §5), on a cluster of its own
 * (its nodes are killed outright, as a crash would): nothing acknowledged is lost, searches go on
 * while a copy of each shard answers, and when none does the portal says search is unavailable
 * (503) while record pages still open, and searches again by itself when a node is back.
 */
describe('the portal on SolrCloud when nodes fail', () => {
  let cluster: SolrCluster;
  let server: RunningServer;
  let store: Store;
  let engine: SolrSearchEngine;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solr-faults-'));

  const status = () => cluster.admin().clusterStatus();
  /** Waits for the cluster's state to hold (read from its status, never a fixed time). */
  const until = async (holds: (now: ClusterStatus) => boolean): Promise<ClusterStatus> => {
    for (;;) {
      const now = await status().catch(() => null);
      if (now && holds(now)) return now;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const allActive = (now: ClusterStatus) =>
    now.live_nodes.length === cluster.nodes.length &&
    Object.values(now.collections[COLLECTION]?.shards ?? {}).every((s) =>
      Object.values(s.replicas).every((r) => r.state === 'active'),
    );
  // Asked afresh: the portal answers a search it answered before from memory, and this is about Solr.
  const get = (route: string) =>
    fetch(`${server.address}${route}`, { headers: { 'cache-control': 'no-cache' } });
  const results = async (route: string) => ResultsPageSchema.parse(await (await get(route)).json());

  beforeAll(async () => {
    ensureWebBuild();
    // A short ZooKeeper session, so that a killed node is noticed within seconds.
    cluster = await SolrCluster.start({ dir: path.join(dir, 'cluster'), zkClientTimeoutMs: 6_000 });
    const admin = cluster.admin();
    await admin.uploadConfigset(COLLECTION, CONFIGSET_DIR);
    await admin.createCollection({ name: COLLECTION, configset: COLLECTION, shards: 2, replicas: 2 });
    const settings = readSettings(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'silent',
        SEARCH_ENGINE: 'solr',
        SOLR_URLS: cluster.urls.join(','),
        SOLR_COLLECTION: COLLECTION,
      },
      '/repo',
      () => null,
    );
    server = await startServer(settings, {
      loadCorpus: async (loaded): Promise<DemoResult> => {
        store = loaded;
        await seedFixtures(loaded);
        return { synthetic: true, corpusDir: null, sources: [], durationMs: 1 };
      },
      webBuildDir: BUILD_DIR,
    });
    engine = await SolrSearchEngine.open({ urls: cluster.urls, collection: COLLECTION });
  });
  afterAll(async () => {
    await engine?.close();
    await server?.close();
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every search the same while the node of a copy is killed', async () => {
    const expected = await (await get('/api/search/-1?keyword=the')).text();
    const victim = replicasOf(cluster, await status()).find((r) => !r.leader)?.node ?? 0;
    await cluster.killNode(victim);
    const answers: [number, string][] = [];
    let noticed = false;
    const gone = until((now) => now.live_nodes.length === cluster.nodes.length - 1).then(() => {
      noticed = true;
    });
    while (!noticed) {
      const res = await get('/api/search/-1?keyword=the');
      answers.push([res.status, await res.text()]);
    }
    await gone;
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers.map(([code]) => code))).toEqual(new Set([200]));
    expect(new Set(answers.map(([, body]) => body))).toEqual(new Set([expected]));
    await cluster.restartNode(victim);
    await until(allActive);
  });

  it('completes a bulk harvest while a shard leader is killed, every record exactly once', async () => {
    const harvest = async (onPage: (page: number) => Promise<void>) => {
      const seen: string[] = [];
      let after: number | undefined = 0;
      for (let page = 0; after !== undefined; page += 1) {
        await onPage(page);
        const found = await engine.search({
          terms: keywordTerms('the'),
          categories: null,
          startPos: 0,
          pageSize: 2,
          sortBy: 'relevance',
          facets: [],
          harvestAfter: after,
        });
        seen.push(...found.works.map((w) => `${w.category}/${w.id}`));
        after = found.lastRowid;
      }
      return seen;
    };
    const whole = await harvest(async () => {});
    expect(whole.length).toBeGreaterThan(4);
    const leader = replicasOf(cluster, await status()).find((r) => r.leader)?.node ?? 0;
    const during = await harvest(async (page) => {
      if (page === 1) await cluster.killNode(leader);
    });
    expect(during).toEqual(whole);
    await cluster.restartNode(leader);
    await until(allActive);
  });

  it('indexes every change made while a shard leader is killed, once a new leader is elected', async () => {
    const leader = replicasOf(cluster, await status()).find((r) => r.leader)?.node ?? 0;
    const titles = Array.from({ length: 24 }, (_, i) => `Wombat survey ${i + 1}`);
    for (const [i, title] of titles.entries()) {
      if (i === 8) await cluster.killNode(leader);
      await store.catalogue.saveWork({
        work: { source: 'test', sourceId: `wombat-${i}`, groupKey: `wombat-${i}`, title, category: 'books' },
        version: { source: 'test', sourceId: `wombat-${i}`, title, format: 'Book', year: 1990 },
      });
    }
    await vi.waitFor(
      async () => {
        expect((await results('/api/search/books?keyword=wombat%20survey')).totalRecords).toBe(titles.length);
      },
      { timeout: 90_000, interval: 500 },
    );
    await cluster.restartNode(leader);
    await until(allActive);
  });

  it('says search is unavailable when both copies of a shard are down, opens records, and searches again by itself', async () => {
    const replicas = replicasOf(cluster, await status());
    const shard = replicas[0]?.shard;
    const down = [...new Set(replicas.filter((r) => r.shard === shard).map((r) => r.node))];
    expect(down).toHaveLength(2);
    const work = (await results('/api/search/books?keyword=the&sortBy=dateAsc')).works[0]?.id;
    for (const node of down) await cluster.killNode(node);
    await until((now) => now.live_nodes.length === cluster.nodes.length - 2);

    const api = await get('/api/search/books?keyword=the');
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: 'unavailable', message: MESSAGES.searchUnavailable });
    const all = await get('/api/search/-1?keyword=the');
    expect(all.status).toBe(503);
    const v3 = await get('/v3/result?category=book&q=the&encoding=json');
    expect(v3.status).toBe(503);
    expect(await v3.json()).toMatchObject({ statusCode: 503, description: MESSAGES.searchUnavailable });
    const page = await get('/search/category/books?keyword=the');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(MESSAGES.searchUnavailable.replace(/'/g, '&#x27;'));
    const everything = await get('/search?keyword=the');
    expect(everything.status).toBe(503);
    // Records come from the store, not the index.
    expect(work).toBeDefined();
    expect((await get(`/work/${work}`)).status).toBe(200);
    expect((await get(`/api/work/${work}`)).status).toBe(200);

    for (const node of down) await cluster.restartNode(node);
    await until(allActive);
    await vi.waitFor(async () => expect((await get('/api/search/books?keyword=the')).status).toBe(200), {
      timeout: 30_000,
      interval: 250,
    });
  });

  it('goes on answering searches while ZooKeeper is lost, and follows the store again once it is back', async () => {
    const before = await (await get('/api/search/-1?keyword=the')).text();
    await cluster.killZooKeeper();
    for (let i = 0; i < 10; i += 1) {
      const res = await get('/api/search/-1?keyword=the');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(before);
    }
    await store.catalogue.saveWork({
      work: {
        source: 'test',
        sourceId: 'numbat',
        groupKey: 'numbat',
        title: 'Numbat country',
        category: 'books',
      },
      version: { source: 'test', sourceId: 'numbat', title: 'Numbat country', format: 'Book', year: 1991 },
    });
    await cluster.restartZooKeeper();
    await vi.waitFor(
      async () => expect((await results('/api/search/books?keyword=numbat')).totalRecords).toBe(1),
      { timeout: 90_000, interval: 500 },
    );
  });
});
