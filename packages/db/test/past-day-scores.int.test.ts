import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

/**
 * The hall of fame's week and month sums, incrementally (ADR 047): the past days' sums are kept,
 * today's rows are read live, and a change of a past day's credit is seen at once.
 */
describe.each(await storesUnderTest())('week and month sums on %s', (dialect) => {
  let store: Store;
  let ada: number;
  let ben: number;
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const month = { source: 'days' as const, fromDay: daysAgo(29).slice(0, 10), toDay: today };
  const board = async () =>
    (
      await store.hallOfFame.hallOfFameBoard('newspaper', month, { top: 10, readerId: null, spacers: 0 })
    ).leaders.map((row) => [row.username, row.lines]);
  const credit = (userId: number, at: string, lines: number) =>
    store.transaction((trx) => trx.corrections.creditLines({ userId, category: 'newspaper', at, lines }));

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ada = await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada' });
    ben = await store.accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben' });
  });
  afterAll(() => store.destroy());

  it('adds today’s lines, read live, to the kept sums of the past days', async () => {
    await credit(ada, daysAgo(3), 5);
    expect(await board()).toEqual([['ada', 5]]);
    await credit(ben, new Date().toISOString(), 2);
    await credit(ada, new Date().toISOString(), 1);
    expect(await board()).toEqual([
      ['ada', 6],
      ['ben', 2],
    ]);
  });

  it('reads today’s rows afresh each time, and keeps the past days’ sums', async () => {
    const setLines = (userId: number, day: string, lines: number) =>
      queryBuilderOf(store)
        .updateTable('correctionDay')
        .set({ lines })
        .where('userId', '=', userId)
        .where('day', '=', day)
        .where('filter', '=', 'newspaper')
        .execute();
    // Behind the write path's back: today's row is seen, the past day's (kept) is not yet.
    await setLines(ben, today, 50);
    await setLines(ada, daysAgo(3).slice(0, 10), 100);
    expect(await board()).toEqual([
      ['ben', 50],
      ['ada', 6],
    ]);
  });

  it('sees a credit dated before today at once, as a withdrawal or an approval makes one', async () => {
    await credit(ben, daysAgo(10), 4);
    expect(await board()).toEqual([
      ['ada', 101],
      ['ben', 54],
    ]);
  });
});
