import { describe, expect, it } from 'vitest';
import { stepActive } from './option-navigation.ts';

describe('moving through suggestions with the arrow keys', () => {
  it('starts at the first with Down and the last with Up', () => {
    expect(stepActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(stepActive(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('moves one at a time and wraps round at either end', () => {
    expect(stepActive(0, 3, 'ArrowDown')).toBe(1);
    expect(stepActive(2, 3, 'ArrowDown')).toBe(0);
    expect(stepActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has nothing to make active in an empty list, and restarts when the list shrank', () => {
    expect(stepActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(stepActive(4, 2, 'ArrowDown')).toBe(0);
  });
});
