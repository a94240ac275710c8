import { describe, expect, it } from 'vitest';
import type { Facet } from '@trove/contracts';
import { yearSeries } from './year-series.ts';

const decade: Facet = {
  code: 'decade',
  displayName: 'Decade',
  limit: 'l-decade',
  terms: [
    {
      term: '177',
      displayTerm: '1770 - 1779',
      count: 1,
      selected: false,
      subTerms: [{ term: '1775', displayTerm: '1775', count: 1, selected: false, subTerms: [] }],
    },
    {
      term: '195',
      displayTerm: '1950 - 1959',
      count: 3,
      selected: false,
      subTerms: [{ term: '1953', displayTerm: '1953', count: 3, selected: false, subTerms: [] }],
    },
  ],
};

describe('year series', () => {
  it('leaves out years before 1780 and tops the y axis at 20 at least', () => {
    expect(yearSeries(decade, 2026)).toEqual({
      points: [{ year: 1953, count: 3 }],
      first: 1953,
      last: 1953,
      yMax: 20,
    });
  });

  it('spans a chosen range, within 1780 and this year', () => {
    expect(yearSeries(decade, 2026, { from: 1950, to: 1969 })).toMatchObject({ first: 1950, last: 1969 });
    expect(yearSeries(decade, 2026, { from: 1700, to: 2100 })).toMatchObject({ first: 1780, last: 2026 });
  });
});
