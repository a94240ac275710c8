/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form: an insertion, a deletion, a
 * substitution or a swap of two neighbouring letters each count one edit ('menzeis' is one edit
 * from 'menzies'). Spelling help never needs more than two edits, so the work stops as soon as
 * the distance is known to exceed `max`: the answer is then `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const a_ = [...a];
  const b_ = [...b];
  const n = b_.length;
  // Three rows of the table: two back (for swaps), the previous, and the one being filled.
  let twoBack = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a_.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a_[i - 1] === b_[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a_[i - 1] === b_[j - 2] && a_[i - 2] === b_[j - 1]) {
        best = Math.min(best, (twoBack[j - 2] ?? 0) + 1);
      }
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  const distance = previous[n] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/**
 * How many edits a word of this length may be away from its correction: none below four letters
 * (too many short words are one letter apart), one up to five letters, two from six.
 */
export function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length < 6 ? 1 : 2;
}
