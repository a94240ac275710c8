import type { SnippetPart } from '@trove/contracts';
import { closeIdeographs } from './ideographs.ts';

/** Markers FTS5 puts around matched words; they never occur in indexed text (documents strip them). */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
// eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
export const MARKERS = /[\u0002\u0003]/g;

/** Splits FTS5 snippet output into runs of plain and matched text (ideographs closed up again). */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = closeIdeographs(marked);
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), match: true });
    rest = rest.slice(stop + 1);
  }
  return parts.filter((p) => p.text.length > 0);
}

const marked = (text: string) => text.includes(MATCH_START);

/** The snippet to show: the one holding the match, the description first. */
export function chooseSnippet(description: string, fullText: string): string {
  if (marked(description)) return description;
  if (marked(fullText)) return fullText;
  return description || fullText;
}
