import { MERGE_COUNT_MESSAGE, MESSAGES, mergeNoteTooLong, separateNoteTooLong } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { type FtsSearchEngine, catchUp } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { seedFixtures } from './fixtures.ts';
import { type SearchingApp, searchingApp } from './helpers.ts';

describe.each(await storesUnderTest())('data managers separating and merging editions on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let engine: FtsSearchEngine;
  let running: SearchingApp | undefined;
  let reader: Visitor;
  let manager: Visitor;
  let threeId: number;
  let versionIds: number[];
  let loneIds: number[];

  /** Three editions grouped into one work, and two works of one edition each. */
  async function seedWorks(): Promise<void> {
    const edition = (n: number, groupKey: string) =>
      store.catalogue.saveWork({
        work: {
          source: 'test',
          sourceId: `w-${groupKey}`,
          groupKey,
          title: 'The man from Snowy River',
          category: 'books',
        },
        version: {
          source: 'test',
          sourceId: `v-${groupKey}-${n}`,
          title: `The man from Snowy River (${n})`,
          format: 'Book',
          year: 1890 + n,
        },
      });
    const saved = [await edition(1, 'snowy'), await edition(2, 'snowy'), await edition(3, 'snowy')];
    threeId = saved[0]!.workId;
    versionIds = saved.map((s) => s.versionId);
    loneIds = [(await edition(1, 'lone-a')).workId, (await edition(1, 'lone-b')).workId];
  }

  const get = (url: string, visitor?: Visitor) =>
    app.inject({ method: 'GET', url, headers: visitor ? { cookie: visitor.cookieHeader() } : {} });

  const post = (url: string, payload: object, visitor?: Visitor) =>
    browserCall(app, visitor ?? null, 'POST', url, payload);

  const pendingOf = async (workId: number) => (await get(`/api/work/${workId}`)).json().pending;

  /** The search index applies the logged changes; the background step then settles. */
  async function indexCatchesUp(): Promise<number[]> {
    await catchUp(store, engine);
    return store.curation.settleCaughtUp(store.dialect, engine.status().applied);
  }

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    await seedWorks();
    running = await searchingApp(store);
    ({ app, engine } = running);
    reader = await signedUpVisitor(app, store, 'reader@example.org');
    manager = await signedUpVisitor(app, store, 'manager@example.org', 'dataManager');
  });

  afterAll(async () => {
    await running?.close();
  });

  it('gives raw metadata, canSplit and search explanations to data managers only', async () => {
    for (const url of [
      `/api/work/${threeId}?includeraw=y`,
      `/api/work/${threeId}/version/${versionIds[0]}?includeraw=y`,
    ]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'unauthorised', message: MESSAGES.noPermission });
      const user = await get(url, reader);
      expect(user.statusCode, url).toBe(403);
      expect(user.json()).toEqual({ error: 'forbidden', message: MESSAGES.noPermission });
      const allowed = await get(url, manager);
      expect(allowed.statusCode, url).toBe(200);
      expect(allowed.json()).toHaveProperty('rawRecords');
      expect(allowed.headers['cache-control']).toBe('private, no-store');
    }
    // The same work is cached for anonymous visitors, never for a browser with a session cookie.
    const shared = await get(`/api/work/${threeId}`);
    expect(shared.headers['cache-control']).toBe('public, max-age=300');
    expect(shared.headers.vary).toContain('Cookie');
    expect((await get(`/api/work/${threeId}`, reader)).headers['cache-control']).toBe('private, no-store');
    expect((await get(`/api/work/${threeId}`)).json()).not.toHaveProperty('canSplit');
    expect((await get(`/api/work/${threeId}`, reader)).json()).not.toHaveProperty('canSplit');
    expect((await get(`/api/work/${threeId}`, manager)).json()).toMatchObject({ canSplit: true });
    expect((await get(`/api/work/${loneIds[0]}`, manager)).json()).toMatchObject({ canSplit: false });

    const explain = '/api/search/books?keyword=snowy&explain=true';
    expect((await get(explain)).statusCode).toBe(401);
    expect((await get(explain, reader)).statusCode).toBe(403);
    expect((await get(explain, manager)).statusCode).toBe(200);
    expect((await get('/api/search/books?keyword=snowy', reader)).statusCode).toBe(200);
  });

  it('separates an edition into a new work, pending until the search index has it', async () => {
    const url = `/api/work/split/${threeId}`;
    const body = { versionId: versionIds[2], note: 'A different edition' };
    expect((await post(url, body)).statusCode).toBe(401);
    const refused = await post(url, body, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.noPermission);
    const long = await post(url, { ...body, note: 'x'.repeat(201) }, manager);
    expect(long.statusCode).toBe(400);
    // The message is the spec's words alone; where the problem is stays in details.
    expect(long.json().message).toBe(separateNoteTooLong(201));
    expect(long.json().details).toEqual([{ path: '/note', message: separateNoteTooLong(201) }]);
    const noWork = await post('/api/work/split/99999999', { versionId: versionIds[0] }, manager);
    expect(noWork.statusCode).toBe(404);
    expect(noWork.json().message).toBe(MESSAGES.notFound('work', '99999999'));
    // The note is optional; the work then holds two editions.
    expect((await post(url, { versionId: versionIds[0] }, manager)).statusCode).toBe(200);
    // Nothing more is separated while the first change is pending.
    const second = await post(url, body, manager);
    expect(second.statusCode).toBe(409);

    const before = (await get(`/api/work/${threeId}`)).json();
    expect(before.items).toHaveLength(2);
    expect(before.pending).toEqual({ separation: true, merge: false });

    expect(await indexCatchesUp()).toContain(threeId);
    expect(await pendingOf(threeId)).toEqual({ separation: false, merge: false });

    const split = await post(url, body, manager);
    expect(split.statusCode).toBe(200);
    const { workId } = split.json();
    expect(workId).not.toBe(threeId);
    expect(await pendingOf(workId)).toEqual({ separation: false, merge: true });
    const moved = await get(`/api/work/${threeId}/version/${versionIds[2]}`);
    expect(moved.statusCode).toBe(301);
    expect((await get(`/api/work/${workId}`)).json().items.map((v: { id: number }) => v.id)).toEqual([
      versionIds[2],
    ]);
    // Only one edition left: nothing more to separate.
    await indexCatchesUp();
    expect(await pendingOf(workId)).toEqual({ separation: false, merge: false });
    expect((await get(`/api/work/${threeId}`, manager)).json().canSplit).toBe(false);
    const last = await post(url, { versionId: versionIds[1] }, manager);
    expect(last.statusCode).toBe(409);
  });

  it('merges works into the first, deletes the others and tells data managers why on 410', async () => {
    const [targetId, otherId] = loneIds as [number, number];
    const body = { workIds: [targetId, otherId], note: 'Same edition twice' };
    expect((await post('/api/work/merge', body)).statusCode).toBe(401);
    expect((await post('/api/work/merge', body, reader)).statusCode).toBe(403);
    const one = await post('/api/work/merge', { workIds: [targetId] }, manager);
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe(MERGE_COUNT_MESSAGE);
    // The merge dialog's own words for a long note (selection-rules.ts mergeNoteProblem).
    const long = await post('/api/work/merge', { ...body, note: 'n'.repeat(240) }, manager);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(mergeNoteTooLong(240));
    expect(long.json().details).toEqual([{ path: '/note', message: mergeNoteTooLong(240) }]);
    const missing = await post('/api/work/merge', { workIds: [targetId, 99999999] }, manager);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.notFound('work', '99999999'));

    const merged = await post('/api/work/merge', body, manager);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ workId: targetId });
    expect(await pendingOf(targetId)).toEqual({ separation: false, merge: true });
    expect((await get(`/api/work/${targetId}`)).json().items).toHaveLength(2);

    const gone = await get(`/api/work/${otherId}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).not.toHaveProperty('details');
    expect((await get(`/api/work/${otherId}`, reader)).json()).not.toHaveProperty('details');
    const told = (await get(`/api/work/${otherId}`, manager)).json();
    expect(told.message).toBe(MESSAGES.deleted('work', String(otherId)));
    expect(told.details).toMatchObject({
      deletedOn: expect.any(String),
      record: {
        kind: 'merge',
        fromWorkId: otherId,
        toWorkId: targetId,
        note: 'Same edition twice',
        username: 'manager',
      },
    });
    expect((await post('/api/work/merge', body, manager)).statusCode).toBe(410);

    await indexCatchesUp();
    expect(await pendingOf(targetId)).toEqual({ separation: false, merge: false });
    const found = (await get('/api/search/books?keyword=snowy')).json();
    const ids = found.works.map((w: { id: number }) => w.id);
    expect(ids).toContain(targetId);
    expect(ids).not.toContain(otherId);
  });

  it('documents split and merge in the OpenAPI description', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths['/api/work/split/{id}']?.post).toBeDefined();
    expect(doc.paths['/api/work/merge']?.post).toBeDefined();
  });
});
