import { MARKERS } from '../snippets.ts';

/** Where a passage may begin and end without a word or sentence being cut (markers taken out). */
const OPENS = /^[\p{Lu}\p{N}"'“‘([]/u;
const CLOSES = /[.!?"'”’)\]]$/u;

/**
 * The highlighter's passage with an ellipsis where it cuts its text, as FTS5's snippets have
 * one. The highlighter does not say where a passage lies: against the whole text when it is at
 * hand (a description), else (a full text, too long to fetch) a passage that starts in lower case
 * or ends without closing a sentence is taken to be cut there.
 */
export function passage(text: string, whole: string | null): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const plain = trimmed.replace(MARKERS, '');
  const full = whole?.trim() ?? null;
  const starts = full === null ? OPENS.test(plain) : full.startsWith(plain);
  const ends = full === null ? CLOSES.test(plain) : full.endsWith(plain);
  return `${starts ? '' : '…'}${trimmed}${ends ? '' : '…'}`;
}
