/**
 * Ranking readers by their lines (ADR 047), pure: most lines first; as many lines share a rank
 * (1, 2, 2, 4), listed by account id. Used in memory for a period's sums and by the any-time board
 * for the rows it reads from the store.
 */

export interface Score {
  userId: number;
  lines: number;
}

export interface Standing extends Score {
  listRanking: number;
}

export interface Board {
  leaders: Standing[];
  mine: { position: number; rows: Standing[] } | null;
  totals: { lines: number; correctors: number };
}

export interface BoardRequest {
  /** How many leaders. */
  top: number;
  /** Whose neighbourhood, if anyone's. */
  readerId: number | null;
  /** Rows either side of the reader. */
  spacers: number;
}

/** The list order: more lines first, then the lower account id. */
export const listOrder = (a: Score, b: Score) => b.lines - a.lines || a.userId - b.userId;

/** Ranks of rows already in list order whose first row has `above` readers above it. */
export function ranked(rows: Score[], rankOf: (lines: number, index: number) => number): Standing[] {
  return rows.map((row, index) => ({ ...row, listRanking: rankOf(row.lines, index) }));
}

/** The board of every reader's score in a period: leaders, the reader's neighbourhood, totals. */
export function boardOfScores(scores: Score[], request: BoardRequest): Board {
  const sorted = scores.filter((score) => score.lines > 0).sort(listOrder);
  return boardOfSorted(
    sorted,
    sorted.reduce((sum, row) => sum + row.lines, 0),
    request,
  );
}

/**
 * The board of scores already in list order, all above 0, whose lines sum to `lines`. Only the
 * rows shown are ranked: a row's rank is one more than the index of the first row with its lines.
 */
export function boardOfSorted(sorted: readonly Score[], lines: number, request: BoardRequest): Board {
  const rankAt = (index: number): number => {
    const own = sorted[index]!.lines;
    let first = index;
    // Ties are few beside the whole list; a binary search would gain nothing measurable.
    while (first > 0 && sorted[first - 1]!.lines === own) first -= 1;
    return first + 1;
  };
  const standingsOf = (from: number, to: number): Standing[] =>
    sorted.slice(from, to).map((row, offset) => ({ ...row, listRanking: rankAt(from + offset) }));
  const at = request.readerId === null ? -1 : sorted.findIndex((row) => row.userId === request.readerId);
  return {
    leaders: standingsOf(0, request.top),
    mine:
      at < 0
        ? null
        : {
            position: rankAt(at),
            rows: standingsOf(Math.max(0, at - request.spacers), at + request.spacers + 1),
          },
    totals: { lines, correctors: sorted.length },
  };
}

/**
 * Past scores in list order with some readers' scores replaced (today's credit added to theirs):
 * one pass over the past list, no sort of it. `changed` holds each changed reader's new score
 * (0 or less drops the reader).
 */
export function withChanges(pastSorted: readonly Score[], changed: readonly Score[]): Score[] {
  if (changed.length === 0) return pastSorted as Score[];
  const ids = new Set(changed.map((row) => row.userId));
  const incoming = changed.filter((row) => row.lines > 0).sort(listOrder);
  const merged: Score[] = [];
  let next = 0;
  for (const row of pastSorted) {
    if (ids.has(row.userId)) continue;
    while (next < incoming.length && listOrder(incoming[next]!, row) < 0) merged.push(incoming[next++]!);
    merged.push(row);
  }
  while (next < incoming.length) merged.push(incoming[next++]!);
  return merged;
}
