import { type Store, openStore } from '@trove/db';
import { keywordTerms } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Settings } from '../config.ts';
import { seedDemoContributions } from '../content/demo-contributions.ts';
import { seedDemoCorrections } from '../content/demo-corrections.ts';
import { seedCatalogueContent, seedConfiguration } from '../content/seed.ts';
import type { AppDeps, SearchEngineRef } from '../deps.ts';
import { startJobs } from './jobs.ts';
import { mountWeb } from '../web.ts';
import { type CorpusLoader, prepareCatalogue } from './catalogue.ts';
import { type Settler, startSettling } from './settler.ts';
import { startEmbeddedSearch, startSolrSearch } from './search-engines.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** The address it listens on (the real port when PORT was 0). */
  address: string;
  close(): Promise<void>;
}

/**
 * The start-up sequence: store, migrations, configuration, HTTP (healthz answers 503 from here),
 * demo corpus on the first run, editorial content chosen from the records, search index. Logs
 * '{product} is running at {url}' when searches can be answered.
 */
export async function startServer(
  settings: Settings,
  options: { loadCorpus: CorpusLoader; webBuildDir: string | null },
): Promise<RunningServer> {
  const store: Store = openStore({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  const search: SearchEngineRef = { current: null };
  let stopSearch = null as (() => Promise<void>) | null;
  let settler = null as Settler | null;
  let app: FastifyInstance | undefined;
  let stopJobs = null as (() => Promise<void>) | null;
  const close = async () => {
    await stopJobs?.();
    await app?.close();
    await settler?.stop();
    await stopSearch?.();
    await store.destroy();
  };
  try {
    await store.migrate();
    await seedConfiguration(store);
    app = await buildApp({
      store,
      searchEngine: search,
      config: settings.server,
      logger: { level: settings.logLevel },
    });
    const log = (line: string) => app?.log.info(line);
    log(`Store: ${store.description}`);
    if (options.webBuildDir) {
      await mountWeb(app, {
        buildDir: options.webBuildDir,
        ...(settings.apiOrigin ? { apiOrigin: settings.apiOrigin, apiTimeoutMs: settings.apiTimeoutMs } : {}),
        site: settings.server,
        indexVersion: () => search.current?.status().revision ?? -1,
        log,
      });
    }
    const address = await app.listen({ port: settings.port, host: settings.host });

    try {
      const catalogue = await prepareCatalogue(store, {
        corpusDir: settings.corpusDir,
        loadCorpus: options.loadCorpus,
        log,
      });
      const created = await seedCatalogueContent(store, { synthetic: catalogue.synthetic });
      if (created.length > 0) log(`Editorial content created: ${created.join(', ')}`);
      const demo = await seedDemoContributions(store);
      if (demo.length > 0) log(`Demo contributions created: ${demo.join(', ')}`);
      const fixes = await seedDemoCorrections(store);
      if (fixes.length > 0) log(`Demo corrections made: ${fixes.join(', ')}`);
    } catch (error) {
      // The portal still serves what the store holds; the index is built from that.
      app.log.error(
        { err: error },
        'Loading the demo corpus failed; continuing with the records already in the store',
      );
    }

    const index =
      settings.search.engine === 'solr'
        ? await startSolrSearch(store, settings.search, log)
        : await startEmbeddedSearch(store, settings, log, (next) => {
            search.current = next;
          });
    stopSearch = index.stop;
    settler = startSettling(store, index.applied, log);
    const warm = performance.now();
    await index.serving.countByCategory(keywordTerms('australia'));
    log(`${index.description} (warm-up query ${(performance.now() - warm).toFixed(0)} ms)`);
    search.current = index.serving;
    const deps: AppDeps = { store, search, config: settings.server, now: () => new Date() };
    stopJobs = startJobs(deps, app.log);
    return { app, address, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
