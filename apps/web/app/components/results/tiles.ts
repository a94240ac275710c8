import { LIMITS } from '@trove/contracts';

/** Collections of pictures and maps show image tiles (uiSearchType IMAGE_TILE, spec 01 §3). */
const TILE_HANDLERS = new Set(['PICTURE', 'MAP', 'MAP_AND_PICTURE']);

export function usesTiles(searchHandler: string | null | undefined, uiSearchType?: string | null): boolean {
  return uiSearchType === 'IMAGE_TILE' || TILE_HANDLERS.has(searchHandler ?? '');
}

/** A summary panel shows 3 results, or 8 image tiles (spec 01 §9). */
export function summaryCount(tiles: boolean): number {
  return tiles ? LIMITS.summaryPanelImageTiles : LIMITS.summaryPanelResults;
}
