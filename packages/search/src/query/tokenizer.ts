import { type DateBound, type FieldName, type QueryError, fieldNamed } from './ast.ts';
import { boundKey, formatBound, parseBound } from './range.ts';
import { from } from './where.ts';

export type Token =
  | { kind: 'lparen' | 'rparen' | 'and' | 'or' | 'not' | 'minus' | 'plus'; pos: number }
  | { kind: 'word'; text: string; pos: number }
  | { kind: 'phrase'; text: string; proximity?: number; pos: number }
  | { kind: 'field'; field: FieldName; pos: number }
  | { kind: 'range'; from: DateBound | null; to: DateBound | null; pos: number };

export type TokenizeResult = { ok: true; tokens: Token[] } | QueryError;

// What FTS5's unicode61 tokenizer treats as a token character: a word without one is punctuation.
const SEARCHABLE = /[\p{L}\p{N}\p{M}]/u;
const OPERATORS: Record<string, 'and' | 'or' | 'not'> = { AND: 'and', OR: 'or', NOT: 'not' };
const WORD_END = /[\s()"]/;
const RANGE_START = /^date:\[/i;

const fail = (message: string, position: number): QueryError => ({ ok: false, message, position });

/** Splits normalised input into tokens; errors are values carrying where they are. */
export function tokenize(text: string): TokenizeResult {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', pos: i });
      i += 1;
    } else if (ch === '"') {
      const close = text.indexOf('"', i + 1);
      if (close < 0) {
        return fail(
          `The closing quote mark is missing after ${from(text, i)}: add a " where the phrase ends.`,
          i,
        );
      }
      const near = /^~(\d{1,3})/.exec(text.slice(close + 1));
      const phrase: Token = { kind: 'phrase', text: text.slice(i + 1, close), pos: i };
      if (near?.[1] !== undefined) phrase.proximity = Number(near[1]);
      tokens.push(phrase);
      i = close + 1 + (near?.[0].length ?? 0);
    } else if ((ch === '-' || ch === '+') && /[^\s)]/.test(text[i + 1] ?? ' ')) {
      // -word, -"a phrase", -(a group) and +word as Trove users type them; a lone dash is punctuation.
      if (i === 0 || /[\s(]/.test(text[i - 1] ?? '')) {
        tokens.push({ kind: ch === '-' ? 'minus' : 'plus', pos: i });
      }
      i += 1;
    } else if (RANGE_START.test(text.slice(i))) {
      const close = text.indexOf(']', i);
      if (close < 0) return fail('A date range needs a closing ], as in date:[1900 TO 1910].', i);
      const range = rangeToken(text.slice(i + 6, close).trim(), i);
      if (!range.ok) return range;
      tokens.push(range.token);
      i = close + 1;
    } else {
      let end = i;
      while (end < text.length && !WORD_END.test(text[end] ?? ' ')) end += 1;
      wordTokens(text.slice(i, end), i, tokens);
      i = end;
    }
  }
  return { ok: true, tokens };
}

/** A word is an operator, a known field prefix (title:) with its value, or a plain word. */
function wordTokens(word: string, pos: number, tokens: Token[]): void {
  const operator = OPERATORS[word];
  if (operator) {
    tokens.push({ kind: operator, pos });
    return;
  }
  const fielded = /^([A-Za-z]+):(.*)$/s.exec(word);
  const field = fielded?.[1] !== undefined ? fieldNamed(fielded[1]) : null;
  if (fielded && field) {
    tokens.push({ kind: 'field', field, pos });
    const rest = fielded[2] ?? '';
    if (rest !== '') wordTokens(rest, pos + word.length - rest.length, tokens);
    return;
  }
  // http://… and 10:30 are words; a word with nothing searchable in it is punctuation.
  if (SEARCHABLE.test(word)) tokens.push({ kind: 'word', text: word, pos });
}

type RangeResult = { ok: true; token: Token } | QueryError;

function rangeToken(inside: string, pos: number): RangeResult {
  // date:[1900 TO 1910], and date:[1900-1910] as typed with a (normalised) en dash.
  const parts = /^(\S+)\s+TO\s+(\S+)$/.exec(inside) ?? /^(\*|\d{4})\s*-\s*(\*|\d{4})$/.exec(inside);
  if (!parts?.[1] || !parts[2]) {
    return fail('A date range is written date:[1900 TO 1910], with * for an open end.', pos);
  }
  const from = parseBound(parts[1]);
  if (!from.ok) return fail(from.message, pos);
  const to = parseBound(parts[2]);
  if (!to.ok) return fail(to.message, pos);
  if (from.bound && to.bound && boundKey(from.bound, 'from') > boundKey(to.bound, 'to')) {
    const [a, b] = [formatBound(from.bound), formatBound(to.bound)];
    return fail(`The date range starts after it ends: ${a} is later than ${b}.`, pos);
  }
  return { ok: true, token: { kind: 'range', from: from.bound, to: to.bound, pos } };
}
