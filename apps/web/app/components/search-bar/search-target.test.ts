import { describe, expect, it } from 'vitest';
import { advancedSearchHref, searchTarget } from './search-target.ts';

describe('basic search target', () => {
  it('searches everything without a collection', () => {
    expect(searchTarget('gold rush', {})).toBe('/search?keyword=gold+rush');
  });

  it('searches one collection when one is chosen', () => {
    expect(searchTarget('gold', { categoryKey: 'books' })).toBe('/search/category/books?keyword=gold');
  });

  it('searches within the collection on a collection page', () => {
    expect(searchTarget('gold', { collectionPath: '/collection/category/books' })).toBe(
      '/collection/category/books/search?keyword=gold',
    );
  });

  it('normalises curly quotes and dashes, and trims', () => {
    expect(searchTarget('  \u201Cned kelly\u201D \u2013 bushranger ', {})).toBe(
      `/search?${new URLSearchParams({ keyword: '"ned kelly" - bushranger' }).toString()}`,
    );
  });

  it('submits nothing for empty or blank text', () => {
    expect(searchTarget('   ', {})).toBeNull();
  });
});

describe('a basic search on a results page', () => {
  const current = new URLSearchParams('keyword=gold&l-format=Book&startPos=40&sortBy=dateAsc');

  it('keeps limits and sort within the same collection, clearing paging', () => {
    expect(searchTarget('silver', { categoryKey: 'books', current, currentCategoryKey: 'books' })).toBe(
      '/search/category/books?keyword=silver&l-format=Book&sortBy=dateAsc',
    );
  });

  it('drops limits when the collection changes', () => {
    expect(searchTarget('silver', { categoryKey: null, current, currentCategoryKey: 'books' })).toBe(
      '/search?keyword=silver&sortBy=dateAsc',
    );
  });

  it('opens advanced search for a collection with the keyword', () => {
    expect(advancedSearchHref('books', ' gold ')).toBe('/search/advanced/category/books?keyword=gold');
    expect(advancedSearchHref('books', null)).toBe('/search/advanced/category/books');
  });
});
