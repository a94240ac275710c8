import { describe, expect, it } from 'vitest';
import { highlightTerms, termPattern } from './highlight.ts';

describe('search term highlighting', () => {
  it('keeps the words of a search term, without operators, quotes or single letters', () => {
    expect(highlightTerms('"gold rush" AND Ballarat a')).toEqual(['gold', 'rush', 'ballarat']);
    expect(highlightTerms(null)).toEqual([]);
  });

  it('matches whole words regardless of case', () => {
    const pattern = termPattern(['gold']);
    expect('Gold and golden, GOLD.'.match(pattern ?? /x/)).toEqual(['Gold', 'GOLD']);
    expect(termPattern([])).toBeNull();
  });
});
