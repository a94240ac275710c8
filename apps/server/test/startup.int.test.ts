import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlertSchema, EnvironmentConfigSchema, LandingPageSchema, ResultsPageSchema } from '@trove/contracts';
import { z } from 'zod';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { type DemoResult, loadDemoCorpus } from '@trove/importer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config.ts';
import { seedConfiguration } from '../src/content/seed.ts';
import { DEMO_LOAD_KEY, prepareCatalogue } from '../src/startup/catalogue.ts';
import { startServer } from '../src/startup/start.ts';
import { seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

/** Stands in for the importer's loader: writes the fixtures and reports them as a synthetic corpus. */
function fixtureLoader(calls: string[]) {
  return async (store: Store, options: { corpusDir: string | null }): Promise<DemoResult> => {
    calls.push(options.corpusDir ?? 'none');
    await seedFixtures(store);
    return { synthetic: true, corpusDir: null, sources: [], durationMs: 1 };
  };
}

describe.each(await storesUnderTest())('first-run catalogue on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedConfiguration(store);
  });
  afterAll(() => store.destroy());

  it('loads the demo corpus into an empty catalogue once, and remembers that it is synthetic', async () => {
    const calls: string[] = [];
    const first = await prepareCatalogue(store, {
      corpusDir: null,
      loadCorpus: fixtureLoader(calls),
      log: () => {},
    });
    expect(first).toEqual({ loaded: true, synthetic: true });
    const again = await prepareCatalogue(store, {
      corpusDir: null,
      loadCorpus: fixtureLoader(calls),
      log: () => {},
    });
    expect(again).toEqual({ loaded: false, synthetic: false });
    expect(calls).toEqual(['none']);
    const app = await testApp(store);
    const env = EnvironmentConfigSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/configuration/environment' })).json(),
    );
    // The fixtures are real-looking records (synthetic = 0), so on the second look the corpus is not synthetic.
    expect(env.syntheticCorpus).toBe(false);
    await app.close();
  });

  it('loads the demo corpus again when the last load did not finish', async () => {
    await store.content.setConfigEntry(DEMO_LOAD_KEY, 'started');
    const calls: string[] = [];
    const outcome = await prepareCatalogue(store, {
      corpusDir: '/corpus',
      loadCorpus: fixtureLoader(calls),
      log: () => {},
    });
    expect(outcome.loaded).toBe(true);
    expect(calls).toEqual(['/corpus']);
    expect(await store.content.getConfigEntry(DEMO_LOAD_KEY)).toBe('done');
  });
});

describe('server start-up on embedded SQLite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-start-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts from nothing, answers health and searches, and starts again on the same data without reloading', async () => {
    const settings = readSettings(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      '/repo',
      () => null,
    );
    const calls: string[] = [];
    const server = await startServer(settings, { loadCorpus: fixtureLoader(calls), webBuildDir: null });
    try {
      const health = await fetch(`${server.address}/healthz`);
      expect(health.status).toBe(200);
      const res = await fetch(`${server.address}/api/search/-1?keyword=federation`);
      const page = ResultsPageSchema.parse(await res.json());
      // The demo list of the federation cartoons is found too: lists are a collection (ADR 038).
      expect(page.resultGroups.map((g) => g.category)).toEqual(['newspapers', 'images', 'lists']);
      expect(fs.existsSync(path.join(dataDir, 'search-index.sqlite'))).toBe(true);
      const missing = await fetch(`${server.address}/nowhere`, { method: 'POST' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        error: 'not_found',
        message: 'There is nothing at POST /nowhere.',
      });
    } finally {
      await server.close();
    }
    const again = await startServer(settings, {
      loadCorpus: fixtureLoader(calls),
      webBuildDir: path.join(dataDir, 'no-build'),
    });
    try {
      expect(calls).toEqual(['none']);
      const home = await fetch(`${again.address}/api/landing/home`);
      expect(home.status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('without any corpus directory starts a working portal on a synthetic corpus, and says so', async () => {
    const dir = path.join(dataDir, 'synthetic');
    const settings = readSettings(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent' },
      '/repo',
      () => null,
    );
    const server = await startServer(settings, {
      loadCorpus: (store, o) => loadDemoCorpus(store, { ...o, syntheticRecords: 300 }),
      webBuildDir: null,
    });
    try {
      const env = EnvironmentConfigSchema.parse(
        await (await fetch(`${server.address}/api/configuration/environment`)).json(),
      );
      expect(env.syntheticCorpus).toBe(true);
      const home = LandingPageSchema.parse(await (await fetch(`${server.address}/api/landing/home`)).json());
      expect(home.featuredArticle?.summary).toContain('A synthetic demonstration record');
      const alerts = z
        .array(AlertSchema)
        .parse(await (await fetch(`${server.address}/api/configuration/alerts`)).json());
      expect(alerts[0]?.summary).toContain('The records shown are synthetic');
      const word = home.secondaryFeatures[0]?.title.split(/\W+/).find((w) => w.length > 3) ?? 'australia';
      const page = ResultsPageSchema.parse(
        await (await fetch(`${server.address}/api/search/-1?keyword=${encodeURIComponent(word)}`)).json(),
      );
      expect(page.totalRecords).toBeGreaterThan(0);
      expect(page.resultGroups.flatMap((g) => g.works).every((w) => w.synthetic)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
