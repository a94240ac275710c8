import { describe, expect, it } from 'vitest';
import { harvestOrder } from './date-order.ts';

describe('a bulk harvest page', () => {
  it('gives the hits after a row id in row id order, whatever order they came in', () => {
    expect(harvestOrder([15, 3, 42, 8, 23], 8, 2)).toEqual([15, 23]);
    expect(harvestOrder([3, 8, 15, 23, 42], 0, 10)).toEqual([3, 8, 15, 23, 42]);
  });
  it('gives every hit exactly once when pages are followed, even with hits added between pages', () => {
    const hits = [5, 10, 15, 20, 25, 30, 35];
    const seen: number[] = [];
    let after = 0;
    for (let page = harvestOrder(hits, after, 3); page.length > 0; page = harvestOrder(hits, after, 3)) {
      seen.push(...page);
      after = page.at(-1) ?? after;
      if (hits.length < 10) hits.push(100 + seen.length); // records added mid-harvest get higher row ids
    }
    expect(seen).toEqual([...hits].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });
  it('is empty past the last hit', () => {
    expect(harvestOrder([1, 2, 3], 3, 5)).toEqual([]);
  });
});
