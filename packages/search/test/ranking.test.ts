import { describe, expect, it } from 'vitest';
import { RERANK_BLOCK, holdsAsTyped, rankRows, type RankSource } from '../src/ranking.ts';
import type { Scored } from '../src/table-queries.ts';

/** Matches by bm25 (lower is better), some equal to the query by name, with titles and noise. */
function source(scored: Scored[], exact: number[] = [], titles: Record<number, string> = {}): RankSource {
  const ordered = [...scored].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return {
    exact: () => ordered.filter(([rowid]) => exact.includes(rowid)).map(([rowid]) => rowid),
    top: (limit) => ordered.slice(0, limit),
    all: () => ordered,
    titles: (rowids) => new Map(rowids.map((r) => [r, titles[r] ?? ''])),
  };
}
const clean = () => ({ noise: 0, prominence: 0 });
const noisy = (noise: Record<number, number>) => (rowid: number) => ({
  noise: noise[rowid] ?? 0,
  prominence: 0,
});
const prominent = (prominence: Record<number, number>) => (rowid: number) => ({
  noise: 0,
  prominence: prominence[rowid] ?? 0,
});
const ids = (rows: { rowid: number }[]) => rows.map((r) => r.rowid);

describe('ranking a collection’s matches', () => {
  it('puts the records whose name equals the query first, whatever their score', () => {
    const rows = rankRows(
      source(
        [
          [1, -9],
          [2, -8],
          [3, -1],
        ],
        [3],
      ),
      null,
      3,
      clean,
    );
    expect(ids(rows)).toEqual([3, 1, 2]);
  });

  it('orders two records that match alike by the cleanliness of their text', () => {
    const noise: Record<number, number> = { 1: 0.6, 2: 0 };
    const rows = rankRows(
      source([
        [1, -5],
        [2, -5],
      ]),
      null,
      2,
      noisy(noise),
    );
    expect(ids(rows)).toEqual([2, 1]);
  });

  it('keeps a much better match above a cleaner one', () => {
    const noise: Record<number, number> = { 1: 0.6, 2: 0 };
    const rows = rankRows(
      source([
        [1, -10],
        [2, -5],
      ]),
      null,
      2,
      noisy(noise),
    );
    expect(ids(rows)).toEqual([1, 2]);
  });

  it('orders people of one name, equal by the query, by how much the collection holds about them', () => {
    // Two people whose names both equal the surname asked for, scoring within a few per cent.
    const rows = rankRows(
      source(
        [
          [1, -12.1],
          [2, -11.8],
          [3, -6],
        ],
        [1, 2],
      ),
      null,
      3,
      prominent({ 2: 0.7, 3: 1 }),
    );
    expect(ids(rows)).toEqual([2, 1, 3]);
  });

  it('does not lift a much weaker match above a better one for its prominence', () => {
    const rows = rankRows(
      source([
        [1, -10],
        [2, -7],
      ]),
      null,
      2,
      prominent({ 2: 1 }),
    );
    expect(ids(rows)).toEqual([1, 2]);
  });

  it('prefers a title holding the words as typed over one holding only their stems', () => {
    const titles = { 1: 'The federal elections', 2: 'The federation scarecrow' };
    const rows = rankRows(
      source(
        [
          [1, -5],
          [2, -5],
        ],
        [],
        titles,
      ),
      null,
      2,
      clean,
      ['federation'],
    );
    expect(ids(rows)).toEqual([2, 1]);
    expect(holdsAsTyped('Queensland’s attitude toward Federation', ['federation'])).toBe(true);
  });

  it('reorders only within fixed blocks, so a record keeps its place whichever page is asked for', () => {
    const n = RERANK_BLOCK * 2 + 10;
    const scored: Scored[] = Array.from({ length: n }, (_, i) => [i + 1, -n + i]);
    const everySeventh = (rowid: number) => ({ noise: rowid % 7 === 0 ? 0.9 : 0, prominence: 0 });
    const whole = ids(rankRows(source(scored), null, n, everySeventh));
    const firstPage = ids(rankRows(source(scored), null, 20, everySeventh)).slice(0, 20);
    expect(whole.slice(0, 20)).toEqual(firstPage);
    // The block boundary holds: the first block's records all come before the second's.
    expect(new Set(whole.slice(0, RERANK_BLOCK))).toEqual(
      new Set(scored.slice(0, RERANK_BLOCK).map(([r]) => r)),
    );
    expect(whole).toHaveLength(n);
  });

  it('leaves out what the filter refuses, exact matches included', () => {
    const rows = rankRows(
      source(
        [
          [1, -9],
          [2, -8],
          [3, -7],
        ],
        [2],
      ),
      (r) => r !== 2,
      3,
      clean,
    );
    expect(ids(rows)).toEqual([1, 3]);
  });
});
