import { describe, expect, it } from 'vitest';
import { decodeCharacterReferences, htmlToText } from './html-text.ts';

describe('the plain text of stored HTML', () => {
  it('turns tags into spaces and collapses white space', () => {
    expect(htmlToText('<p>The Kelly&nbsp;gang</p><p>was seen &amp; caught.</p>')).toBe(
      'The Kelly gang was seen & caught.',
    );
    expect(htmlToText(null)).toBe('');
  });

  it('decodes the references OCR text carries: an escaped bracket, quotes, numbers', () => {
    expect(htmlToText('&lt;"A VOYAGE THROUGH THE UNIVERSE"')).toBe('<"A VOYAGE THROUGH THE UNIVERSE"');
    expect(decodeCharacterReferences('&quot;Wragge&quot; &#39;s &#x2014; &rsquo;')).toBe('"Wragge" \'s — ’');
  });

  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeCharacterReferences('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('leaves what is not a character as written', () => {
    expect(decodeCharacterReferences('&#0; &#xD800; &#99999999; &bogus; AT&T; & ;')).toBe(
      '&#0; &#xD800; &#99999999; &bogus; AT&T; & ;',
    );
  });
});
