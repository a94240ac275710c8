import { LIMITS } from '../limits.ts';

/**
 * The summary panels of a search across every collection (spec 01 §2.8, §9), as the web draws them
 * and the server fills them: which collections show image tiles, and how many works a panel holds.
 */

/** Handlers of collections of pictures and maps, which show image tiles whatever their uiSearchType. */
const IMAGE_TILE_HANDLERS = new Set(['PICTURE', 'MAP', 'MAP_AND_PICTURE']);

/** Collections of pictures and maps show image tiles (uiSearchType IMAGE_TILE, spec 01 §3). */
export function usesImageTiles(
  searchHandler: string | null | undefined,
  uiSearchType?: string | null,
): boolean {
  return uiSearchType === 'IMAGE_TILE' || IMAGE_TILE_HANDLERS.has(searchHandler ?? '');
}

/** A summary panel shows 3 results, or 8 image tiles (spec 01 §9). */
export function summaryPanelSize(tiles: boolean): number {
  return tiles ? LIMITS.summaryPanelImageTiles : LIMITS.summaryPanelResults;
}
