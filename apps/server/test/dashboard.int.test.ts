import { type DashboardEmbedInfo, MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import {
  buildLibrary,
  buildVersion,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkLibrary } from '../src/auth/library-links.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * GET /dashboard/embedInfo?nuc (spec 03 §3, §6, §7; ADR 044): partners only, for the libraries
 * linked to their account, with a report whose every figure is checked against rows written here.
 */
describe.each(await storesUnderTest())('the partner dashboard call on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let partner: Visitor;
  let unlinkedPartner: Visitor;
  let reader: Visitor;
  const NOW = new Date('2026-11-15T10:00:00Z');

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store, { now: NOW });
    await buildLibrary(store, { nuc: 'ZQA', name: 'Zebra Quay Archive' });
    await buildLibrary(store, { nuc: 'AQL', name: 'Alpha Quarry Library' });
    await buildLibrary(store, { nuc: 'OTH', name: 'Other Library' });
    partner = await signedUpVisitor(app, store, 'pat@example.org', 'partner');
    unlinkedPartner = await signedUpVisitor(app, store, 'una@example.org', 'partner');
    reader = await signedUpVisitor(app, store, 'rea@example.org');
    await linkLibrary(store, 'pat', 'ZQA');
    await linkLibrary(store, 'pat', 'AQL');
    await linkLibrary(store, 'rea', 'AQL');

    // ZQA holds: two books of the 1890s (one with two held editions), a map of 1905, a picture
    // without a year, and a deleted work, which never counts. OTH's holdings never count for ZQA.
    const held = (nuc: string) => [{ nuc }];
    const book = await buildWork(store, {
      work: { title: 'Book one', category: 'books', primaryFormat: 'Book', yearStart: 1891 },
      version: { year: 1891 },
      holdings: held('ZQA'),
    });
    const secondEdition = await buildVersion(store, book, { version: { year: 1899 }, holdings: held('ZQA') });
    const book2 = await buildWork(store, {
      work: { title: 'Book two', category: 'books', primaryFormat: 'Book', yearStart: 1895 },
      holdings: [{ nuc: 'ZQA' }, { nuc: 'OTH' }],
    });
    const map = await buildWork(store, {
      work: { title: 'A map', category: 'images', primaryFormat: 'Map', yearStart: 1905 },
      version: { year: 1905 },
      holdings: held('ZQA'),
    });
    await buildWork(store, {
      work: { title: 'A picture', category: 'images', primaryFormat: null },
      holdings: held('ZQA'),
    });
    await buildWork(store, {
      work: { title: 'Withdrawn', category: 'books', primaryFormat: 'Book', yearStart: 1890 },
      holdings: held('ZQA'),
      deletedAt: '2026-01-01T00:00:00.000Z',
    });
    const elsewhere = await buildWork(store, { work: { title: 'Elsewhere' }, holdings: held('OTH') });

    // Readers' use: dated rows, so each falls in a known month.
    const db = queryBuilderOf(store);
    const userId = (await store.accounts.userIdByName('rea'))!;
    const dated = async (table: 'tag' | 'annotation', id: number, at: string) =>
      db.updateTable(table).set({ createdAt: at }).where('id', '=', id).execute();
    const tag = (targetType: 'work' | 'version', targetId: number, priv = false) =>
      store.tags.insertTag({ name: `t${targetId}${targetType}${priv}`, userId, targetType, targetId, priv });
    await dated('tag', await tag('work', book.workId), '2026-11-02T00:00:00.000Z');
    await dated('tag', await tag('version', secondEdition.versionId), '2026-11-03T00:00:00.000Z');
    await dated('tag', await tag('work', map.workId), '2026-09-10T00:00:00.000Z');
    await dated('tag', await tag('work', book2.workId, true), '2026-11-04T00:00:00.000Z'); // private
    await dated('tag', await tag('work', elsewhere.workId), '2026-11-04T00:00:00.000Z'); // not ZQA's
    await dated('tag', await tag('work', book2.workId), '2025-10-30T00:00:00.000Z'); // before the window
    const note = (targetId: number, priv = false) =>
      store.notes.insertAnnotation({ content: 'n', userId, targetType: 'work', targetId, priv });
    await dated('annotation', await note(book2.workId), '2026-10-01T00:00:00.000Z');
    await dated('annotation', await note(book2.workId, true), '2026-10-01T00:00:00.000Z'); // private
    const publicList = await store.lists.insertUserList({ userId, title: 'Open', priv: false });
    const privateList = await store.lists.insertUserList({ userId, title: 'Shut', priv: true });
    for (const [listId, targetId] of [
      [publicList, book.workId],
      [publicList, map.workId],
      [privateList, map.workId],
    ] as const)
      await store.lists.addListItem({ listId, targetType: 'work', targetId, createdBy: userId });
    await db
      .updateTable('listItem')
      .set({ createdAt: '2026-12-01T00:00:00.000Z' })
      .where('targetId', '=', map.workId)
      .execute(); // after NOW's month: outside the window
    await db
      .updateTable('listItem')
      .set({ createdAt: '2026-06-20T00:00:00.000Z' })
      .where('targetId', '=', book.workId)
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const get = async (visitor: Visitor | null, query = '') => {
    const res = await browserCall(app, visitor, 'GET', `/api/dashboard/embedInfo${query}`);
    return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
  };

  it('answers a partner the linked libraries, and the first by name when none is asked for', async () => {
    const res = await get(partner);
    expect(res.status).toBe(200);
    expect(res.cache).toBe('private, no-store');
    const info = res.body as DashboardEmbedInfo;
    expect(Object.entries(info.libraries)).toEqual([
      ['AQL', 'Alpha Quarry Library'],
      ['ZQA', 'Zebra Quay Archive'],
    ]);
    expect([info.reportEmbedToken, info.groupId, info.reportId]).toEqual([null, null, 'AQL']);
    expect(info.report).toMatchObject({ nuc: 'AQL', totals: { holdings: 0, records: 0 }, byCollection: [] });
  });

  it('reports a linked library’s holdings by collection, format and decade, counted from its rows', async () => {
    const { status, body } = await get(partner, '?nuc=ZQA');
    expect(status).toBe(200);
    const report = (body as DashboardEmbedInfo).report!;
    expect(report.name).toBe('Zebra Quay Archive');
    // 5 holdings (two editions of book one) of 4 records; the deleted work and OTH's are left out.
    expect(report.totals).toEqual({ holdings: 5, records: 4 });
    expect(report.byCollection).toEqual([
      { key: 'books', label: 'Books & Libraries', holdings: 3, records: 2 },
      { key: 'images', label: 'Images, Maps & Artefacts', holdings: 2, records: 2 },
    ]);
    expect(report.byFormat).toEqual([
      { key: 'Book', label: 'Book', holdings: 3, records: 2 },
      { key: 'Map', label: 'Map', holdings: 1, records: 1 },
      { key: null, label: 'Format not recorded', holdings: 1, records: 1 },
    ]);
    // In time order, the unknown year last on both stores.
    expect(report.byDecade.map((d) => [d.key, d.label, d.holdings, d.records])).toEqual([
      ['1890', '1890s', 3, 2],
      ['1900', '1900s', 1, 1],
      [null, 'Year not known', 1, 1],
    ]);
  });

  it('counts public tags, notes and list additions by month over the last twelve months', async () => {
    const report = ((await get(partner, '?nuc=ZQA')).body as DashboardEmbedInfo).report!;
    expect(report.usage).toHaveLength(12);
    expect(report.usage[0]!.month).toBe('2025-12');
    expect(report.usage[11]!.month).toBe('2026-11');
    const busy = report.usage
      .filter((m) => m.tags + m.notes + m.listAdditions > 0)
      .map((m) => [m.month, m.listAdditions, m.tags, m.notes]);
    expect(busy).toEqual([
      ['2026-06', 1, 0, 0],
      ['2026-09', 0, 1, 0],
      ['2026-10', 0, 0, 1],
      ['2026-11', 0, 2, 0],
    ]);
    expect(report.usage.every((m) => m.recordViews === null && m.corrections === null)).toBe(true);
  });

  it('refuses a library not linked to the partner, and a partner linked to none gets no report', async () => {
    expect(await get(partner, '?nuc=OTH')).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: MESSAGES.noPermission },
    });
    const none = await get(unlinkedPartner);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      libraries: {},
      reportEmbedToken: null,
      groupId: null,
      reportId: null,
      report: null,
    });
    expect((await get(unlinkedPartner, '?nuc=ZQA')).status).toBe(403);
  });

  it('refuses a reader without the partner role even for a linked library, and asks a visitor to sign in', async () => {
    expect(await get(reader, '?nuc=AQL')).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: MESSAGES.noPermission },
    });
    expect(await get(null, '?nuc=AQL')).toMatchObject({
      status: 401,
      body: { error: 'unauthorised', message: MESSAGES.noPermission },
    });
  });

  it('answers an unknown library 404 and a blank or malformed one 400, as JSON', async () => {
    expect(await get(partner, '?nuc=NOPE')).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: MESSAGES.notFound('library', 'NOPE') },
    });
    for (const bad of ['?nuc=', '?nuc=%20%20', '?nuc=%3Cscript%3E', `?nuc=${'A'.repeat(41)}`]) {
      const res = await get(partner, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
