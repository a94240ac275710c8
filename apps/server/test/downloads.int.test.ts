import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultsPageSchema, SearchDownloadSchema, SearchDownloadsSchema } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import type { AppDeps } from '../src/deps.ts';
import { defaultAllowedHosts } from '../src/http/site-address.ts';
import { DOWNLOAD_COLUMNS, searchDownloadHandler } from '../src/jobs/search-download-job.ts';
import { JobWorker } from '../src/jobs/worker.ts';
import { SEARCH_DOWNLOAD_JOB } from '../src/services/downloads.service.ts';
import { PASSWORD, Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { seedFixtures } from './fixtures.ts';
import { type SearchingApp, TEST_CONFIG, searchingApp } from './helpers.ts';

const QUERY = 'keyword=robbery';

describe.each(await storesUnderTest())('search downloads on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let running: SearchingApp;
  let worker: JobWorker;
  let downloadsDir: string;
  let ada: Visitor;
  let ben: Visitor;

  const call = (visitor: Visitor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    browserCall(app, visitor, method, url, payload);

  const request = (overrides: Record<string, unknown> = {}) => ({
    name: 'Bushranger books',
    description: 'For my thesis',
    query: QUERY,
    queryData: JSON.stringify({ terms: 'robbery', limits: {}, sortBy: 'relevance' }),
    category: 'books',
    expectedRecordCount: 50,
    ...overrides,
  });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    downloadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-downloads-'));
    running = await searchingApp(store, { downloadsDir });
    app = running.app;
    const deps: AppDeps = {
      store,
      search: { current: running.engine },
      config: { ...TEST_CONFIG, downloadsDir },
      now: () => new Date(),
    };
    worker = new JobWorker({ store, handlers: { [SEARCH_DOWNLOAD_JOB]: searchDownloadHandler(deps) } });
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
  });
  afterAll(async () => {
    await running.close();
    fs.rmSync(downloadsDir, { recursive: true, force: true });
  });

  it('refuses anonymous visitors with 401', async () => {
    expect((await call(null, 'GET', '/api/profile/downloads/active')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/profile/downloads', request())).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/profile/downloads/1')).statusCode).toBe(401);
  });

  it("answers the profile's export size and the spec's messages for the form", async () => {
    expect((await call(ada, 'GET', '/api/profile/info')).json().maximumExportSize).toBe(10_000);
    const noName = await call(ada, 'POST', '/api/profile/downloads', request({ name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('You must provide a name for this download.');
    const long = await call(ada, 'POST', '/api/profile/downloads', request({ name: 'x'.repeat(300) }));
    expect(long.json().message).toBe(
      'Your name is too long (300 characters). The name must not be longer than 255 characters.',
    );
  });

  it('refuses a collection that is not bulk downloadable', async () => {
    const res = await call(ada, 'POST', '/api/profile/downloads', request({ category: 'people' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('not_downloadable');
  });

  it("processes a queued download into a CSV of the search's rows, served to its owner only", async () => {
    const search = ResultsPageSchema.parse((await call(ada, 'GET', `/api/search/books?${QUERY}`)).json());
    expect(search.totalRecords).toBeGreaterThan(0);
    const queued = await call(ada, 'POST', '/api/profile/downloads', request());
    expect(queued.statusCode).toBe(200);
    const download = SearchDownloadSchema.parse(queued.json());
    expect(download).toMatchObject({ status: 'QUEUED', fileUrl: null, name: 'Bushranger books' });
    expect((await call(ada, 'GET', '/api/profile/downloads/active')).json()).toEqual({ count: 1 });
    expect((await call(ada, 'GET', `/api/profile/downloads/${download.id}`)).statusCode).toBe(409);

    expect(await worker.drain()).toBe(1);

    const done = SearchDownloadsSchema.parse(
      (await call(ada, 'GET', '/api/profile/downloads')).json(),
    ).downloads.find((d) => d.id === download.id);
    expect(done).toMatchObject({ status: 'COMPLETED', rowsWritten: search.totalRecords });
    expect(done?.fileUrl).toBe(`/api/profile/downloads/${download.id}`);
    expect((await call(ada, 'GET', '/api/profile/downloads/active')).json()).toEqual({ count: 0 });

    const file = await call(ada, 'GET', done?.fileUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('attachment');
    const rows = parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...DOWNLOAD_COLUMNS]);
    expect(rows.map((r) => Number(r.id))).toEqual(search.works.map((w) => w.id));
    expect(rows[0]?.title).toBe(search.works[0]?.title);
    expect(rows[0]?.link).toBe(`${TEST_CONFIG.publicUrl}/work/${search.works[0]?.id}`);

    // Someone else's download: 403, a missing one 404.
    expect((await call(ben, 'GET', done?.fileUrl ?? '')).statusCode).toBe(403);
    expect((await call(ada, 'GET', '/api/profile/downloads/999999')).statusCode).toBe(404);
  });

  it('refuses another download once the active ones reach the limit', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await call(ben, 'POST', '/api/profile/downloads', request({ name: `n${i}` }))).statusCode).toBe(
        200,
      );
    const sixth = await call(ben, 'POST', '/api/profile/downloads', request());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(
      'You already have 5 active downloads. Please wait until these have completed, or delete them from your User Profile before requesting another download.',
    );
    expect(await worker.drain()).toBe(5);
    expect((await call(ben, 'GET', '/api/profile/downloads/active')).json()).toEqual({ count: 0 });
  });

  it('records a failure that no retry can cure on the download', async () => {
    const res = await call(ada, 'POST', '/api/profile/downloads', request());
    const { id } = SearchDownloadSchema.parse(res.json());
    await queryBuilderOf(store)
      .updateTable('searchDownload')
      .set({ query: 'sortBy=nonsense' })
      .where('id', '=', id)
      .execute();
    expect(await worker.drain()).toBe(1);
    const failed = SearchDownloadsSchema.parse(
      (await call(ada, 'GET', '/api/profile/downloads')).json(),
    ).downloads.find((d) => d.id === id);
    expect(failed?.status).toBe('FAILED');
    expect(failed?.error).toContain('sortBy');
    const job = await queryBuilderOf(store)
      .selectFrom('job')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await store.jobs.findJob(job.id))?.state).toBe('failed');
  });
});

describe.each(await storesUnderTest())('a search download asked for from 127.0.0.1 on %s', (dialect) => {
  it('links its rows to the records on 127.0.0.1, where it was asked for (ADR 030)', async () => {
    const store = await createTestStore(dialect);
    await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    const downloadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-downloads-'));
    const config = { ...TEST_CONFIG, downloadsDir, allowedHosts: defaultAllowedHosts(3000) };
    const running = await searchingApp(store, config);
    try {
      const deps: AppDeps = { store, search: { current: running.engine }, config, now: () => new Date() };
      const worker = new JobWorker({
        store,
        handlers: { [SEARCH_DOWNLOAD_JOB]: searchDownloadHandler(deps) },
      });
      const site = 'http://127.0.0.1:3000';
      const visitor = new Visitor(running.app, site);
      await visitor.signUp('ada@example.org', PASSWORD);
      const headers = {
        host: '127.0.0.1:3000',
        origin: site,
        cookie: visitor.cookieHeader(),
        'x-csrf-token': visitor.jar.get('trove_csrf') ?? '',
      };
      const queued = await running.app.inject({
        method: 'POST',
        url: '/api/profile/downloads',
        headers,
        payload: {
          name: 'Bushranger books',
          description: '',
          query: QUERY,
          queryData: '{}',
          category: 'books',
          expectedRecordCount: 10,
        },
      });
      expect(queued.statusCode).toBe(200);
      expect(await worker.drain()).toBe(1);
      const file = await running.app.inject({
        method: 'GET',
        url: `/api/profile/downloads/${SearchDownloadSchema.parse(queued.json()).id}`,
        headers,
      });
      const rows = parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/work\/\d+$/);
    } finally {
      await running.close();
      fs.rmSync(downloadsDir, { recursive: true, force: true });
    }
  });
});
