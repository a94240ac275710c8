import { COLUMN_WEIGHTS, TEXT_COLUMNS } from './index-file.ts';

/** The text columns a score is made of, in index column order (index-file.ts). */
export const EXPLAIN_COLUMNS = TEXT_COLUMNS;

/** bm25 weights that score one column alone at its usual weight (category and ids stay at 0). */
export function columnWeights(column: number): string {
  return [...TEXT_COLUMNS.map((c, i) => (i === column ? COLUMN_WEIGHTS[c] : 0)), 0, 0].join(', ');
}

const WEIGHTS_TEXT = TEXT_COLUMNS.map((c) => `${c} ${COLUMN_WEIGHTS[c]}`).join(', ');

/**
 * A data manager's reading of a score: FTS5's bm25 (lower is better, so shown negated) and what
 * each column would score alone. Column scores do not add up exactly: bm25 saturates term counts.
 */
export function explanation([total = 0, ...columns]: number[]): string {
  const parts = EXPLAIN_COLUMNS.map((name, i) => `${name} ${(-(columns[i] ?? 0)).toFixed(3)}`);
  return `score ${(-total).toFixed(3)} = bm25 over ${parts.join(', ')} (weights ${WEIGHTS_TEXT})`;
}
