import { SHELF } from '@trove/contracts';

export interface ShelfCover {
  /** Left edge of the cover, in pixels from the shelf's left. */
  left: number;
  width: number;
  height: number;
  /** Stacking order: the front (first) cover on top. */
  z: number;
}

export interface ShelfLayout {
  width: number;
  height: number;
  covers: ShelfCover[];
}

/**
 * The perspective shelf of spec 02 §9: at most 10 covers, the front one 200 pixels high, each
 * further one 10 pixels lower so the row recedes; widths follow the 1.5 aspect ratio (height over
 * width) and each cover hides 0.75 of the one behind it, so a quarter of each stays visible.
 */
export function shelfLayout(count: number, shelf: typeof SHELF = SHELF): ShelfLayout {
  const n = Math.max(0, Math.min(count, shelf.maxCovers));
  const covers: ShelfCover[] = [];
  let left = 0;
  for (let i = 0; i < n; i += 1) {
    const height = shelf.height - i * shelf.step;
    const width = Math.round(height / shelf.aspectRatio);
    if (i > 0) {
      const previous = covers[i - 1]!;
      // The part of the cover that shows beside the one in front of it.
      left = previous.left + previous.width - Math.round(width * shelf.overlap);
    }
    covers.push({ left, width, height, z: n - i });
  }
  const last = covers.at(-1);
  return { width: last ? last.left + last.width : 0, height: n > 0 ? shelf.height : 0, covers };
}

/** A shelf only when more than one edition has a cover; otherwise the single picture. */
export function shelfCovers<T extends { thumbnailUrl: string | null }>(
  items: readonly T[],
): (T & { thumbnailUrl: string })[] {
  const covered = items.filter((v): v is T & { thumbnailUrl: string } => Boolean(v.thumbnailUrl));
  return covered.length > 1 ? covered.slice(0, SHELF.maxCovers) : [];
}
