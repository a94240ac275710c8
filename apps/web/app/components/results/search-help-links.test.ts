import { describe, expect, it } from 'vitest';
import { hasDateLimit, suggestionHref, withoutDateLimitHref } from './search-help-links.ts';

describe('the links of the search help', () => {
  it('runs the corrected search keeping every other parameter, from the first page', () => {
    expect(
      suggestionHref(
        '/search/category/books',
        '?keyword=menzeis&l-format=Book&startPos=40&sortBy=dateAsc',
        'menzies',
      ),
    ).toBe('/search/category/books?keyword=menzies&l-format=Book&sortBy=dateAsc');
    expect(suggestionHref('/search', '?keyword=robert+menzeis', 'robert menzies')).toBe(
      '/search?keyword=robert+menzies',
    );
  });

  it('knows a date limit in the parameters or in the keyword', () => {
    expect(hasDateLimit('?keyword=gold&date.from=1850')).toBe(true);
    expect(hasDateLimit('?keyword=gold&l-decade=185')).toBe(true);
    expect(hasDateLimit('?keyword=gold+date:[1850+TO+1860]')).toBe(true);
    expect(hasDateLimit('?keyword=gold&l-format=Book')).toBe(false);
    expect(hasDateLimit('?keyword=update:[draft]')).toBe(false);
  });

  it('removes every date limit, and only them', () => {
    expect(
      withoutDateLimitHref(
        '/search',
        '?keyword=gold+date:[1850+TO+1860]+rush&date.from=1850&date.to=1860&l-decade=185&l-year=1855&l-year.mod=all&l-format=Book&startPos=20',
      ),
    ).toBe('/search?keyword=gold+rush&l-format=Book');
  });
});
