import {
  type CorrectionStats,
  HALL_OF_FAME_PRIVATE_NAME,
  HALL_OF_FAME_PERIOD_LABELS,
} from '@trove/contracts';
import { FORMER_USER_NAME, type Store, pastTalliesChanged } from '@trove/db';
import {
  buildAccount,
  buildArticle,
  buildCorrection,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * The hall of fame calls (spec 03 Hall of fame, §7; ADR 047) over tallies as the correction write
 * path keeps them: the periods' boundaries at a fixed clock, the filters, ties, the reader's own
 * neighbourhood, private profiles, the former-user account and the totals.
 */
const NOW = new Date('2026-11-27T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(await storesUnderTest())('the hall of fame on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let pat: Visitor;
  let article = 0;
  const ids = new Map<string, number>();

  const reader = async (username: string, options: { private?: boolean } = {}) => {
    const id = await buildAccount(store, {
      username,
      displayName: username[0]!.toUpperCase() + username.slice(1),
    });
    if (options.private)
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 0 })
        .where('id', '=', id)
        .execute();
    ids.set(username, id);
    return id;
  };
  const correct = (username: string, lineCount: number, createdAt: string, extra: object = {}) =>
    buildCorrection(store, {
      articleId: article,
      userId: ids.get(username)!,
      createdAt,
      lineCount,
      ...extra,
    });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store, { now: NOW });
    article = await buildArticle(store);
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'gina', 'hank', 'ivy'])
      await reader(name);
    await correct('alice', 10, ago(30 * MINUTE));
    // Exactly an hour ago is within the last hour.
    await correct('ivy', 1, ago(HOUR));
    await correct('bob', 5, ago(2 * HOUR));
    // A second more than a day ago is outside the last day, inside the last week.
    await correct('carol', 7, ago(DAY + 1000));
    // The first second of the UTC day six days back is in the last week; the last of the day before is not.
    await correct('dave', 4, '2026-11-21T00:00:01.000Z');
    await correct('erin', 3, '2026-11-20T23:59:59.000Z');
    // Likewise the last month: today and the 29 days before.
    await correct('frank', 2, '2026-10-29T00:00:01.000Z');
    await correct('gina', 6, '2026-10-28T23:59:59.000Z');
    await correct('hank', 8, ago(10 * MINUTE), { category: 'gazette' });
    // Neither a held correction nor a visitor's counts.
    await correct('alice', 50, ago(5 * MINUTE), { status: 'held' });
    await buildCorrection(store, { articleId: article, userId: null, createdAt: ago(MINUTE), lineCount: 9 });
    // The former-user account keeps a deleted reader's contributions but never ranks.
    const former = (await store.accounts.userIdByName(FORMER_USER_NAME))!;
    await buildCorrection(store, {
      articleId: article,
      userId: former,
      createdAt: ago(MINUTE),
      lineCount: 99,
    });
    // A private reader: unnamed to others, named to themselves.
    pat = await signedUpVisitor(app, store, 'pat@example.org');
    ids.set('pat', (await store.accounts.userIdByName('pat'))!);
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0, displayName: 'Pat' })
      .where('id', '=', ids.get('pat')!)
      .execute();
    await correct('pat', 1, ago(3 * DAY));
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const stats = async (query: string, visitor: Visitor | null = null) => {
    const res = await browserCall(app, visitor, 'GET', `/api/hallOfFame/correctionStats?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<CorrectionStats>();
  };
  const board = (answer: CorrectionStats) =>
    answer.leaders.map((row) => [row.listRanking, row.userName, row.linesCorrected]);

  it('ranks newspaper lines of any time by default, the private reader unnamed and unlinked', async () => {
    const answer = await stats('');
    expect(answer.filter).toBe('newspaper');
    expect(answer.dateChoice).toBe('all');
    expect(board(answer)).toEqual([
      [1, 'alice', 10],
      [2, 'carol', 7],
      [3, 'gina', 6],
      [4, 'bob', 5],
      [5, 'dave', 4],
      [6, 'erin', 3],
      [7, 'frank', 2],
      [8, 'ivy', 1],
      [8, null, 1],
    ]);
    expect(answer.leaders[8]?.userDisplayName).toBe(HALL_OF_FAME_PRIVATE_NAME);
    expect(answer.totalCorrections).toBe(39);
    expect(answer.totalCorrectors).toBe(9);
    expect(answer.mine).toBeNull();
  });

  it('counts the last hour, including its first instant, and every category under all', async () => {
    expect(board(await stats('dateChoice=hour'))).toEqual([
      [1, 'alice', 10],
      [2, 'ivy', 1],
    ]);
    expect(board(await stats('dateChoice=hour&filter=all'))).toEqual([
      [1, 'alice', 10],
      [2, 'hank', 8],
      [3, 'ivy', 1],
    ]);
    expect(board(await stats('dateChoice=hour&filter=gazette'))).toEqual([[1, 'hank', 8]]);
  });

  it('counts the last day as the 24 hours before now', async () => {
    expect(board(await stats('dateChoice=day')).map((row) => row[1])).toEqual(['alice', 'bob', 'ivy']);
  });

  it('counts the last week and month as whole UTC days back to the sixth and the 29th', async () => {
    const week = await stats('dateChoice=week');
    expect(board(week).map((row) => row[1])).toEqual(['alice', 'carol', 'bob', 'dave', 'ivy', null]);
    expect(week.totalCorrections).toBe(28);
    const month = await stats('dateChoice=month');
    expect(board(month).map((row) => row[1])).toEqual([
      'alice',
      'carol',
      'bob',
      'dave',
      'erin',
      'frank',
      'ivy',
      null,
    ]);
  });

  it('answers the totals calls for a filter and period', async () => {
    const total = async (call: string, query: string) =>
      (await browserCall(app, null, 'GET', `/api/hallOfFame/${call}?${query}`)).json<{ total: number }>()
        .total;
    expect(await total('totalCorrections', 'filter=all')).toBe(47);
    expect(await total('totalCorrectors', 'filter=all')).toBe(10);
    expect(await total('totalCorrectors', 'filter=gazette&dateChoice=day')).toBe(1);
    expect(await total('totalCorrections', 'filter=book')).toBe(0);
  });

  it('names a private reader to themselves, with their own position', async () => {
    const answer = await stats('dateChoice=week', pat);
    expect(answer.leaders[5]).toMatchObject({ userName: 'pat', listRanking: 5, linesCorrected: 1 });
    expect(answer.mine?.position).toBe(5);
  });

  it('does not show a private reader’s position to someone else who names them', async () => {
    expect((await stats('username=pat')).mine).toBeNull();
  });

  it('shows no position for a reader without corrections in the period, or one who does not exist', async () => {
    expect((await stats('username=gina&dateChoice=week')).mine).toBeNull();
    expect((await stats('username=nobody')).mine).toBeNull();
  });

  it('lists the periods with their labels, any time by default', async () => {
    const res = await browserCall(app, null, 'GET', '/api/hallOfFame/statsPeriods');
    expect(res.json()).toEqual({
      periods: Object.entries(HALL_OF_FAME_PERIOD_LABELS).map(([value, label]) => ({ value, label })),
      default: 'all',
    });
  });

  it('refuses an unknown period or filter with a clear message', async () => {
    for (const query of ['dateChoice=year', 'filter=maps']) {
      const res = await browserCall(app, null, 'GET', `/api/hallOfFame/correctionStats?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('answers as before once tallies gone wrong are counted again from the corrections', async () => {
    const queries = ['filter=all', 'dateChoice=week', 'dateChoice=month&filter=all', 'filter=gazette'];
    const before = await Promise.all(queries.map((query) => stats(query)));
    // Tallies gone wrong: none by day, every total doubled.
    const db = queryBuilderOf(store);
    await db.deleteFrom('correctionDay').execute();
    await db
      .updateTable('correctionTotal')
      .set((eb) => ({ lines: eb('lines', '*', 2) }))
      .execute();
    // Changed behind the write path's back, so the kept sums of past days are forgotten by hand.
    pastTalliesChanged();
    expect((await stats('dateChoice=week')).leaders).toEqual([]);
    await store.transaction((trx) => trx.hallOfFame.rebuildCorrectionTallies());
    expect(await Promise.all(queries.map((query) => stats(query)))).toEqual(before);
  });

  describe('ties and the reader’s neighbourhood', () => {
    // Journal lines, any time: 20, 19, 18, 18, 17 … 10; 'nat' and 'mia' (the newer account) tie on 18.
    const names = ['kim', 'lou', 'nat', 'mia', 'ola', 'pia', 'quy', 'rex', 'sam', 'tom', 'uma', 'val'];
    beforeAll(async () => {
      let lines = 20;
      for (const name of names) {
        await reader(name);
        await correct(name, lines, ago(DAY * 40), { category: 'journal' });
        if (name !== 'nat') lines -= 1;
      }
    });
    const around = async (username: string) => {
      const answer = await stats(`filter=journal&username=${username}`);
      return {
        position: answer.mine?.position,
        rows: answer.mine?.rows.map((r) => [r.listRanking, r.userName]),
      };
    };

    it('gives readers with as many lines the same rank, listed by account age, and the next rank after both', async () => {
      const answer = await stats('filter=journal');
      expect(board(answer).slice(0, 5)).toEqual([
        [1, 'kim', 20],
        [2, 'lou', 19],
        [3, 'nat', 18],
        [3, 'mia', 18],
        [5, 'ola', 17],
      ]);
    });

    it('shows the leader with the three readers after them', async () => {
      expect(await around('kim')).toEqual({
        position: 1,
        rows: [
          [1, 'kim'],
          [2, 'lou'],
          [3, 'nat'],
          [3, 'mia'],
        ],
      });
    });

    it('shows a reader in the middle with three readers either side, ties included', async () => {
      expect(await around('ola')).toEqual({
        position: 5,
        rows: [
          [2, 'lou'],
          [3, 'nat'],
          [3, 'mia'],
          [5, 'ola'],
          [6, 'pia'],
          [7, 'quy'],
          [8, 'rex'],
        ],
      });
      expect((await around('mia')).rows).toEqual([
        [1, 'kim'],
        [2, 'lou'],
        [3, 'nat'],
        [3, 'mia'],
        [5, 'ola'],
        [6, 'pia'],
        [7, 'quy'],
      ]);
    });

    it('shows the last reader with the three before them', async () => {
      expect(await around('val')).toEqual({
        position: 12,
        rows: [
          [9, 'sam'],
          [10, 'tom'],
          [11, 'uma'],
          [12, 'val'],
        ],
      });
    });
  });
});
