import { fileURLToPath } from 'node:url';
import { SolrAdmin, SolrError } from '@trove/search';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/free-port.ts';
import { sharedNodes } from '../src/index.ts';

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

// On the cluster the suite shares; the portal's fault tests (apps/server/test/solr-faults.solr.test.ts)
// kill and restart nodes of a cluster of their own.
describe('a SolrCloud of three nodes in their own JVMs (issue 28 §1)', () => {
  let urls: string[] = [];
  const admin = () => new SolrAdmin(urls);

  beforeAll(async () => {
    urls = inject('solrUrls');
    await admin().deleteCollection(COLLECTION);
    await admin().uploadConfigset(COLLECTION, CONFIGSET);
    await admin().createCollection({ name: COLLECTION, configset: COLLECTION, shards: 2, replicas: 2 });
    const update = await fetch(`${urls[0]}/${COLLECTION}/update?commit=true&wt=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DOCS),
    });
    expect(update.status).toBe(200);
  });

  afterAll(async () => {
    await admin().deleteCollection(COLLECTION);
  });

  it('places the two replicas of each shard on different nodes', async () => {
    const now = await admin().clusterStatus();
    expect(now.live_nodes).toHaveLength(3);
    const shards = now.collections[COLLECTION]?.shards ?? {};
    expect(Object.keys(shards)).toHaveLength(2);
    for (const shard of Object.values(shards)) expect(Object.values(shard.replicas)).toHaveLength(2);
    expect(sharedNodes(now, COLLECTION)).toEqual([]);
  });

  it('goes on to the next node when one cannot be reached, and says what Solr refused', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/solr`;
    const skipping = new SolrAdmin([closed, ...urls]);
    expect((await skipping.clusterStatus()).live_nodes).toHaveLength(3);
    const again = skipping.createCollection({
      name: COLLECTION,
      configset: COLLECTION,
      shards: 2,
      replicas: 2,
    });
    await expect(again).rejects.toThrow(SolrError);
    await expect(again).rejects.toThrow(/already exists/);
  });

  it('answers the same total from every node', async () => {
    for (const url of urls) expect(await totalVia(url)).toBe(DOCS.length);
  });
});
