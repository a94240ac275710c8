import { describe, expect, it } from 'vitest';
import { askedNuc, barShare, formatCount } from './dashboard-rules.ts';

describe('the partner dashboard rules', () => {
  it('reads the library from the address, blank meaning the first', () => {
    expect(askedNuc(new URLSearchParams('nuc=%20ANL%20'))).toBe('ANL');
    expect(askedNuc(new URLSearchParams('nuc='))).toBeUndefined();
    expect(askedNuc(new URLSearchParams(''))).toBeUndefined();
  });

  it('writes numbers with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('sizes bars against the longest, with a sliver for small non-zero values', () => {
    expect(barShare(50, 200)).toBe(0.25);
    expect(barShare(200, 200)).toBe(1);
    expect(barShare(1, 100_000)).toBe(0.01);
    expect(barShare(0, 10)).toBe(0);
    expect(barShare(3, 0)).toBe(0);
  });
});
