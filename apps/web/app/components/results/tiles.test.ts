import { describe, expect, it } from 'vitest';
import { summaryCount, usesTiles } from './tiles.ts';

describe('summary panels', () => {
  it('shows 8 image tiles for picture collections and 3 rows otherwise', () => {
    expect(usesTiles('PICTURE')).toBe(true);
    expect(usesTiles('BOOK', 'IMAGE_TILE')).toBe(true);
    expect(usesTiles('BOOK')).toBe(false);
    expect(summaryCount(true)).toBe(8);
    expect(summaryCount(false)).toBe(3);
  });
});
