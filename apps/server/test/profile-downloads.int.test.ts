import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ContributionsExportSchema,
  RemovedDownloadSchema,
  SearchDownloadSchema,
  SearchDownloadsSchema,
} from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import type { AppDeps } from '../src/deps.ts';
import { removeExpiredDownloads, searchDownloadHandler } from '../src/jobs/search-download-job.ts';
import { JobWorker } from '../src/jobs/worker.ts';
import { SEARCH_DOWNLOAD_JOB } from '../src/services/downloads.service.ts';
import { PASSWORD, Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { type SearchingApp, TEST_CONFIG, searchingApp } from './helpers.ts';

const QUERY = 'keyword=robbery';

/**
 * The Downloads tab's calls (spec 03 §4, §7; ADR 043) on both stores: each state and its
 * transitions, the file at /profile/downloads/{id}, expiry, owners only, the path that is not a
 * user called 'downloads', and the contributions export.
 */
describe.each(await storesUnderTest())('the profile downloads calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let running: SearchingApp;
  let worker: JobWorker;
  let deps: AppDeps;
  let downloadsDir: string;
  let ids: Fixtures;
  let ada: Visitor;
  let ben: Visitor;

  const call = (visitor: Visitor | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    browserCall(app, visitor, method, url, payload);

  const queue = async (visitor: Visitor, name: string) => {
    const res = await call(visitor, 'POST', '/api/profile/downloads', {
      name,
      description: 'For my thesis',
      query: QUERY,
      queryData: JSON.stringify({ terms: 'robbery', limits: {}, sortBy: 'relevance' }),
      category: 'books',
      expectedRecordCount: 50,
    });
    expect(res.statusCode).toBe(200);
    return SearchDownloadSchema.parse(res.json());
  };
  const listOf = async (visitor: Visitor) => {
    const res = await call(visitor, 'GET', '/api/profile/downloads');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return SearchDownloadsSchema.parse(res.json());
  };
  const find = async (visitor: Visitor, id: number) =>
    (await listOf(visitor)).downloads.find((d) => d.id === id);
  const setRow = (id: number, values: { query?: string; expiresAt?: string }) =>
    queryBuilderOf(store).updateTable('searchDownload').set(values).where('id', '=', id).execute();
  const fileOf = async (id: number) =>
    (
      await queryBuilderOf(store)
        .selectFrom('searchDownload')
        .select('filePath')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.filePath ?? null;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    downloadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-profile-downloads-'));
    running = await searchingApp(store, { downloadsDir });
    app = running.app;
    deps = {
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

  it('asks a visitor to sign in (401) on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile/downloads'],
      ['GET', '/api/profile/downloads/1'],
      ['DELETE', '/api/profile/downloads/1'],
      ['POST', '/api/profile/downloads/1/retry'],
      ['GET', '/api/profile/contributions'],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorised' });
    }
  });

  it("is never read as a user called 'downloads' or 'contributions', names no one may take", async () => {
    // The list, not GET /profile/{username}'s 'A(n) user with downloads could not be found'.
    expect(
      SearchDownloadsSchema.safeParse((await call(ada, 'GET', '/api/profile/downloads')).json()).success,
    ).toBe(true);
    for (const name of ['downloads', 'Downloads', 'contributions']) {
      const visitor = new Visitor(app);
      const page = await visitor.signUp(`${name.toLowerCase()}x@example.org`, PASSWORD, '/', name);
      expect(page.statusCode, name).toBe(400);
      expect(page.body).toContain('is kept for the site: choose another.');
      expect(await store.accounts.userIdByName(name)).toBeUndefined();
    }
  });

  it('lists a queued download with the fields of spec 03 §3 and the count against the maximum', async () => {
    const queued = await queue(ada, 'Bushranger books');
    const list = await listOf(ada);
    expect(list).toMatchObject({ active: 1, maxAllowed: 5, daysToLive: 7 });
    expect(list.downloads[0]).toMatchObject({
      id: queued.id,
      name: 'Bushranger books',
      description: 'For my thesis',
      query: QUERY,
      category: 'books',
      categoryName: 'Books & Libraries',
      expectedRecordCount: 50,
      status: 'QUEUED',
      statusLabel: 'Queued',
      progress: null,
      fileUrl: null,
    });
    expect(JSON.parse(list.downloads[0]?.queryData ?? '')).toMatchObject({ terms: 'robbery' });
    // Someone else's list is their own, and empty.
    expect((await listOf(ben)).downloads).toEqual([]);
    await worker.drain();
  });

  it('shows a progress figure while running, then COMPLETED; fetching the file makes it DOWNLOADED', async () => {
    const { id } = await queue(ada, 'In progress');
    await store.downloads.markDownloadRunning(id);
    await store.downloads.markDownloadProgress(id, 20);
    expect(await find(ada, id)).toMatchObject({
      status: 'IN_PROGRESS',
      statusLabel: 'In progress',
      progress: 40,
    });
    // A running download cannot be fetched yet.
    expect((await call(ada, 'GET', `/api/profile/downloads/${id}`)).statusCode).toBe(409);

    await worker.drain();
    const done = await find(ada, id);
    expect(done).toMatchObject({ status: 'COMPLETED', statusLabel: 'Completed', progress: null });
    expect(done?.fileUrl).toBe(`/api/profile/downloads/${id}`);
    expect(done?.rowsWritten).toBeGreaterThan(0);

    const file = await call(ada, 'GET', `/api/profile/downloads/${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body).toContain('id,title,creator');
    expect(await find(ada, id)).toMatchObject({ status: 'DOWNLOADED', statusLabel: 'Downloaded' });
    // Still there to fetch again.
    expect((await call(ada, 'GET', `/api/profile/downloads/${id}`)).statusCode).toBe(200);
    expect(await find(ada, id)).toMatchObject({ status: 'DOWNLOADED' });
  });

  it('refuses someone else’s download (403) and a missing one (404) on every call', async () => {
    const { id } = await queue(ada, 'Mine alone');
    for (const [method, url] of [
      ['GET', `/api/profile/downloads/${id}`],
      ['DELETE', `/api/profile/downloads/${id}`],
      ['POST', `/api/profile/downloads/${id}/retry`],
    ] as const) {
      const res = await call(ben, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
      expect((await call(ada, method, url.replace(String(id), '999999'))).statusCode).toBe(404);
    }
    expect(await find(ada, id)).toMatchObject({ status: 'QUEUED' });
    await worker.drain();
  });

  it('cancels a QUEUED download: the row goes, its job writes nothing', async () => {
    const { id } = await queue(ada, 'Changed my mind');
    const res = await call(ada, 'DELETE', `/api/profile/downloads/${id}`);
    expect(res.statusCode).toBe(200);
    expect(RemovedDownloadSchema.parse(res.json())).toEqual({ id, removed: 'cancelled' });
    expect(await find(ada, id)).toBeUndefined();
    expect((await listOf(ada)).active).toBe(0);
    expect(await worker.drain()).toBe(1);
    expect(
      fs.existsSync(path.join(downloadsDir, String(await store.accounts.userIdByName('ada')), `${id}.csv`)),
    ).toBe(false);
    expect((await call(ada, 'DELETE', `/api/profile/downloads/${id}`)).statusCode).toBe(404);
  });

  it('cancels an IN_PROGRESS download, and deletes a finished one with its file', async () => {
    const running1 = await queue(ada, 'Running');
    await store.downloads.markDownloadRunning(running1.id);
    const cancelled = await call(ada, 'DELETE', `/api/profile/downloads/${running1.id}`);
    expect(cancelled.json()).toEqual({ id: running1.id, removed: 'cancelled' });
    await worker.drain();

    const { id } = await queue(ada, 'Finished');
    await worker.drain();
    const file = path.join(downloadsDir, (await fileOf(id)) ?? 'none');
    expect(fs.existsSync(file)).toBe(true);
    const deleted = await call(ada, 'DELETE', `/api/profile/downloads/${id}`);
    expect(deleted.json()).toEqual({ id, removed: 'deleted' });
    expect(fs.existsSync(file)).toBe(false);
    expect((await call(ada, 'GET', `/api/profile/downloads/${id}`)).statusCode).toBe(404);
  });

  it('retries a FAILED download only: queued again, then completed; cancel is offered while failed', async () => {
    const { id } = await queue(ada, 'Will fail');
    await setRow(id, { query: 'sortBy=nonsense' });
    await worker.drain();
    const failed = await find(ada, id);
    expect(failed).toMatchObject({ status: 'FAILED', statusLabel: 'Failed', fileUrl: null });
    expect(failed?.error).toContain('sortBy');
    expect((await call(ada, 'GET', `/api/profile/downloads/${id}`)).statusCode).toBe(409);

    await setRow(id, { query: QUERY });
    const retried = await call(ada, 'POST', `/api/profile/downloads/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(SearchDownloadSchema.parse(retried.json())).toMatchObject({ id, status: 'QUEUED', error: null });
    // Only a failed one: a queued or completed download is not retried.
    const again = await call(ada, 'POST', `/api/profile/downloads/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'not_failed' });
    expect(await worker.drain()).toBe(1);
    expect(await find(ada, id)).toMatchObject({ status: 'COMPLETED' });
    expect((await call(ada, 'POST', `/api/profile/downloads/${id}/retry`)).statusCode).toBe(409);

    const { id: other } = await queue(ada, 'Fails, then cancelled');
    await setRow(other, { query: 'sortBy=nonsense' });
    await worker.drain();
    expect((await call(ada, 'DELETE', `/api/profile/downloads/${other}`)).json()).toEqual({
      id: other,
      removed: 'cancelled',
    });
  });

  it('refuses a retry once the active downloads reach the maximum allowed', async () => {
    const { id } = await queue(ben, 'Fails first');
    await setRow(id, { query: 'sortBy=nonsense' });
    await worker.drain();
    for (let i = 0; i < 5; i += 1) await queue(ben, `Busy ${i}`);
    const res = await call(ben, 'POST', `/api/profile/downloads/${id}/retry`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'too_many_downloads' });
    expect(await find(ben, id)).toMatchObject({ status: 'FAILED' });
    await worker.drain();
  });

  it('keeps files for the configured days: then the file is gone (410), and the sweep removes the rest', async () => {
    const { id } = await queue(ada, 'Old one');
    await worker.drain();
    const file = path.join(downloadsDir, (await fileOf(id)) ?? 'none');
    const expires = (await find(ada, id))?.expires ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await setRow(id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await find(ada, id)).toBeUndefined();
    expect((await call(ada, 'GET', `/api/profile/downloads/${id}`)).statusCode).toBe(410);
    expect(fs.existsSync(file)).toBe(true);
    expect(await removeExpiredDownloads(deps)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    expect((await call(ada, 'GET', `/api/profile/downloads/${id}`)).statusCode).toBe(404);
  });

  it("exports everything the reader contributed, private things included, and no one else's", async () => {
    const adaId = (await store.accounts.userIdByName('ada')) ?? 0;
    const benId = (await store.accounts.userIdByName('ben')) ?? 0;
    const tag = await call(ada, 'POST', '/api/tag', {
      targets: [{ type: 'work', id: ids.bookId }],
      tags: [
        { content: 'bushrangers', priv: false },
        { content: 'secret-reading', priv: true },
      ],
    });
    expect(tag.statusCode).toBe(200);
    const note = await call(ada, 'POST', '/api/annotation/work', {
      target: ids.bookId,
      content: 'My private thoughts',
      priv: true,
    });
    expect(note.statusCode).toBe(200);
    const listId = await store.lists.insertUserList({ userId: adaId, title: 'Private reading', priv: true });
    await store.lists.addListItem({
      listId,
      targetType: 'work',
      targetId: ids.bookId,
      note: 'first',
      createdBy: adaId,
    });
    await store.lists.addListItem({
      listId,
      targetType: 'uri',
      targetId: null,
      url: 'https://example.org/page',
      title: 'A page',
      createdBy: adaId,
    });
    const bensList = await store.lists.insertUserList({ userId: benId, title: "Ben's list", priv: false });
    await store.lists.addListItem({
      listId: bensList,
      targetType: 'work',
      targetId: ids.bookId,
      createdBy: adaId,
    });

    const res = await call(ada, 'GET', '/api/profile/contributions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contributions-ada.json"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const exported = ContributionsExportSchema.parse(res.json());
    expect(exported.user.username).toBe('ada');
    expect(exported.tags.map((t) => [t.name, t.priv]).sort()).toEqual([
      ['bushrangers', false],
      ['secret-reading', true],
    ]);
    expect(exported.tags[0]).toMatchObject({ targetType: 'work', targetId: ids.bookId });
    expect(exported.tags[0]?.title).toEqual(expect.any(String));
    expect(exported.notes).toEqual([
      expect.objectContaining({ content: 'My private thoughts', priv: true, targetId: ids.bookId }),
    ]);
    expect(exported.lists).toEqual([
      expect.objectContaining({
        id: listId,
        title: 'Private reading',
        priv: true,
        items: [
          expect.objectContaining({ position: 1, type: 'work', targetId: ids.bookId, note: 'first' }),
          expect.objectContaining({
            position: 2,
            type: 'uri',
            url: 'https://example.org/page',
            title: 'A page',
          }),
        ],
      }),
    ]);
    expect(exported.itemsAddedToOtherLists).toEqual([
      expect.objectContaining({ listId: bensList, targetId: ids.bookId }),
    ]);
    expect(exported.corrections).toEqual([]);

    // Ben's export holds his list (with Ada's item in it) and none of Ada's tags, notes or lists.
    const bens = ContributionsExportSchema.parse(
      (await call(ben, 'GET', '/api/profile/contributions')).json(),
    );
    expect(bens.tags).toEqual([]);
    expect(bens.notes).toEqual([]);
    expect(bens.lists.map((l) => l.title)).toEqual(["Ben's list"]);
    expect(bens.itemsAddedToOtherLists).toEqual([]);
  });
});
