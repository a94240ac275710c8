import { describe, expect, it } from 'vitest';
import { canSplit } from './curation-rules.ts';

describe('canSplit', () => {
  it('lets a data manager separate an edition only from a work with more than one', () => {
    expect(canSplit(true, 2)).toBe(true);
    expect(canSplit(true, 1)).toBe(false);
    expect(canSplit(true, 0)).toBe(false);
  });

  it('never lets anyone else', () => {
    expect(canSplit(false, 5)).toBe(false);
  });
});
