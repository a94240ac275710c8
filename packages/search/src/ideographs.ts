/**
 * Chinese and Japanese are written without spaces between words, and FTS5's unicode61 tokenizer
 * takes a whole run of ideographs as one token, so no word inside a title such as
 * '巩固民主集中制和中苏关系問題' could be found. The index holds every Han, Hiragana and Katakana
 * character as a token of its own, a query's run of them is sought as the phrase of its
 * characters, and snippets close the spaces again. (Korean is written with spaces and needs none.)
 */
const IDEOGRAPH = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const WORD_CHARACTER = String.raw`\p{L}\p{N}\p{M}`;

/** Between two ideographs, or an ideograph and a letter or digit beside it. */
const BETWEEN = new RegExp(
  `(?<=[${IDEOGRAPH}])(?=[${WORD_CHARACTER}])|(?<=[${WORD_CHARACTER}])(?=[${IDEOGRAPH}])`,
  'gu',
);
const HAS_IDEOGRAPH = new RegExp(`[${IDEOGRAPH}]`, 'u');

/** Text as the index holds it: a space after every ideograph that has a letter beside it. */
export function spaceIdeographs(text: string): string {
  return HAS_IDEOGRAPH.test(text) ? text.replace(BETWEEN, ' ') : text;
}

export const hasIdeograph = (text: string): boolean => HAS_IDEOGRAPH.test(text);

// What FTS5's unicode61 tokenizer treats as a token character: letters, numbers and marks.
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/** The tokens of typed text as the index holds them: runs of letters, each ideograph alone. */
export function indexTokens(text: string): string[] {
  const runs = text.match(TOKEN) ?? [];
  return HAS_IDEOGRAPH.test(text) ? runs.flatMap((run) => spaceIdeographs(run).split(' ')) : runs;
}

// Snippet markers (snippets.ts) may stand between two spaced ideographs; the space goes either way.
const SPACED = new RegExp(`(?<=[${IDEOGRAPH}][\\u0002\\u0003]?) (?=[\\u0002\\u0003]?[${IDEOGRAPH}])`, 'gu');

/** Indexed text as it was written: the spaces between ideographs closed again. */
export function closeIdeographs(text: string): string {
  return HAS_IDEOGRAPH.test(text) ? text.replace(SPACED, '') : text;
}
