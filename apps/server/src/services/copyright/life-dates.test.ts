import { describe, expect, it } from 'vitest';
import { parseLifeDates, splitNameDates, yearOf } from './life-dates.ts';

describe('life dates', () => {
  it.each([
    ['1867-1922.', { birthYear: 1867, deathYear: 1922, living: false }],
    ['1950-', { birthYear: 1950, deathYear: null, living: true }],
    ['d. 1922', { birthYear: null, deathYear: 1922, living: false }],
    ['b. 1950', { birthYear: 1950, deathYear: null, living: true }],
    ['1900-approximately 1970', { birthYear: 1900, deathYear: 1970, living: false }],
    ['fl. 1890-1910', { birthYear: null, deathYear: null, living: false }],
    ['', { birthYear: null, deathYear: null, living: false }],
  ])('reads %j', (text, expected) => {
    expect(parseLifeDates(text)).toEqual(expected);
  });

  it('splits dates off a heading and reads a year from an ISO date', () => {
    expect(splitNameDates('Lawson, Henry, 1867-1922')).toMatchObject({
      name: 'Lawson, Henry',
      deathYear: 1922,
    });
    expect(splitNameDates('Hop, Livingston')).toMatchObject({ name: 'Hop, Livingston', deathYear: null });
    expect(yearOf('1922-09-02')).toBe(1922);
  });
});
