/** Ranking measures over graded judgements (grade 0 for a record nobody judged). */

/** The gain of a grade: 2^grade - 1, so the record a query names counts far above a related one. */
const gain = (grade: number) => 2 ** grade - 1;

function dcg(grades: readonly number[], k: number): number {
  return grades.slice(0, k).reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
}

/**
 * nDCG@k: the discounted gain of the ranking given, against the best possible ordering of every
 * judged record. 1 is perfect; judged records missing from the top k lower it.
 */
export function ndcgAt(k: number, ranked: readonly number[], judged: readonly number[]): number {
  const ideal = dcg(
    [...judged].sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? 0 : dcg(ranked, k) / ideal;
}

/**
 * 1 / the rank of the first record of the query's best grade within the top k (what the query is
 * after: the named record, else the records squarely about it), or 0 when none is there.
 */
export function reciprocalRankAt(k: number, ranked: readonly number[], judged: readonly number[]): number {
  const best = Math.max(...judged);
  const first = ranked.slice(0, k).findIndex((grade) => grade === best);
  return first === -1 ? 0 : 1 / (first + 1);
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
