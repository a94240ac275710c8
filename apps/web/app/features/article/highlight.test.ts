import { describe, expect, it } from 'vitest';
import { highlightTerms, termPattern } from './highlight.ts';

describe('search term highlighting', () => {
  it('keeps the words of a search term, without operators, quotes or single letters', () => {
    expect(highlightTerms('gold AND Ballarat a')).toEqual(['gold', 'ballarat']);
    expect(highlightTerms(null)).toEqual([]);
  });

  it('keeps a quoted phrase whole, so its words are never marked apart', () => {
    expect(highlightTerms('"gold rush" AND Ballarat')).toEqual(['gold rush', 'ballarat']);
    const pattern = termPattern(highlightTerms('"gold rush"')) ?? /x/;
    const text = 'The gold rush came; Gold-Rush days. Gold alone, and a rush alone.';
    expect(text.match(pattern)).toEqual(['gold rush', 'Gold-Rush']);
  });

  it('matches whole words regardless of case', () => {
    const pattern = termPattern(['gold']);
    expect('Gold and golden, GOLD.'.match(pattern ?? /x/)).toEqual(['Gold', 'GOLD']);
    expect(termPattern([])).toBeNull();
  });
});
