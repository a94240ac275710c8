import { type FieldName, type QueryNode, isTextField } from './ast.ts';
import { formatBound } from './range.ts';
import { type Token, tokenize } from './tokenizer.ts';

/** What a query that does not parse is searched for instead: its words, and them as a query. */
export interface PlainWords {
  nodes: QueryNode[];
  /** The same, written as a query one could type (words, "phrases", prefix*, date ranges). */
  text: string;
}

/** More mistakes than this in one query are not worth repairing one by one. */
const MAX_REPAIRS = 20;

/**
 * The words of a query that does not parse, all required: operators and brackets go, a phrase
 * stays a phrase, a field keeps the word or phrase right after it and a date range stays a range; what was to be left out (-word, NOT word,
 * -(group)) is dropped rather than searched for. A quote or range the tokenizer cannot read is
 * taken out first, then the rest is read again.
 */
export function plainWords(normalised: string): PlainWords {
  let text = normalised;
  let tokens: Token[] | null = null;
  for (let repairs = 0; repairs <= MAX_REPAIRS && tokens === null; repairs += 1) {
    const result = tokenize(text);
    if (result.ok) tokens = result.tokens;
    else text = withoutProblem(text, result.position);
  }
  const nodes: QueryNode[] = [];
  const shown: string[] = [];
  const list = tokens ?? [];
  for (let i = 0; i < list.length; i += 1) {
    const token = list[i];
    if (!token) continue;
    if (token.kind === 'not' || token.kind === 'minus') {
      i = endOfLeftOut(list, i + 1);
      continue;
    }
    if (token.kind === 'field') {
      const value = list[i + 1];
      if (value?.kind !== 'word' && value?.kind !== 'phrase') continue;
      // The field's value goes with it, or with it when the field cannot take it (has:pictures).
      i += 1;
      const node = fieldNode(token.field, value);
      if (node && (value.kind === 'phrase' || readsAsWord(value.text))) {
        nodes.push(node);
        shown.push(`${token.field}:${value.kind === 'phrase' ? `"${value.text}"` : value.text}`);
      }
      continue;
    }
    if (token.kind === 'word') {
      // A fragment that would read differently on its own (date:[, -x after a field) is punctuation.
      if (!readsAsWord(token.text)) continue;
      nodes.push(wordNode(token.text));
      shown.push(token.text);
    } else if (token.kind === 'phrase' && /[\p{L}\p{N}\p{M}]/u.test(token.text)) {
      nodes.push(
        token.proximity === undefined
          ? { type: 'phrase', text: token.text }
          : { type: 'phrase', text: token.text, proximity: token.proximity },
      );
      shown.push(`"${token.text}"${token.proximity === undefined ? '' : `~${token.proximity}`}`);
    } else if (token.kind === 'range') {
      nodes.push({ type: 'range', field: 'date', from: token.from, to: token.to });
      shown.push(`date:[${formatBound(token.from)} TO ${formatBound(token.to)}]`);
    }
  }
  return { nodes, text: shown.join(' ') };
}

/**
 * A field and the word or phrase right after it, as the parser would read them, or null when the
 * field cannot take it (has: takes only correctabletext).
 */
function fieldNode(field: FieldName, value: Extract<Token, { kind: 'word' | 'phrase' }>): QueryNode | null {
  // has: takes the one word correctabletext, never a phrase, as the strict parser reads it.
  if (field === 'has' && (value.kind !== 'word' || value.text.toLowerCase() !== 'correctabletext'))
    return null;
  if (value.kind === 'phrase') return { type: 'field', field, child: { type: 'phrase', text: value.text } };
  const child = wordNode(value.text);
  // Identifier and value fields take one whole value, never a prefix.
  return isTextField(field) || child.type === 'term' ? { type: 'field', field, child } : null;
}

/** A typed word: a prefix when it ends in * after something searchable, else a term. */
function wordNode(text: string): QueryNode {
  const stem = text.replace(/\*+$/, '');
  return stem !== text && /[\p{L}\p{N}\p{M}]/u.test(stem)
    ? { type: 'prefix', text: stem }
    : { type: 'term', text };
}

/** The text without what stopped the tokenizer at a place: a lone quote, or an unreadable range. */
function withoutProblem(text: string, position: number): string {
  if (text[position] === '"') return `${text.slice(0, position)} ${text.slice(position + 1)}`;
  if (/^date:\[/i.test(text.slice(position))) {
    const close = text.indexOf(']', position);
    return `${text.slice(0, position)} ${close < 0 ? '' : text.slice(close + 1)}`;
  }
  return `${text.slice(0, position)} ${text.slice(position + 1)}`;
}

/** Whether a word, written on its own, reads back as that one word. */
function readsAsWord(text: string): boolean {
  const again = tokenize(text);
  const [only] = again.ok ? again.tokens : [];
  return again.ok && again.tokens.length === 1 && only?.kind === 'word' && only.text === text;
}

/**
 * The index of the last token of what a NOT or - leaves out: one word or phrase, a field with its
 * value, or a bracketed group.
 */
function endOfLeftOut(tokens: Token[], start: number): number {
  if (tokens[start]?.kind === 'field') return endOfLeftOut(tokens, start + 1);
  if (tokens[start]?.kind !== 'lparen') return start;
  let depth = 0;
  for (let i = start; i < tokens.length; i += 1) {
    const kind = tokens[i]?.kind;
    if (kind === 'lparen') depth += 1;
    if (kind === 'rparen') depth -= 1;
    if (depth === 0) return i;
  }
  return tokens.length;
}
