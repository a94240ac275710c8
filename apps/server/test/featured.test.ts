import { describe, expect, it } from 'vitest';
import { clip, readableHeading } from '../src/content/featured.ts';

describe('choosing records to feature', () => {
  it('prefers headlines that read as headlines', () => {
    expect(readableHeading('COROWA PASTURES AND STOCK BOARD.')).toBe(true);
    expect(readableHeading('SATURDAY, SEPTEMBER 13, 1890.')).toBe(false);
    expect(
      readableHeading(
        '“The Advertiser" (Published every Tuesday and Friday.) Official Organ of the Shepparton Shire Council',
      ),
    ).toBe(false);
    expect(readableHeading('NEWS.')).toBe(false);
  });

  it('cuts a plain summary at a word', () => {
    expect(clip('one two three four', 10)).toBe('one two …');
  });
});
