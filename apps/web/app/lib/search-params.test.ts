import { describe, expect, it } from 'vitest';
import { readSearchParams } from './search-params.ts';

describe('search params', () => {
  it('reads keyword, paging and sort, normalising the keyword', () => {
    expect(
      readSearchParams(new URLSearchParams('keyword=%E2%80%9Cgold%E2%80%9D&startPos=40&sortBy=dateAsc')),
    ).toEqual({
      keyword: '"gold"',
      startPos: 40,
      pageSize: 20,
      sortBy: 'dateAsc',
    });
  });

  it('falls back to defaults on odd values', () => {
    expect(readSearchParams(new URLSearchParams('startPos=-3&pageSize=5000&sortBy=nonsense'))).toEqual({
      keyword: '',
      startPos: 0,
      pageSize: 100,
      sortBy: 'relevance',
    });
  });
});
