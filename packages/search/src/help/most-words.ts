import type { SearchTerms } from '../criteria-query.ts';
import { compileFts } from '../query/compile-fts.ts';
import { lenientParse } from '../query/parser.ts';

/**
 * 'Most of your words' (issue 14 §2, ADR 034): a keyword search of several words that no record
 * holds all together is redone for the records holding all but one of them, then all but two,
 * down to half of them; the first that finds anything is shown, labelled with how many of the
 * words its records hold. A quoted phrase or a bracketed group counts as one of the words.
 */

/** Longer queries would make too many combinations (8 words, 4 of them: 70); they are left as asked. */
export const MOST_WORDS_MAX_UNITS = 8;

/** The keyword's words a relaxed search still requires, best first: n-1, n-2 … down to half of n. */
export function fewerWords(units: number): number[] {
  if (units < 2 || units > MOST_WORDS_MAX_UNITS) return [];
  const tries: number[] = [];
  for (let m = units - 1; m >= Math.ceil(units / 2); m -= 1) tries.push(m);
  return tries;
}

/** The search with its keyword relaxed to records holding at least `atLeast` of its words. */
export function withAtLeast(terms: SearchTerms, atLeast: number): SearchTerms {
  return { ...terms, keywordAtLeast: atLeast };
}

/**
 * How many words (top-level units) the search's keyword requires; 0 when the search is not one
 * that 'most of your words' can relax (no keyword, or more than one).
 */
export function keywordUnits(terms: SearchTerms): number {
  const keywords = terms.text.filter((t) => t.field === 'keyword' && t.mode === 'all');
  const [keyword] = keywords;
  if (!keyword || keywords.length > 1) return 0;
  const compiled = compileFts(lenientParse(keyword.value).query);
  return compiled.ok ? compiled.query.units : 0;
}
