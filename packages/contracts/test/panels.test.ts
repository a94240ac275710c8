import { describe, expect, it } from 'vitest';
import { summaryPanelSize, usesImageTiles } from '../src/search/panels.ts';

describe('summary panels', () => {
  it('shows 8 image tiles for picture collections and 3 rows otherwise', () => {
    expect(usesImageTiles('PICTURE')).toBe(true);
    expect(usesImageTiles('BOOK', 'IMAGE_TILE')).toBe(true);
    expect(usesImageTiles('BOOK')).toBe(false);
    expect(summaryPanelSize(true)).toBe(8);
    expect(summaryPanelSize(false)).toBe(3);
  });
});
