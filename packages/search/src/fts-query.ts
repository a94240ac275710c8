/**
 * Turns what a person typed into an FTS5 query that cannot fail, through the query language
 * (src/query): words, "phrases", "phrases"~N, prefix*, AND / OR / NOT / -word, brackets and the
 * text fields title:, creator:, subject:, text:. Every token is quoted, so the expression is never
 * an FTS5 syntax error; a query that does not parse is searched as its plain words.
 */
import { type StructuredFilter, compileFts } from './query/compile-fts.ts';
import { lenientParse } from './query/parser.ts';

export interface ParsedKeyword {
  /** The FTS5 expression, or null when the input holds no searchable word (or has a problem). */
  expression: string | null;
  /** The words searched for, for display and logs. */
  terms: string[];
  /** Why the keyword cannot be searched, as a sentence for a 400 answer; null when it can. */
  problem: string | null;
}

const FILTER_SYNTAX: Record<string, string> = {
  date: 'date:[…]',
  has: 'has:correctabletext',
};

function filterName(filter: StructuredFilter): string {
  if (filter.kind === 'value') return `${filter.field}:`;
  return FILTER_SYNTAX[filter.kind] ?? filter.kind;
}

export function parseKeyword(input: string): ParsedKeyword {
  const compiled = compileFts(lenientParse(input).query);
  if (!compiled.ok) return { expression: null, terms: [], problem: compiled.message };
  const { match, filters, terms } = compiled.query;
  // The engine cannot apply these yet: saying so beats silently searching without them.
  const [filter] = filters;
  if (filter) {
    const problem = `Searching with ${filterName(filter)} is not supported yet: remove it to search the rest.`;
    return { expression: null, terms, problem };
  }
  return { expression: match, terms, problem: null };
}
