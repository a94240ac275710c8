/** The text columns a score is made of, in index column order (index-file.ts). */
export const EXPLAIN_COLUMNS = ['title', 'creators', 'subjects', 'text'] as const;
const WEIGHTS = [10, 4, 3, 1];

/** bm25 weights that score one column alone at its usual weight (category and ids stay at 0). */
export function columnWeights(column: number): string {
  return [...WEIGHTS.map((w, i) => (i === column ? w : 0)), 0, 0].join(', ');
}

/**
 * A data manager's reading of a score: FTS5's bm25 (lower is better, so shown negated) and what
 * each column would score alone. Column scores do not add up exactly: bm25 saturates term counts.
 */
export function explanation([total = 0, ...columns]: number[]): string {
  const parts = EXPLAIN_COLUMNS.map((name, i) => `${name} ${(-(columns[i] ?? 0)).toFixed(3)}`);
  return `score ${(-total).toFixed(3)} = bm25 over ${parts.join(', ')} (weights title 10, creators 4, subjects 3, text 1)`;
}
