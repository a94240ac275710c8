import { type QueryNode, type TextField, type ValueField, isTextField } from './ast.ts';
import { atLeastOf } from './at-least.ts';
import { boundKey } from './range.ts';
import { indexTokens } from '../ideographs.ts';

/** The index's FTS5 columns (index-file.ts) for each text field people type. */
export const FTS_COLUMNS: Record<TextField, string> = {
  title: 'title',
  creator: 'creators',
  subject: 'subjects',
  text: '{description fulltext}',
};

/** A condition on per-record values that the engine applies outside FTS5. */
export type StructuredFilter =
  | { kind: 'value'; field: Exclude<ValueField, 'has'>; value: string; negated: boolean }
  | { kind: 'has'; value: 'correctabletext'; negated: boolean }
  /** Sort-key bounds (yyyymmdd, inclusive); null is an open end. */
  | { kind: 'date'; from: number | null; to: number | null; negated: boolean };

export interface FtsQuery {
  /** Rows must match this FTS5 expression; null when the query has no words to look for. */
  match: string | null;
  /** Only when match is null and filters select the rows: rows matching this are left out. */
  exclude: string | null;
  /** All must hold, besides match; their order is the query's. */
  filters: StructuredFilter[];
  /** The words looked for, for display, logs and highlighting. */
  terms: string[];
  /**
   * How many different things the query requires side by side (its top-level words, phrases and
   * groups, joined by AND): what 'most of your words' counts (help/most-words.ts).
   */
  units: number;
}

export interface CompileOptions {
  /** Match records holding at least this many of the query's top-level units, not all of them. */
  atLeast?: number;
}

export type CompileResult = { ok: true; query: FtsQuery } | { ok: false; message: string };

class CompileProblem extends Error {}

const tokens = indexTokens;

const NOT_ALONE =
  'A search needs something to look for besides the words to leave out: add a word, as in kelly -film.';
const NOT_IN_OR =
  'A word to leave out (NOT or -) cannot be one side of OR: put it after AND, as in (gold OR tin) -rush.';
const FILTER_NESTED =
  'Date ranges and isbn:, issn:, ismn:, nuc:, publictag:, fullTextInd: and has: combine with the rest of the search by AND only, not inside OR or a field.';

/**
 * Compiles a query to one FTS5 MATCH expression plus structured filters. The expression can never
 * be an FTS5 syntax error: every token is quoted and only holds letters, numbers and marks.
 */
export function compileFts(query: QueryNode | null, options: CompileOptions = {}): CompileResult {
  const result: FtsQuery = { match: null, exclude: null, filters: [], terms: [], units: 0 };
  if (!query) return { ok: true, query: result };
  try {
    const parts = query.type === 'and' ? query.children : [query];
    const positives: string[] = [];
    const negatives: string[] = [];
    // Plain words side by side also score by nearness (ADR 031); 'most of your words' still counts
    // each of them as a unit of its own (ADR 034).
    const near = nearnessOf(parts);
    const nearWords = new Set<string>();
    for (const part of parts) {
      const negated = part.type === 'not';
      const inner = part.type === 'not' ? part.child : part;
      const filter = filterOf(inner, negated);
      if (filter) {
        result.filters.push(filter);
        continue;
      }
      const text = compile(inner, negated ? null : result.terms);
      if (text === null) continue;
      if (negated) negatives.push(text);
      else {
        positives.push(text);
        if (near && isOneWord(part)) nearWords.add(text);
      }
    }
    const units = [...new Set(positives)];
    result.units = units.length;
    if (positives.length > 0) {
      const { atLeast } = options;
      const required =
        atLeast !== undefined && atLeast < units.length
          ? [atLeastOf(units, atLeast)]
          : near
            ? [near, ...positives.filter((text) => !nearWords.has(text))]
            : positives;
      result.match = withNegatives(required, negatives);
    } else if (negatives.length > 0) {
      // FTS5's NOT is binary: with filters choosing the rows, the engine removes these matches.
      if (result.filters.length === 0) throw new CompileProblem(NOT_ALONE);
      result.exclude = negatives.map(paren).join(' OR ');
    }
    return { ok: true, query: result };
  } catch (error) {
    if (error instanceof CompileProblem) return { ok: false, message: error.message };
    throw error;
  }
}

/** Words typed side by side past this many are matched as usual, without the nearness bonus. */
const MAX_NEAR_WORDS = 6;
/** Words within this many tokens of each other count as near (FTS5 NEAR's own default). */
const NEAR_TOKENS = 10;

/**
 * Plain words typed side by side ('federal capital') must all be found, as before, but the
 * expression also names them as a phrase and as a NEAR group (ADR 031). Neither changes what
 * matches (each implies all the words), but bm25 scores every phrase of the expression, so a
 * record holding the words in order, or close together, scores above one where they are scattered.
 */
function nearnessOf(parts: readonly QueryNode[]): string | null {
  const words = parts.filter(isOneWord).flatMap((p) => (p.type === 'term' ? tokens(p.text) : []));
  if (words.length < 2 || words.length > MAX_NEAR_WORDS) return null;
  const quoted = words.map((w) => `"${w}"`);
  const all = quoted.join(' AND ');
  return `((${all}) OR "${words.join(' ')}" OR NEAR(${quoted.join(' ')}, ${NEAR_TOKENS}))`;
}

/** A term of one token ('colonial-era' is two, and is matched as the phrase it is). */
const isOneWord = (node: QueryNode): boolean => node.type === 'term' && tokens(node.text).length === 1;

function filterOf(node: QueryNode, negated: boolean): StructuredFilter | null {
  if (node.type === 'range') {
    const from = node.from ? boundKey(node.from, 'from') : null;
    const to = node.to ? boundKey(node.to, 'to') : null;
    return { kind: 'date', from, to, negated };
  }
  if (node.type !== 'field' || isTextField(node.field)) return null;
  const child = node.child;
  if (child.type !== 'term' && child.type !== 'phrase') throw new CompileProblem(FILTER_NESTED);
  if (node.field === 'has') return { kind: 'has', value: 'correctabletext', negated };
  // Identifiers are compared without the spaces and hyphens people print them with.
  const identifier = node.field === 'isbn' || node.field === 'issn' || node.field === 'ismn';
  const value = identifier ? child.text.replace(/[\s-]/g, '').toUpperCase() : child.text.trim();
  return { kind: 'value', field: node.field, value, negated };
}

/** An FTS5 expression for a text node, or null when nothing in it is searchable. */
function compile(node: QueryNode, terms: string[] | null): string | null {
  switch (node.type) {
    case 'term':
    case 'prefix':
    case 'phrase': {
      const words = tokens(node.text);
      if (words.length === 0) return null;
      terms?.push(...words);
      const quoted = words.map((w) => `"${w}"`);
      if (node.type === 'prefix') return `"${words.join(' ')}"*`;
      if (node.type === 'phrase' && node.proximity !== undefined && words.length > 1) {
        return `NEAR(${quoted.join(' ')}, ${node.proximity})`;
      }
      return `"${words.join(' ')}"`;
    }
    case 'field': {
      if (!isTextField(node.field)) throw new CompileProblem(FILTER_NESTED);
      if (containsField(node.child)) {
        throw new CompileProblem(`${node.field}: cannot hold another field; write them side by side.`);
      }
      const inner = compile(node.child, terms);
      return inner === null ? null : `${FTS_COLUMNS[node.field]} : (${inner})`;
    }
    case 'range':
      throw new CompileProblem(FILTER_NESTED);
    case 'not':
      throw new CompileProblem(NOT_ALONE);
    case 'or': {
      if (node.children.some((c) => c.type === 'not')) throw new CompileProblem(NOT_IN_OR);
      const parts = node.children.map((c) => compile(c, terms)).filter((p) => p !== null);
      return parts.length === 0 ? null : parts.map(paren).join(' OR ');
    }
    case 'and': {
      const positives: string[] = [];
      const negatives: string[] = [];
      for (const child of node.children) {
        if (child.type === 'not') {
          const text = compile(child.child, null);
          if (text !== null) negatives.push(text);
        } else {
          const text = compile(child, terms);
          if (text !== null) positives.push(text);
        }
      }
      if (positives.length === 0) {
        if (negatives.length > 0) throw new CompileProblem(NOT_ALONE);
        return null;
      }
      return withNegatives(positives, negatives);
    }
  }
}

function containsField(node: QueryNode): boolean {
  if (node.type === 'field' || node.type === 'range') return true;
  if (node.type === 'not') return containsField(node.child);
  if (node.type === 'and' || node.type === 'or') return node.children.some(containsField);
  return false;
}

/** (a) AND (b) NOT ((c) OR (d)): FTS5's NOT is binary, so the leave-outs follow what they leave out of. */
function withNegatives(positives: string[], negatives: string[]): string {
  const all = positives.length === 1 ? (positives[0] ?? '') : positives.map(paren).join(' AND ');
  if (negatives.length === 0) return all;
  return `${paren(all)} NOT ${paren(negatives.map(paren).join(' OR '))}`;
}

// A single quoted token needs no brackets; anything else keeps its grouping.
const paren = (expression: string): string =>
  /^"[^"]*"\*?$/.test(expression) ? expression : `(${expression})`;
