import { describe, expect, it } from 'vitest';
import { shelfCovers, shelfLayout } from './cover-shelf-layout.ts';

describe('the perspective shelf of covers', () => {
  it('puts the front cover 200 high with the 1.5 aspect ratio, each next one 10 lower', () => {
    const { covers, height } = shelfLayout(3);
    expect(height).toBe(200);
    expect(covers.map((c) => [c.height, c.width])).toEqual([
      [200, 133],
      [190, 127],
      [180, 120],
    ]);
  });

  it('lets each cover hide three quarters of the one behind it, the front on top', () => {
    const { covers, width } = shelfLayout(3);
    expect(covers.map((c) => c.left)).toEqual([0, 133 - 95, 38 + 127 - 90]);
    expect(covers.map((c) => c.z)).toEqual([3, 2, 1]);
    expect(width).toBe(75 + 120);
  });

  it('shows at most 10 covers', () => {
    const { covers } = shelfLayout(25);
    expect(covers).toHaveLength(10);
    expect(covers.at(-1)?.height).toBe(110);
  });

  it('is empty for no covers', () => {
    expect(shelfLayout(0)).toEqual({ width: 0, height: 0, covers: [] });
  });

  it('is a shelf only when more than one edition has a cover', () => {
    const items = (urls: (string | null)[]) => urls.map((thumbnailUrl, id) => ({ id, thumbnailUrl }));
    expect(shelfCovers(items(['a.jpg', null]))).toEqual([]);
    expect(shelfCovers(items(['a.jpg', null, 'b.jpg'])).map((c) => c.id)).toEqual([0, 2]);
    expect(shelfCovers(items(Array.from({ length: 12 }, (_, i) => `${i}.jpg`)))).toHaveLength(10);
  });
});
