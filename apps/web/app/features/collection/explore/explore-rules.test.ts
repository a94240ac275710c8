import { describe, expect, it } from 'vitest';
import {
  addLimitHref,
  brushDates,
  brushHref,
  clearAllHref,
  clearDatesHref,
  cloudWords,
  removeLimitHref,
  seededRandom,
  wordSize,
  yearFieldsHref,
  yearsOf,
} from './explore-rules.ts';

const base = '/collection/category/books';
const terms = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ term: `t${i}`, displayTerm: `Term ${i}`, count: i + 1 }));

describe('word cloud', () => {
  it('sizes words from 14 px for the fewest to 30 px for the most', () => {
    expect(wordSize(1, 1, 11)).toBe(14);
    expect(wordSize(11, 1, 11)).toBe(30);
    expect(wordSize(6, 1, 11)).toBe(22);
    expect(wordSize(5, 5, 5)).toBe(22);
  });

  it('never rotates a cloud of fewer than 10 terms', () => {
    expect(cloudWords(terms(9)).some((w) => w.rotated)).toBe(false);
  });

  it('rotates some words of 10 or more terms, the same way every time', () => {
    const words = cloudWords(terms(40));
    expect(words.some((w) => w.rotated)).toBe(true);
    expect(words.some((w) => !w.rotated)).toBe(true);
    expect(cloudWords(terms(40))).toEqual(words);
  });

  it('keeps long labels level', () => {
    const long = terms(40).map((t) => ({ ...t, displayTerm: `${t.displayTerm} -- Australia -- History` }));
    expect(cloudWords(long).some((w) => w.rotated)).toBe(false);
  });

  it('draws the same sequence from the same seed', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('year brush', () => {
  it('sets 1 January of the start year and 31 December of the end year', () => {
    expect(brushDates(1880, 1889, 2026)).toEqual({ from: '1880-01-01', to: '1889-12-31' });
    expect(brushDates(1920, 1910, 2026)).toEqual({ from: '1910-01-01', to: '1920-12-31' });
  });

  it('ignores years before 1780 or after this year', () => {
    expect(brushDates(1700, 1800, 2026)).toEqual({ from: '1780-01-01', to: '1800-12-31' });
    expect(brushDates(2000, 2100, 2026)).toEqual({ from: '2000-01-01', to: '2026-12-31' });
    expect(brushDates(1600, 1700, 2026)).toBeNull();
    expect(brushDates(2030, 2040, 2026)).toBeNull();
    expect(brushDates(Number.NaN, 1900, 2026)).toBeNull();
  });

  it('puts the range in the address, back to the first page', () => {
    const current = new URLSearchParams('keyword=gold&startPos=20');
    expect(brushHref(base, current, { from: '1880-01-01', to: '1889-12-31' })).toBe(
      `${base}/explore?keyword=gold&date.from=1880-01-01&date.to=1889-12-31`,
    );
  });

  it('reads the years back for the Years badge', () => {
    expect(yearsOf(new URLSearchParams('date.from=1880-01-01&date.to=1889-12-31'))).toEqual({
      from: 1880,
      to: 1889,
    });
    expect(yearsOf(new URLSearchParams('keyword=x'))).toBeNull();
  });
});

describe('addresses', () => {
  it('clearing the dates removes date.from, date.to, startPos, pageSize and pageTotals', () => {
    const current = new URLSearchParams(
      'keyword=gold&date.from=1880-01-01&date.to=1889-12-31&startPos=20&pageSize=50&pageTotals=true&l-format=Book',
    );
    expect(clearDatesHref(base, current)).toBe(`${base}/explore?keyword=gold&l-format=Book`);
  });

  it('Clear all removes limits and dates and keeps the words', () => {
    const current = new URLSearchParams('keyword=gold&l-format=Book&l-decade=188&date.from=1880-01-01');
    expect(clearAllHref(base, current)).toBe(`${base}/explore?keyword=gold`);
  });

  it('adds a term once and removes it with its .mod', () => {
    const added = addLimitHref(base, new URLSearchParams('startPos=20'), 'l-format', 'Book');
    expect(added).toBe(`${base}/explore?l-format=Book`);
    expect(addLimitHref(base, new URLSearchParams('l-format=Book'), 'l-format', 'Book')).toBe(added);
    expect(
      removeLimitHref(base, new URLSearchParams('l-format=Book&l-format.mod=not'), 'l-format', 'Book'),
    ).toBe(`${base}/explore`);
  });
});

describe('year fields without JavaScript', () => {
  it('turn into the brushed date range, or are dropped when they are not years', () => {
    const sent = new URLSearchParams('keyword=gold&fromYear=1950&toYear=1959');
    expect(yearFieldsHref(base, sent, 2026)).toBe(
      `${base}/explore?keyword=gold&date.from=1950-01-01&date.to=1959-12-31`,
    );
    expect(yearFieldsHref(base, new URLSearchParams('fromYear=abc'), 2026)).toBe(`${base}/explore`);
    expect(yearFieldsHref(base, new URLSearchParams('keyword=gold'), 2026)).toBeNull();
  });
});
