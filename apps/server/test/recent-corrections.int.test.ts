import { ContributionsExportSchema, type ProfileInfo, type RecentCorrections } from '@trove/contracts';
import type { Store } from '@trove/db';
import {
  buildAccount,
  buildArticle,
  buildCorrection,
  buildNewspaperTitle,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * GET /profile/user/{username}/recentCorrections, the profile's Text corrections tab (spec 03 §3;
 * ADR 047): the last 90 days newest first, paged, with the changed lines and the leaderboard
 * summary; seen as the profile is. Also Profile info's linesCorrected.
 */
const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

describe.each(await storesUnderTest())('recent text corrections on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let adaId = 0;
  let articleId = 0;
  let bookId = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store, { now: NOW });
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    adaId = (await store.accounts.userIdByName('ada'))!;
    const titleId = await buildNewspaperTitle(store, { name: 'The Argus (Melbourne, Vic.)' });
    articleId = await buildArticle(store, {
      titleId,
      heading: 'SHIPPING NEWS.',
      page: '4',
      date: '1901-05-09',
    });
    bookId = await buildArticle(store, { titleId: null, heading: 'A digitised book page' });
    const lines = [
      { oldText: 'Tbe ship', newText: 'The ship' },
      { oldText: 'arrivcd', newText: 'arrived' },
    ];
    await buildCorrection(store, { articleId, userId: adaId, createdAt: daysAgo(89), lines });
    await buildCorrection(store, { articleId, userId: adaId, createdAt: daysAgo(91), lineCount: 3 });
    await buildCorrection(store, {
      articleId: bookId,
      userId: adaId,
      createdAt: daysAgo(1),
      lineCount: 1,
      category: 'book',
    });
    await buildCorrection(store, {
      articleId,
      userId: adaId,
      createdAt: daysAgo(2),
      lineCount: 4,
      status: 'held',
    });
    // Someone with more newspaper lines ranks above Ada.
    const ben = await buildAccount(store, { username: 'ben' });
    await buildCorrection(store, { articleId, userId: ben, createdAt: daysAgo(3), lineCount: 20 });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const recent = async (visitor: Visitor | null, query = '', username = 'ada') => {
    const res = await browserCall(
      app,
      visitor,
      'GET',
      `/api/profile/user/${username}/recentCorrections${query}`,
    );
    return { status: res.statusCode, body: res.json<RecentCorrections>() };
  };

  it('lists the corrections of the last 90 days newest first, with their lines and article', async () => {
    const { status, body } = await recent(null);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.content.map((c) => [c.articleId, c.articleType, c.lineCount])).toEqual([
      [bookId, 'dlc', 1],
      [articleId, 'newspaper', 2],
    ]);
    expect(body.content[1]).toMatchObject({
      articleTitle: 'SHIPPING NEWS.',
      parentTitle: 'The Argus (Melbourne, Vic.)',
      page: '4',
      date: '1901-05-09',
      category: 'newspaper',
      created: daysAgo(89),
      oldLines: ['Tbe ship', 'arrivcd'],
      newLines: ['The ship', 'arrived'],
    });
  });

  it('pages with startPos and pageSize', async () => {
    const { body } = await recent(null, '?startPos=1&pageSize=1');
    expect(body.total).toBe(2);
    expect(body.content.map((c) => c.articleId)).toEqual([articleId]);
  });

  it('gives the leaderboard summary under the newspaper filter, any time', async () => {
    const { body } = await recent(null);
    // Ada's newspaper lines: 2 and 3 (older than 90 days still count); the book line does not.
    expect(body.leaderBoardSummary).toEqual({ position: 2, totalPositions: 2, totalContributions: 5 });
  });

  it('answers an empty tab and no position for a reader without corrections', async () => {
    await buildAccount(store, { username: 'cat' });
    const { status, body } = await recent(null, '', 'cat');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: 0,
      content: [],
      leaderBoardSummary: { position: null, totalContributions: 0 },
    });
  });

  it('hides a private profile’s corrections from others but not from its owner', async () => {
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', adaId)
      .execute();
    try {
      expect((await recent(null)).status).toBe(404);
      expect((await recent(ada)).status).toBe(200);
    } finally {
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', adaId)
        .execute();
    }
  });

  it('answers 404 with a message for an unknown reader and 400 for a bad page', async () => {
    const unknown = await recent(null, '', 'nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await recent(null, '?pageSize=0')).status).toBe(400);
  });

  it('counts every filter’s lines in Profile info’s linesCorrected', async () => {
    const res = await browserCall(app, ada, 'GET', '/api/profile/info');
    expect(res.json<ProfileInfo>().linesCorrected).toBe(6);
  });

  it('exports every correction of the reader, held ones too, with their lines', async () => {
    const res = await browserCall(app, ada, 'GET', '/api/profile/contributions');
    expect(res.statusCode).toBe(200);
    const exported = ContributionsExportSchema.parse(res.json()).corrections;
    expect(exported.map((c) => [c.articleId, c.status, c.lineCount])).toEqual([
      [bookId, 'live', 1],
      [articleId, 'held', 4],
      [articleId, 'live', 2],
      [articleId, 'live', 3],
    ]);
    expect(exported[2]).toMatchObject({
      articleTitle: 'SHIPPING NEWS.',
      created: daysAgo(89),
      lines: [
        { no: 0, before: 'Tbe ship', after: 'The ship' },
        { no: 1, before: 'arrivcd', after: 'arrived' },
      ],
    });
  });
});
