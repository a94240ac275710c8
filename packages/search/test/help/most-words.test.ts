import { describe, expect, it } from 'vitest';
import { fewerWords, keywordUnits, withAtLeast } from '../../src/help/most-words.ts';
import { keywordTerms } from '../../src/criteria-query.ts';
import { atLeastOf } from '../../src/query/at-least.ts';

describe('fewerWords', () => {
  it('tries all but one of the words, then fewer, down to half of them', () => {
    expect(fewerWords(2)).toEqual([1]);
    expect(fewerWords(3)).toEqual([2]);
    expect(fewerWords(5)).toEqual([4, 3]);
    expect(fewerWords(8)).toEqual([7, 6, 5, 4]);
  });

  it('leaves one word, and more than eight, as asked', () => {
    expect(fewerWords(1)).toEqual([]);
    expect(fewerWords(9)).toEqual([]);
  });
});

describe('keywordUnits', () => {
  it('counts what the keyword requires side by side', () => {
    expect(keywordUnits(keywordTerms('gold rush ballarat'))).toBe(3);
    expect(keywordUnits(keywordTerms('"gold rush" (ballarat OR bendigo) -film'))).toBe(2);
    expect(keywordUnits(keywordTerms('(gold rush'))).toBe(2);
  });

  it('is 0 without a keyword of all its words', () => {
    expect(keywordUnits({ ...keywordTerms('gold rush'), text: [] })).toBe(0);
    const any = keywordTerms('gold rush');
    expect(keywordUnits({ ...any, text: [{ field: 'keyword', mode: 'any', value: 'gold rush' }] })).toBe(0);
  });

  it('asks the compiled search for at least that many', () => {
    expect(withAtLeast(keywordTerms('gold rush'), 1).keywordAtLeast).toBe(1);
  });
});

describe('atLeastOf', () => {
  it('is every combination of that many, each ANDed, ORed together', () => {
    expect(atLeastOf(['"a"', '"b"', '"c"'], 2)).toBe('("a" AND "b") OR ("a" AND "c") OR ("b" AND "c")');
    expect(atLeastOf(['"a"', '"b" OR "c"'], 1)).toBe('"a" OR ("b" OR "c")');
  });
});
