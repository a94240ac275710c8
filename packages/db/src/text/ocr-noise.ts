import fs from 'node:fs';
import wordListPath from 'word-list';

/**
 * OCR noise of a text (ADR 031): the share of its word-like tokens that are not words. A token is
 * split from the text at white space and trimmed of the punctuation around it; it is **noise**
 * when it holds an odd character (^ | \ ~ { } < > _ = * # @ and the like), mixes letters and
 * digits (W0, 1O, l-_^), or is letters that are neither an English word (a list of 274,000,
 * `word-list`), nor shaped like a name (a capital, then small letters, with a vowel: Menzies,
 * Katamatite), nor a capitalised word in a heading (HOAXLEY). Numbers, ordinals (3rd) and money
 * (6d, 1890s) and print's abbreviations (Mr, Messrs, N.S.W.) are clean; tokens of punctuation alone are not counted. 0 is clean text, 1 all noise.
 * A text with fewer than MIN_TOKENS counted tokens is too short to judge: null, as for no text.
 */

export const MIN_TOKENS = 5;

const ODD = /[\^|\\~{}<>_=*#@¬¦§°±¤]/u;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const NUMBER = /^[£$]?\d+([.,:/-]\d+)*(st|nd|rd|th|s|d)?$/iu;
const INITIALS = /^(\p{Lu}\.)+\p{Lu}?$/u;
const LETTERS = /^\p{L}+(['’-]\p{L}+)*$/u;
const NAME_SHAPE = /^\p{Lu}\p{Ll}*[aeiouy]\p{Ll}*$/u;
const HEADING_WORD = /^\p{Lu}{2,}$/u;
const VOWEL = /[aeiouy]/iu;
const SINGLE_LETTER_WORDS = new Set(['a', 'i', 'o']);
/** Abbreviations print has always used, which no word list holds. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'messrs',
  'dr',
  'st',
  'rd',
  'ltd',
  'pty',
  'co',
  'nsw',
  'qld',
  'vic',
]);

let dictionary: ReadonlySet<string> | null = null;

/** The English word list, read once, when the first text is measured. */
function words(): ReadonlySet<string> {
  dictionary ??= new Set(fs.readFileSync(wordListPath, 'utf8').split('\n'));
  return dictionary;
}

function isWord(part: string): boolean {
  const lower = part.toLowerCase();
  if (lower.length === 1) return SINGLE_LETTER_WORDS.has(lower);
  return ABBREVIATIONS.has(lower) || words().has(lower);
}

/** 'clean', 'noise', or null for a token of punctuation alone (not counted). */
export function classifyToken(raw: string): 'clean' | 'noise' | null {
  if (ODD.test(raw)) return 'noise';
  const token = raw.replace(EDGE_PUNCTUATION, '');
  if (token === '') return null;
  if (NUMBER.test(token) || INITIALS.test(token)) return 'clean';
  if (!LETTERS.test(token)) return 'noise';
  // Possessives and elisions: Parkes’, don't, o'clock are judged by the letters before the apostrophe.
  const parts = (token.split(/['’]/u)[0] ?? token).split('-').filter((p) => p !== '');
  return parts.every((p) => isWord(p) || NAME_SHAPE.test(p) || (HEADING_WORD.test(p) && VOWEL.test(p)))
    ? 'clean'
    : 'noise';
}

const TAGS = /<[^>]*>/g;

/** The OCR noise of a text (its HTML tags ignored), 0 to 1; null when there is too little to judge. */
export function ocrNoiseOf(text: string | null | undefined): number | null {
  if (!text) return null;
  let counted = 0;
  let noisy = 0;
  for (const raw of text.replace(TAGS, ' ').split(/\s+/u)) {
    const kind = classifyToken(raw);
    if (kind === null) continue;
    counted += 1;
    if (kind === 'noise') noisy += 1;
  }
  return counted < MIN_TOKENS ? null : Math.round((noisy / counted) * 1000) / 1000;
}
