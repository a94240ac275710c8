import { describe, expect, it } from 'vitest';
import { feedbackHref, firstOf, lifeSpan, plural, summaryPreview } from './record-rules.ts';

describe('record page rules', () => {
  it('collapses summaries past 900 characters', () => {
    expect(summaryPreview('short')).toBeNull();
    expect(summaryPreview('x'.repeat(900))).toBeNull();
    const long = `${'word '.repeat(200)}`;
    const preview = summaryPreview(long);
    expect(preview).not.toBeNull();
    expect((preview ?? '').length).toBeLessThanOrEqual(901);
    expect(preview?.endsWith('…')).toBe(true);
  });

  it('shows the first 3 creators then how many more', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e'], 3, false)).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(firstOf(['a', 'b', 'c', 'd', 'e'], 3, true)).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      hidden: 0,
    });
    expect(firstOf(['a'], 3, false)).toEqual({ shown: ['a'], hidden: 0 });
  });

  it('shows 9 editions before Show all', () => {
    expect(
      firstOf(
        Array.from({ length: 12 }, (_, i) => i),
        9,
        false,
      ).hidden,
    ).toBe(3);
  });

  it('words counts and life spans', () => {
    expect(plural(1, 'edition')).toBe('1 edition');
    expect(plural(3, 'edition')).toBe('3 editions');
    expect(lifeSpan('1850', '1920')).toBe('1850 – 1920');
    expect(lifeSpan('1850', null)).toBe('1850 –');
    expect(lifeSpan(null, null)).toBeNull();
  });

  it('carries the page address to the feedback form', () => {
    expect(feedbackHref('https://example.org/feedback', 'https://t.example/work/1')).toBe(
      'https://example.org/feedback?url=https%3A%2F%2Ft.example%2Fwork%2F1',
    );
  });
});
