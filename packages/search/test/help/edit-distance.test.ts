import { describe, expect, it } from 'vitest';
import { editDistance, maxEditsFor } from '../../src/help/edit-distance.ts';

describe('editDistance (Damerau-Levenshtein, optimal string alignment)', () => {
  it.each([
    ['menzies', 'menzies', 0],
    ['menzeis', 'menzies', 1], // two neighbours swapped
    ['libary', 'library', 1], // a letter left out
    ['librarry', 'library', 1], // one too many
    ['librery', 'library', 1], // one wrong
    ['tasmanai', 'tasmania', 1],
    ['shakespere', 'shakespeare', 1],
    ['acommodaton', 'accommodation', 2],
    ['', 'ab', 2],
    ['müller', 'muller', 1], // accents count: callers fold them first
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance);
    expect(editDistance(b, a, 2)).toBe(distance);
  });

  it('stops past the most edits asked for, answering one more', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('gold', 'tin', 1)).toBe(2);
  });

  it('counts letters outside the basic plane as one each', () => {
    expect(editDistance('𝒜bc', 'abc', 2)).toBe(1);
  });
});

describe('maxEditsFor', () => {
  it('allows none below four letters, one up to five, two from six', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(maxEditsFor)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });
});
