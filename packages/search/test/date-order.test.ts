import { describe, expect, it } from 'vitest';
import { dayOrdinal, pageByDate } from '../src/date-order.ts';

describe('pageByDate', () => {
  const keys = new Map<number, number | null>([
    [40, 19150301],
    [8, 19150000],
    [12, null],
    [16, -5000101],
    [20, 99991231],
    [4, 19150301],
    [536870908, 18800628],
  ]);
  const hits = [...keys.keys()];
  const keyOf = (rowid: number) => keys.get(rowid) ?? null;

  it('orders by date either way, ties by row id, undated last, years before 1 and large row ids included', () => {
    expect(pageByDate(hits, keyOf, 1, 0, 10)).toEqual([16, 536870908, 8, 4, 40, 20, 12]);
    expect(pageByDate(hits, keyOf, -1, 0, 10)).toEqual([20, 4, 40, 8, 536870908, 16, 12]);
  });

  it('gives one page of the order', () => {
    expect(pageByDate(hits, keyOf, 1, 2, 3)).toEqual([8, 4, 40]);
    expect(pageByDate(hits, keyOf, 1, 10, 3)).toEqual([]);
  });

  it('keeps the order of dates in its ordinals', () => {
    // Keys as sortKeyOf writes them: year * 10000 + month * 100 + day, for years -9999 to 9999.
    const key = (y: number, m = 0, d = 0) => y * 10000 + m * 100 + d;
    const ordered = [key(-9999), key(-9999, 12, 31), key(-500, 1, 1), key(-1), key(0), key(0, 1, 1), key(1)];
    ordered.push(key(1915), key(1915, 1, 1), key(1915, 12, 31), key(1916), key(9999, 12, 31));
    const ordinals = ordered.map(dayOrdinal);
    expect([...ordinals].sort((a, b) => a - b)).toEqual(ordinals);
    expect(new Set(ordinals).size).toBe(ordinals.length);
  });
});
