/**
 * Facet value ids and how many of a set of matches hold each, in value id order: two typed arrays,
 * so a part of a split search passes its counts to its partner as two copies of memory, and two
 * parts' counts add up in one pass.
 */
export interface ValueCounts {
  ids: Uint32Array;
  counts: Uint32Array;
}

export const NO_COUNTS: ValueCounts = { ids: new Uint32Array(0), counts: new Uint32Array(0) };

/** The values counted at least once in a tally indexed by value id. */
export function countsOfTally(tally: Uint32Array): ValueCounts {
  let held = 0;
  for (let value = 0; value < tally.length; value += 1) if (tally[value] !== 0) held += 1;
  const ids = new Uint32Array(held);
  const counts = new Uint32Array(held);
  let at = 0;
  for (let value = 0; value < tally.length; value += 1) {
    const n = tally[value] ?? 0;
    if (n === 0) continue;
    ids[at] = value;
    counts[at] = n;
    at += 1;
  }
  return { ids, counts };
}

/** Two parts' counts as one: a merge of two lists in value id order. */
export function addCounts(a: ValueCounts, b: ValueCounts): ValueCounts {
  if (b.ids.length === 0) return a;
  if (a.ids.length === 0) return b;
  const ids = new Uint32Array(a.ids.length + b.ids.length);
  const counts = new Uint32Array(ids.length);
  let i = 0;
  let j = 0;
  let at = 0;
  while (i < a.ids.length || j < b.ids.length) {
    const x = i < a.ids.length ? (a.ids[i] ?? 0) : Infinity;
    const y = j < b.ids.length ? (b.ids[j] ?? 0) : Infinity;
    ids[at] = Math.min(x, y);
    counts[at] = (x <= y ? (a.counts[i++] ?? 0) : 0) + (y <= x ? (b.counts[j++] ?? 0) : 0);
    at += 1;
  }
  return { ids: ids.subarray(0, at), counts: counts.subarray(0, at) };
}
