import type { ListItemFacts } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { decadeOf, filterItems, filterValues, sortItems } from './list-items-query.ts';

const fact = (id: number, over: Partial<ListItemFacts>): ListItemFacts => ({
  id,
  position: id,
  targetType: 'work',
  title: null,
  year: null,
  date: null,
  languages: null,
  ...over,
});

const ITEMS = [
  fact(1, { title: 'robbery under arms', year: 1888, date: '1888', languages: '["eng"]' }),
  fact(2, { targetType: 'article', title: 'FEDERATION CONVENTION.', year: 1897, date: '1897-03-11' }),
  fact(3, { targetType: 'uri', title: 'Another page' }),
  fact(4, { targetType: 'person', title: 'Edmund Barton', year: 1849, date: '1849-01-18' }),
  fact(5, { title: 'Le Tour', year: 1897, date: '1897-01', languages: '["fre","eng"]' }),
];
const ids = (items: ListItemFacts[]) => items.map((i) => i.id);

describe('sorting a list’s items', () => {
  it('keeps list order by default, reversed when descending', () => {
    expect(ids(sortItems(ITEMS, 'DEFAULT', false))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortItems(ITEMS, 'DEFAULT', true))).toEqual([5, 4, 3, 2, 1]);
  });

  it('sorts by title without regard to case', () => {
    expect(ids(sortItems(ITEMS, 'TITLE', false))).toEqual([3, 4, 2, 5, 1]);
    expect(ids(sortItems(ITEMS, 'TITLE', true))).toEqual([1, 5, 2, 4, 3]);
  });

  it('sorts by date to the day, undated items last either way', () => {
    expect(ids(sortItems(ITEMS, 'DATE', false))).toEqual([4, 1, 5, 2, 3]);
    expect(ids(sortItems(ITEMS, 'DATE', true))).toEqual([2, 5, 1, 4, 3]);
  });
});

describe('filtering a list’s items', () => {
  it('names decades as the date filter does', () => {
    expect(decadeOf(1897)).toBe('1890s');
    expect(decadeOf(1900)).toBe('1900s');
    expect(decadeOf(null)).toBeNull();
  });

  it('filters by type (web pages are addresses and archived sites), language name and decade', () => {
    expect(ids(filterItems(ITEMS, { type: 'webpage' }))).toEqual([3]);
    expect(ids(filterItems(ITEMS, { type: 'newspaper' }))).toEqual([2]);
    expect(ids(filterItems(ITEMS, { lang: 'english' }))).toEqual([1, 5]);
    expect(ids(filterItems(ITEMS, { lang: 'French' }))).toEqual([5]);
    expect(ids(filterItems(ITEMS, { date: '1890s' }))).toEqual([2, 5]);
    expect(ids(filterItems(ITEMS, { date: '1890s', type: 'work' }))).toEqual([5]);
    expect(ids(filterItems(ITEMS, { matching: new Set([4, 5]) }))).toEqual([4, 5]);
  });

  it('answers filter values with their item ids', () => {
    expect(filterValues(ITEMS, 'lang')).toEqual({
      lang: [
        { value: 'English', itemIds: [1, 5] },
        { value: 'French', itemIds: [5] },
      ],
    });
    expect(filterValues(ITEMS, 'date').date?.map((d) => d.value)).toEqual(['1840s', '1880s', '1890s']);
    expect(filterValues(ITEMS, 'all')).toEqual({
      all: ITEMS.map((i, n) => ({ id: i.id, seq: n + 1 })),
      sortOptions: ['DEFAULT', 'DATE', 'TITLE'],
    });
  });
});
