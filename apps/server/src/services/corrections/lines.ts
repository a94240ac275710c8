import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

/**
 * An article's text as the correction editor shows it: a fixed sequence of lines, each in a
 * paragraph (ADR 046). Trove's HTML (`<p><span>line</span>…</p>`) gives its lines as they are;
 * plain text is split on newlines, blank lines ending a paragraph, and a line longer than a page
 * is wide (the demo harvest's texts are one long line) is wrapped at word boundaries. The same
 * text always gives the same lines, and lines written back as HTML give the same lines again, so a
 * correction changes line texts and never the count or the paragraphs.
 */

export interface TextLine {
  /** Zero-based. */
  no: number;
  /** Zero-based paragraph. */
  paragraph: number;
  text: string;
}

/** A line longer than this is wrapped... */
export const WRAP_OVER = 80;
/** ...into lines of at most this many characters (a longer word keeps a line of its own). */
export const WRAP_WIDTH = 60;

type Node = DefaultTreeAdapterMap['childNode'];

/** Whitespace collapsed to single spaces and trimmed: how every line's text is kept. */
export function normaliseLineText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The lines of an article's text (HTML or plain); none for no text. */
export function linesOf(text: string | null): TextLine[] {
  if (!text || text.trim() === '') return [];
  const paragraphs = /<[a-z][^>]*>/i.test(text) ? htmlParagraphs(text) : plainParagraphs(text);
  const lines: TextLine[] = [];
  paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .forEach((paragraph, index) => {
      for (const line of paragraph) lines.push({ no: lines.length, paragraph: index, text: line });
    });
  return lines;
}

/** Lines back as the article's stored HTML: a `<p>` a paragraph, a `<span>` a line, text escaped. */
export function linesToHtml(lines: readonly TextLine[]): string {
  const paragraphs = new Map<number, string[]>();
  for (const line of lines)
    paragraphs.set(line.paragraph, [
      ...(paragraphs.get(line.paragraph) ?? []),
      `<span>${escape(line.text)}</span>`,
    ]);
  // Spaces between lines and paragraphs, as Trove's own HTML has them: without them the last word
  // of a line runs into the next one's first, on the page and in the search index.
  return [...paragraphs.values()].map((spans) => `<p>${spans.join(' ')}</p>`).join('\n');
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function plainParagraphs(text: string): string[][] {
  return text.split(/\n\s*\n/).map((paragraph) =>
    paragraph
      .split('\n')
      .map(normaliseLineText)
      .filter((line) => line.length > 0)
      .flatMap(wrap),
  );
}

/** A line of a page's width as it is; a longer one in pieces of at most WRAP_WIDTH at spaces. */
export function wrap(line: string): string[] {
  if (line.length <= WRAP_OVER) return [line];
  const pieces: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= WRAP_WIDTH) current = `${current} ${word}`;
    else {
      pieces.push(current);
      current = word;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * Paragraphs of Trove's HTML: each `<p>` one, each `<span>` in it a line. Text outside spans (a
 * paragraph without them, or text between `<p>`s) is split at `<br>` and wrapped like plain text.
 */
function htmlParagraphs(html: string): string[][] {
  const paragraphs: string[][] = [];
  let loose: string[] | null = null;
  for (const node of parseFragment(html).childNodes) {
    if (isElement(node, 'p')) {
      loose = null;
      paragraphs.push(paragraphLines(node.childNodes));
    } else {
      // Stray text between paragraphs makes a paragraph of its own, with its neighbours.
      if (loose === null) {
        loose = [];
        paragraphs.push(loose);
      }
      loose.push(...paragraphLines([node]));
    }
  }
  return paragraphs;
}

function paragraphLines(nodes: readonly Node[]): string[] {
  const lines: string[] = [];
  let loose = '';
  const flush = () => {
    const line = normaliseLineText(loose);
    if (line !== '') lines.push(...wrap(line));
    loose = '';
  };
  for (const node of nodes) {
    if (isElement(node, 'span')) {
      flush();
      lines.push(normaliseLineText(textOf(node)));
    } else if (isElement(node, 'br')) flush();
    else loose += textOf(node);
  }
  flush();
  return lines;
}

function isElement<T extends string>(node: Node, tag: T): node is DefaultTreeAdapterMap['element'] {
  return 'tagName' in node && node.tagName === tag;
}

/** The text of a node, entities decoded by the parser; a `<br>` inside counts as a space. */
function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!('tagName' in node)) return '';
  return node.tagName === 'br' ? ' ' : node.childNodes.map(textOf).join('');
}
