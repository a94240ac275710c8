import type { SearchSource } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { prominenceOf } from '../src/documents.ts';

const person = (linkedWorks: number) => ({ kind: 'person', linkedWorks }) as SearchSource;

describe('a person’s prominence', () => {
  it('grows with the works linked to them, on a log scale, up to 1', () => {
    const figures = [0, 1, 3, 15, 31, 500].map((n) => prominenceOf(person(n)));
    expect(figures[0]).toBe(0);
    expect(figures[1]).toBeCloseTo(0.2);
    expect(figures[3]).toBeCloseTo(0.8);
    expect(figures.slice(4)).toEqual([1, 1]);
    // One work tells a namesake apart more than the hundredth adds to the thirtieth.
    expect(figures[1]! - figures[0]!).toBeGreaterThan(prominenceOf(person(100)) - prominenceOf(person(30)));
  });

  it('is nothing for a record that is not a person or organisation', () => {
    expect(prominenceOf({ kind: 'article' } as SearchSource)).toBe(0);
  });
});
