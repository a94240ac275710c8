import { describe, expect, it } from 'vitest';
import { withParams } from './query-links.ts';

describe('query links', () => {
  it('changes and removes parameters, dropping a zero start position', () => {
    expect(
      withParams('/search/category/books', '?keyword=a&startPos=40', { sortBy: 'dateAsc', startPos: 0 }),
    ).toBe('/search/category/books?keyword=a&sortBy=dateAsc');
    expect(withParams('/s', '', { startPos: 20 })).toBe('/s?startPos=20');
  });
});
