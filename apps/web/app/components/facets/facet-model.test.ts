import { describe, expect, it } from 'vitest';
import type { Facet, FacetTerm } from '@trove/contracts';
import { readSearchParams } from '../../lib/search-params.ts';
import { abbreviateCount, buildPills, subTermLimit, termLinks, visibleTerms } from './facet-model.ts';

const term = (t: string, display: string, count: number, extra: Partial<FacetTerm> = {}): FacetTerm => ({
  term: t,
  displayTerm: display,
  count,
  selected: false,
  subTerms: [],
  ...extra,
});

const FORMAT: Facet = {
  code: 'format',
  displayName: 'Format',
  limit: 'l-format',
  terms: [
    term('Book', 'Book', 1234, { subTerms: [term('Book/Illustrated', 'Illustrated', 40)] }),
    term('Map', 'Map', 3),
  ],
};
const DECADE: Facet = {
  code: 'decade',
  displayName: 'Decade',
  limit: 'l-decade',
  terms: [term('191', '1910 - 1919', 50, { selected: true, subTerms: [term('1915', '1915', 7)] })],
};

describe('facet counts', () => {
  it('abbreviates counts: 999, 1.2K, 34K, 3.4M, 1.2B', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1K');
    expect(abbreviateCount(1234)).toBe('1.2K');
    expect(abbreviateCount(34_567)).toBe('34K');
    expect(abbreviateCount(999_999)).toBe('999K');
    expect(abbreviateCount(3_456_789)).toBe('3.4M');
    expect(abbreviateCount(1_250_000_000)).toBe('1.2B');
  });
});

describe('facet links', () => {
  const current = new URLSearchParams('keyword=gold&l-decade=191&startPos=20');

  it('adds an unselected term to its limit, back on the first page', () => {
    const [book] = termLinks(FORMAT, 'books', current);
    expect(book?.selected).toBe(false);
    expect(book?.href).toBe('/search/category/books?keyword=gold&l-decade=191&l-format=Book');
  });

  it('removes a selected term', () => {
    const [decade] = termLinks(DECADE, 'books', current);
    expect(decade?.selected).toBe(true);
    expect(decade?.href).toBe('/search/category/books?keyword=gold');
  });

  it('selects subTerms through the child facet limit (year under decade) or the same limit', () => {
    expect(subTermLimit(DECADE)).toBe('l-year');
    expect(subTermLimit(FORMAT)).toBe('l-format');
    const [decade] = termLinks(DECADE, 'books', current);
    expect(decade?.children[0]?.href).toBe('/search/category/books?keyword=gold&l-decade=191&l-year=1915');
    const [book] = termLinks(FORMAT, 'books', current);
    expect(book?.children[0]?.limit).toBe('l-format');
  });

  it('marks a term selected when the address has it, even without the server flag', () => {
    const [map] = termLinks(FORMAT, 'books', new URLSearchParams('keyword=a&l-format=Map')).slice(1);
    expect(map?.selected).toBe(true);
  });

  it('collapses past the threshold but keeps selected terms in view', () => {
    const links = Array.from({ length: 9 }, (_, i) => ({ selected: i === 8, children: [], i }));
    expect(visibleTerms(links, 6, false).shown.map((l) => l.i)).toEqual([0, 1, 2, 3, 4, 5, 8]);
    expect(visibleTerms(links, 6, false).hidden).toBe(2);
    expect(visibleTerms(links, 6, true).shown).toHaveLength(9);
    expect(visibleTerms(links.slice(0, 6), 6, false).hidden).toBe(0);
  });
});

describe('pills', () => {
  it('builds one pill per value with labels, display terms and remove links', () => {
    const current = new URLSearchParams('keyword=gold&l-format=Book&l-format=Map&l-decade=191&l-access=y/f');
    const { criteria } = readSearchParams(current);
    const pills = buildPills(criteria, [FORMAT, DECADE], 'books', current);
    expect(pills.map((p) => [p.label, p.display]).sort()).toEqual([
      ['Access', 'Freely available'],
      ['Decade', '1910 - 1919'],
      ['Format', 'Book'],
      ['Format', 'Map'],
    ]);
    expect(pills.find((p) => p.value === 'Map')?.removeHref).toBe(
      '/search/category/books?keyword=gold&l-decade=191&l-access=y%2Ff&l-format=Book',
    );
  });

  it('names a year with its parent facet, a decade without facets, and never shows .mod', () => {
    const current = new URLSearchParams('keyword=a&l-year=1915&l-decade=192&l-format=Book&l-format.mod=not');
    const { criteria } = readSearchParams(current);
    const pills = buildPills(criteria, [DECADE], 'books', current);
    expect(pills.map((p) => `${p.param}=${p.display}`).sort()).toEqual([
      'l-decade=1920 - 1929',
      'l-format=Book',
      'l-year=1915',
    ]);
  });

  it('shows an access value named like the prototype chain as itself (found by the fuzz run)', () => {
    const current = new URLSearchParams('keyword=a&l-access=__proto__&l-access=constructor');
    const { criteria } = readSearchParams(current);
    expect(buildPills(criteria, [], 'books', current).map((p) => p.display)).toEqual([
      '__proto__',
      'constructor',
    ]);
  });

  it('shows life-date limits of people', () => {
    const current = new URLSearchParams('keyword=a&l-birth=1850-1860');
    const { criteria } = readSearchParams(current);
    expect(buildPills(criteria, [], 'people', current)).toEqual([
      {
        param: 'l-birth',
        label: 'Birth',
        value: '1850-1860',
        display: '1850-1860',
        removeHref: '/search/category/people?keyword=a',
      },
    ]);
  });
});
