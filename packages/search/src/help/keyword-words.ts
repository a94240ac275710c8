import { isTextField } from '../query/ast.ts';
import { type Token, tokenize } from '../query/tokenizer.ts';
import { hasIdeograph } from '../ideographs.ts';

/** A word of a keyword and where it is, so a correction can replace it and leave the rest as typed. */
export interface PlacedWord {
  text: string;
  start: number;
}

// What FTS5's unicode61 tokenizer treats as a token character: letters, numbers and marks.
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The words of a keyword that spelling help may correct: those looked for, in words and phrases
 * and after text fields (title:…). Operators, field names, values of identifier fields, prefixes
 * (gold*), words to leave out and date ranges are kept as typed. A keyword the tokenizer cannot
 * read (a lone quote) gives its plain words.
 */
export function correctableWords(keyword: string): PlacedWord[] {
  const tokens = tokenize(keyword);
  if (!tokens.ok) return [...keyword.matchAll(TOKEN)].flatMap((m) => placed(m[0], m.index, 0));
  const words: PlacedWord[] = [];
  const list = tokens.tokens;
  for (let i = 0; i < list.length; i += 1) {
    const token = list[i];
    const previous = list[i - 1];
    if (!token || isLeftOut(previous) || isValueOf(previous)) continue;
    if (token.kind === 'word' && !token.text.endsWith('*')) words.push(...placed(token.text, token.pos, 0));
    if (token.kind === 'phrase') words.push(...placed(token.text, token.pos, 1));
  }
  return words;
}

/** Replaces words at their places, the rest of the keyword kept as typed. */
export function replaceWords(
  keyword: string,
  replacements: readonly (PlacedWord & { to: string })[],
): string {
  let result = keyword;
  for (const r of [...replacements].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, r.start) + r.to + result.slice(r.start + r.text.length);
  }
  return result;
}

/** A correction written as the word was: GOLD stays in capitals, Gold keeps its capital. */
export function inCaseOf(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) {
    return word.toUpperCase();
  }
  const first = typed.charAt(0);
  if (first !== first.toLowerCase()) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** Words of Chinese and Japanese script are not corrected: the index holds them a character at a time. */
function placed(text: string, pos: number, skip: number): PlacedWord[] {
  return [...text.matchAll(TOKEN)]
    .filter((m) => !hasIdeograph(m[0]))
    .map((m) => ({ text: m[0], start: pos + skip + m.index }));
}

const isLeftOut = (token: Token | undefined) => token?.kind === 'minus' || token?.kind === 'not';
const isValueOf = (token: Token | undefined) => token?.kind === 'field' && !isTextField(token.field);
