import { describe, expect, it } from 'vitest';
import { ocrTextAsHtml } from './ocr-text-html.ts';

describe('ocrTextAsHtml', () => {
  it('decodes the references once and writes the text back escaped', () => {
    expect(ocrTextAsHtml(' May &lt;>, 1910&nbsp;— rain &amp;amp; wind &#163;5\n')).toBe(
      '<p>May &lt;&gt;, 1910 — rain &amp;amp; wind £5</p>',
    );
  });

  it('makes a paragraph of each block and a line break of each line', () => {
    expect(ocrTextAsHtml('HEADING\n  first   line \n\n\nsecond para\nits line\n')).toBe(
      '<p>HEADING<br>first line</p>\n<p>second para<br>its line</p>',
    );
  });

  it('gives nothing for a text of white space', () => {
    expect(ocrTextAsHtml(' \n\n ')).toBe('');
  });
});
