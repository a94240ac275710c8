import type { SearchTerms } from '../criteria-query.ts';
import { lenientParse } from '../query/parser.ts';

/** What was wrong with a keyword that does not parse, where, and what was searched instead. */
export interface KeywordProblem {
  message: string;
  /** Character offset in the keyword. */
  position: number;
  /** The words searched instead, written as a query (empty when none were left). */
  searched: string;
}

/**
 * The problem of a search's keyword when the query language cannot read it: the search still runs
 * on its words (parser.ts, lenientParse), and the answer says why and what it searched for.
 */
export function keywordProblemOf(terms: Pick<SearchTerms, 'text'>): KeywordProblem | null {
  const keyword = terms.text.find((t) => t.field === 'keyword' && t.mode === 'all');
  if (!keyword) return null;
  const { error, searched } = lenientParse(keyword.value);
  return error ? { message: error.message, position: error.position, searched: searched ?? '' } : null;
}
