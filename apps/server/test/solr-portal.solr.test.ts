import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultsPageSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { type DemoResult } from '@trove/importer';
import { CONFIGSET_DIR, SolrAdmin } from '@trove/search';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { readSettings } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/startup/start.ts';
import { seedFixtures } from './fixtures.ts';

const COLLECTION = 'portal';

/** The fixtures written as the demo corpus would be. */
async function fixtureLoader(store: Store): Promise<DemoResult> {
  await seedFixtures(store);
  return { synthetic: true, corpusDir: null, sources: [], durationMs: 1 };
}

/**
 * The portal on SolrCloud (issue 28 §3): SEARCH_ENGINE=solr fills an empty collection from the
 * store at start-up, answers the searches the embedded engine answers, and follows the store's
 * change log, so a record saved is searchable within seconds.
 */
describe('the portal searching a SolrCloud collection', () => {
  let dataDir = '';
  let server: RunningServer;
  let store: Store;

  beforeAll(async () => {
    const urls = inject('solrUrls');
    const admin = new SolrAdmin(urls);
    await admin.deleteCollection(COLLECTION);
    await admin.uploadConfigset(COLLECTION, CONFIGSET_DIR);
    await admin.createCollection({ name: COLLECTION, configset: COLLECTION, shards: 2, replicas: 2 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-solr-portal-'));
    const settings = readSettings(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEARCH_ENGINE: 'solr',
        SOLR_URLS: urls.join(','),
        SOLR_COLLECTION: COLLECTION,
      },
      '/repo',
      () => null,
    );
    server = await startServer(settings, {
      loadCorpus: async (loaded) => {
        store = loaded;
        return fixtureLoader(loaded);
      },
      webBuildDir: null,
    });
  });
  afterAll(async () => {
    await server?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const search = async (query: string) =>
    ResultsPageSchema.parse(await (await fetch(`${server.address}/api/search/${query}`)).json());

  it('fills the empty collection at start-up and answers a search of every collection', async () => {
    const page = await search('-1?keyword=federation');
    // As the embedded engine answers it (startup.int.test.ts).
    expect(page.resultGroups.map((g) => g.category)).toEqual(['newspapers', 'images', 'lists']);
    expect(fs.existsSync(path.join(dataDir, 'search-index.sqlite'))).toBe(false);
  });

  it('searches a collection with its facets', async () => {
    const page = await search('books?keyword=the');
    expect(page.totalRecords).toBeGreaterThan(0);
    expect(page.facets?.length ?? 0).toBeGreaterThan(0);
  });

  it('finds a record saved to the store within seconds, through the follower', async () => {
    await store.catalogue.saveWork({
      work: {
        source: 'test',
        sourceId: 'solr-follow',
        groupKey: 'solr-follow',
        title: 'Quokkas of Rottnest',
        category: 'books',
      },
      version: {
        source: 'test',
        sourceId: 'solr-follow',
        title: 'Quokkas of Rottnest',
        format: 'Book',
        year: 1977,
      },
    });
    await vi.waitFor(async () => expect((await search('books?keyword=quokkas')).totalRecords).toBe(1), {
      timeout: 20_000,
      interval: 200,
    });
  });
});
