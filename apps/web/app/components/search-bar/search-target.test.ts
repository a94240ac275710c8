import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target.ts';

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
