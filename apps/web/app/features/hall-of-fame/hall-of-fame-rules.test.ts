import { describe, expect, it } from 'vitest';
import { HALL_OF_FAME_WORDS, hallOfFameChoice } from './hall-of-fame-rules.ts';

describe('the hall of fame address', () => {
  const choice = (query: string) => hallOfFameChoice(new URLSearchParams(query));

  it('shows newspapers of any time by default', () => {
    expect(choice('')).toEqual({ filter: 'newspaper', period: 'all', corrected: false });
  });

  it('reads the filter and the period the spec names monthYearChoice', () => {
    expect(choice('filter=gazette&monthYearChoice=week')).toEqual({
      filter: 'gazette',
      period: 'week',
      corrected: false,
    });
  });

  it('falls back to the defaults for a value that is not a choice, and says so', () => {
    expect(choice('filter=maps&monthYearChoice=year')).toEqual({
      filter: 'newspaper',
      period: 'all',
      corrected: true,
    });
  });
});

describe('the hall of fame totals', () => {
  it('counts lines and readers in words, singular and plural', () => {
    expect(HALL_OF_FAME_WORDS.totals(1, 1)).toBe('1 line corrected by 1 reader');
    expect(HALL_OF_FAME_WORDS.totals(12345, 2)).toBe('12,345 lines corrected by 2 readers');
  });
});
