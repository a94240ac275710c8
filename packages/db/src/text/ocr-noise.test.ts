import { describe, expect, it } from 'vitest';
import { classifyToken, ocrNoiseOf } from './ocr-noise.ts';

describe('OCR noise of a text', () => {
  it('finds clean prose, names and headings clean', () => {
    const prose =
      'TOBY BARTON (log.): “Ah! yes, by Jove! there he is, sure enough, the dear old fellow, putting his foot into his mouth as usual!”';
    expect(ocrNoiseOf(prose)).toBeLessThan(0.05);
    expect(
      ocrNoiseOf('Mr. Wragge of Brisbane predicted the cyclone at Katamatite on the 3rd of March, 1912.'),
    ).toBe(0);
  });

  it('finds garbled OCR noisy, in proportion to its garbled tokens', () => {
    const garbled = 'Price, Gci, hloPlr^f" A jvJ df -/T/f &k ? oc/ l-_^ Fzfv W0.708 xqzt';
    expect(ocrNoiseOf(garbled)).toBeGreaterThan(0.5);
    const half = 'the cyclone struck the town xqzt hloPlr^f jvJ W0.708 and';
    const noise = ocrNoiseOf(half) ?? 0;
    expect(noise).toBeGreaterThan(0.3);
    expect(noise).toBeLessThan(0.6);
  });

  it('judges tokens: odd characters, letters mixed with digits, non-words are noise; numbers and money are clean', () => {
    expect(classifyToken('hloPlr^f')).toBe('noise');
    expect(classifyToken('W0.708')).toBe('noise');
    expect(classifyToken('jvJ')).toBe('noise');
    expect(classifyToken('1893,')).toBe('clean');
    expect(classifyToken('6d.')).toBe('clean');
    expect(classifyToken('3rd')).toBe('clean');
    expect(classifyToken('Parkes’')).toBe('clean');
    expect(classifyToken('drought-resisting')).toBe('clean');
    expect(classifyToken('HOAXLEY:')).toBe('clean');
    expect(classifyToken('N.S.W.')).toBe('clean');
    expect(classifyToken('Mr.')).toBe('clean');
    expect(classifyToken('—')).toBeNull();
  });

  it('reads the text of HTML, and leaves too little text unjudged', () => {
    expect(ocrNoiseOf('<p>The federal capital question was</p><p>settled at last.</p>')).toBe(0);
    expect(ocrNoiseOf('jvJ xqzt')).toBeNull();
    expect(ocrNoiseOf('')).toBeNull();
    expect(ocrNoiseOf(null)).toBeNull();
  });
});
