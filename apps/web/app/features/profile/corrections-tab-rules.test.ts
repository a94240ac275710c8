import { describe, expect, it } from 'vitest';
import { CORRECTIONS_WORDS, correctionsPageOf, dateOf, longDate, placeOf } from './corrections-tab-rules.ts';

describe('a correction on the Text corrections tab', () => {
  it('is placed on its page, or on an image for a digitised item (dlc)', () => {
    expect(placeOf({ articleType: 'newspaper', page: '4' })).toBe('Page 4');
    expect(placeOf({ articleType: 'dlc', page: '4' })).toBe('Image');
    expect(placeOf({ articleType: 'gazette', page: null })).toBeNull();
  });

  it('dates its article in long format, except a digitised item’s', () => {
    expect(dateOf({ articleType: 'newspaper', date: '2026-11-27' })).toBe('27 November 2026');
    expect(dateOf({ articleType: 'dlc', date: '2026-11-27' })).toBe('2026-11-27');
    expect(dateOf({ articleType: 'newspaper', date: null })).toBeNull();
  });

  it('writes partial dates as far as they go, and other text as it is', () => {
    expect(longDate('1901-05')).toBe('May 1901');
    expect(longDate('1901')).toBe('1901');
    expect(longDate('circa 1900')).toBe('circa 1900');
  });

  it('counts one line and many lines', () => {
    expect(CORRECTIONS_WORDS.lines(1)).toBe('1 line');
    expect(CORRECTIONS_WORDS.lines(1200)).toBe('1,200 lines');
  });

  it('reads the page from the address, 1 when it is not a page', () => {
    expect(correctionsPageOf('3')).toBe(3);
    expect(correctionsPageOf('0')).toBe(1);
    expect(correctionsPageOf('x')).toBe(1);
  });
});
