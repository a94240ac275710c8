import { describe, expect, it } from 'vitest';
import { WRAP_WIDTH, linesOf, linesToHtml } from './lines.ts';

const texts = (text: string | null) => linesOf(text).map((line) => line.text);

describe('the line model of an article’s text', () => {
  it('reads Trove HTML as a line a span and a paragraph a <p>, entities decoded and spaces collapsed', () => {
    const html =
      '<p><span>THE  WEATHER.</span><span>Fine &amp; warm\n today.</span></p><p><span> Rain &lt;later&gt;</span></p>';
    expect(linesOf(html)).toEqual([
      { no: 0, paragraph: 0, text: 'THE WEATHER.' },
      { no: 1, paragraph: 0, text: 'Fine & warm today.' },
      { no: 2, paragraph: 1, text: 'Rain <later>' },
    ]);
  });

  it('splits plain text on newlines, blank lines ending a paragraph', () => {
    expect(linesOf('First line\nsecond line\n\n\nThird paragraph')).toEqual([
      { no: 0, paragraph: 0, text: 'First line' },
      { no: 1, paragraph: 0, text: 'second line' },
      { no: 2, paragraph: 1, text: 'Third paragraph' },
    ]);
  });

  it('wraps a line longer than a page at word boundaries into lines of at most the page’s width', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const lines = texts(long);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= WRAP_WIDTH)).toBe(true);
    expect(lines.join(' ')).toBe(long);
  });

  it('keeps a line of a page’s width (80 characters) whole', () => {
    const line = 'a'.repeat(39) + ' ' + 'b'.repeat(40);
    expect(texts(line)).toEqual([line]);
  });

  it('wraps the text of a paragraph without spans and splits it at <br>', () => {
    expect(texts('<p>One<br>Two &quot;quoted&quot;</p>')).toEqual(['One', 'Two "quoted"']);
  });

  it('gives no lines for no text', () => {
    expect(linesOf(null)).toEqual([]);
    expect(linesOf('  \n ')).toEqual([]);
    expect(linesOf('<p></p>')).toEqual([]);
  });

  it('writes lines back as HTML that reads as the same lines, text escaped', () => {
    const lines = linesOf('Fish & chips, 3 < 4 > 2\nsecond\n\nthird ' + 'x '.repeat(60));
    const html = linesToHtml(lines);
    expect(html).toContain('<p><span>Fish &amp; chips, 3 &lt; 4 &gt; 2</span> <span>second</span></p>');
    expect(linesOf(html)).toEqual(lines);
    // Words at the ends of lines stay apart once the markup is gone (the page, the search index).
    expect(html.replace(/<[^>]+>/g, '')).toMatch(/^Fish &amp; chips, 3 &lt; 4 &gt; 2 second\nthird x x /);
  });

  it('keeps an emptied line as a line, so the count never changes', () => {
    const lines = linesOf('one\ntwo\nthree').map((line) => (line.no === 1 ? { ...line, text: '' } : line));
    expect(linesOf(linesToHtml(lines))).toEqual(lines);
  });

  it('is deterministic', () => {
    const text = 'A long line of OCR text '.repeat(20);
    expect(linesOf(text)).toEqual(linesOf(text));
  });
});
