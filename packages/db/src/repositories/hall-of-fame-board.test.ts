import { describe, expect, it } from 'vitest';
import { boardOfScores, boardOfSorted, withChanges } from './hall-of-fame-board.ts';

/** The in-memory ranking of a period's scores (ADR 047). */
describe('a period’s hall of fame board', () => {
  // Readers 1..9 with lines 9, 8, 7, 7, 5, 4, 3, 2, 1 given out of order; reader 10 has none.
  const scores = [
    { userId: 4, lines: 7 },
    { userId: 1, lines: 9 },
    { userId: 3, lines: 7 },
    { userId: 2, lines: 8 },
    { userId: 10, lines: 0 },
    ...[5, 4, 3, 2, 1].map((lines, i) => ({ userId: 5 + i, lines })),
  ];
  const board = (readerId: number | null, top = 3) => boardOfScores(scores, { top, readerId, spacers: 3 });
  const ids = (rows: { userId: number; listRanking: number }[]) => rows.map((r) => [r.listRanking, r.userId]);

  it('lists the leaders by lines, ties sharing a rank in account order, and skips the next rank', () => {
    expect(ids(board(null, 6).leaders)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [3, 4],
      [5, 5],
      [6, 6],
    ]);
  });

  it('counts the lines and the readers with any', () => {
    expect(board(null).totals).toEqual({ lines: 46, correctors: 9 });
  });

  it('gives the reader their rank with up to three rows either side', () => {
    expect(board(1).mine).toEqual({ position: 1, rows: expect.any(Array) });
    expect(ids(board(1).mine!.rows)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [3, 4],
    ]);
    expect(ids(board(5).mine!.rows)).toEqual([
      [2, 2],
      [3, 3],
      [3, 4],
      [5, 5],
      [6, 6],
      [7, 7],
      [8, 8],
    ]);
    expect(board(9).mine?.position).toBe(9);
    expect(ids(board(9).mine!.rows)).toEqual([
      [6, 6],
      [7, 7],
      [8, 8],
      [9, 9],
    ]);
  });

  it('has no row for a reader without lines', () => {
    expect(board(10).mine).toBeNull();
    expect(board(99).mine).toBeNull();
  });
});

describe('past scores with today’s changes', () => {
  const past = [
    { userId: 1, lines: 9 },
    { userId: 2, lines: 8 },
    { userId: 3, lines: 7 },
    { userId: 4, lines: 7 },
    { userId: 5, lines: 5 },
  ];

  it('moves a changed reader to their new place and adds a new one, in list order', () => {
    const merged = withChanges(past, [
      { userId: 5, lines: 8 },
      { userId: 9, lines: 7 },
      { userId: 6, lines: 1 },
    ]);
    expect(merged.map((r) => [r.userId, r.lines])).toEqual([
      [1, 9],
      [2, 8],
      [5, 8],
      [3, 7],
      [4, 7],
      [9, 7],
      [6, 1],
    ]);
  });

  it('answers the same board as ranking every score afresh', () => {
    const changed = [
      { userId: 3, lines: 12 },
      { userId: 7, lines: 5 },
    ];
    const merged = withChanges(past, changed);
    const fresh = boardOfScores([...past.filter((r) => r.userId !== 3), ...changed], {
      top: 10,
      readerId: 7,
      spacers: 3,
    });
    const lines = merged.reduce((sum, r) => sum + r.lines, 0);
    expect(boardOfSorted(merged, lines, { top: 10, readerId: 7, spacers: 3 })).toEqual(fresh);
  });

  it('keeps the past list itself when nothing changed today', () => {
    expect(withChanges(past, [])).toBe(past);
  });
});
