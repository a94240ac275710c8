import type { Store } from '@trove/db';
import { createTestStore } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keywordTerms } from '../../src/criteria-query.ts';
import { SolrAdmin } from '../../src/solr/solr-admin.ts';
import {
  CollectionProblem,
  collectionStatus,
  createCollection,
  rebuildCollection,
} from '../../src/solr/solr-collections.ts';
import { SolrSearchEngine } from '../../src/solr/solr-engine.ts';
import { seedSearchFixtures } from '../fixtures.ts';

const ALIAS = 'lifecycle';

/**
 * `npm run search:solr -- create | rebuild | status` (issue 28 §3): the portal searches an alias;
 * a rebuild fills a new collection beside the one in use and moves the alias, and searches made
 * all the while find every record.
 */
describe('the portal’s collection behind an alias', () => {
  let store: Store;
  let urls: string[] = [];
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeAll(async () => {
    urls = inject('solrUrls');
    store = await createTestStore('sqlite');
    await seedSearchFixtures(store);
  });
  afterAll(async () => {
    const admin = new SolrAdmin(urls);
    const target = (await admin.clusterStatus()).aliases?.[ALIAS];
    if (target) {
      await admin.deleteAlias(ALIAS);
      await admin.deleteCollection(target);
    }
    await store?.destroy();
  });

  const total = async (engine: SolrSearchEngine) =>
    [...(await engine.countByCategory(keywordTerms('the'))).values()].reduce((a, b) => a + b, 0);

  it('creates a collection filled from the store and an alias searching it; refuses to create it twice', async () => {
    const first = await createCollection(store, urls, ALIAS, { shards: 2, replicas: 1 }, log);
    expect(first.startsWith(`${ALIAS}_`)).toBe(true);
    expect(lines.at(-1)).toBe(`${ALIAS} now searches ${first}`);
    const engine = await SolrSearchEngine.open({ urls, collection: ALIAS });
    expect(engine.status().documents).toBeGreaterThan(0);
    expect(await total(engine)).toBeGreaterThan(0);
    await engine.close();
    await expect(createCollection(store, urls, ALIAS, { shards: 1, replicas: 1 }, log)).rejects.toThrow(
      CollectionProblem,
    );
  });

  it('rebuilds beside the collection in use, and searches made meanwhile find every record', async () => {
    const engine = await SolrSearchEngine.open({ urls, collection: ALIAS });
    const before = await total(engine);
    const status = async () => new SolrAdmin(urls).clusterStatus();
    const old = (await status()).aliases?.[ALIAS];
    let rebuilding = true;
    const seen: number[] = [];
    const searching = (async () => {
      while (rebuilding) seen.push(await total(engine));
    })();
    const rebuilt = await rebuildCollection(store, urls, ALIAS, log).finally(() => {
      rebuilding = false;
    });
    await searching;
    expect(rebuilt).not.toBe(old);
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen)).toEqual(new Set([before]));
    const after = await status();
    expect(after.aliases?.[ALIAS]).toBe(rebuilt);
    expect(after.collections[old ?? '']).toBeUndefined();
    await engine.close();
  });

  it('says where the alias points, each shard’s copies and how far behind the store it is', async () => {
    const report = await collectionStatus(store, urls, ALIAS);
    expect(report[0]).toMatch(/^Live nodes: 3 /);
    expect(report[1]).toMatch(new RegExp(`^${ALIAS} → ${ALIAS}_\\d{14}$`));
    expect(report.filter((l) => /^ {2}shard\d: \S+ active \(leader\)$/.test(l))).toHaveLength(2);
    expect(report.at(-1)).toMatch(/^Records: \d+; place in the change log: change \d+; changes waiting: 0$/);
    expect(await collectionStatus(store, urls, 'nothing')).toContain(
      'There is no nothing: npm run search:solr -- create makes it.',
    );
  });

  it('refuses to rebuild what is not an alias', async () => {
    await expect(rebuildCollection(store, urls, 'nothing', log)).rejects.toThrow(
      'There is no nothing yet: npm run search:solr -- create makes it.',
    );
  });
});
