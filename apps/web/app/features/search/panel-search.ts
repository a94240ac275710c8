import { ResultsPageSchema, type CollectionConfig } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import {
  apiSearchQuery,
  collectionHref,
  type SearchOutcome,
  type SearchParams,
} from '../../lib/search-params.ts';
import { summaryCount, usesTiles } from '../../components/results/tiles.ts';

/** A summary panel's collection as the page needs it. */
export interface PanelCollection {
  key: string;
  name: string;
  catchline: string | null;
  /** Above 0: the panel waits until asked (spec 01 §2.8 delayed state). */
  searchDelay: number;
  tiles: boolean;
}

export function panelCollection(c: CollectionConfig): PanelCollection {
  return {
    key: c.urlKey,
    name: c.name,
    catchline: c.catchline,
    searchDelay: c.searchDelay,
    tiles: usesTiles(c.searchHandler, c.uiSearchType),
  };
}

/**
 * The first page of one collection for its summary panel: 3 results, or 8 image tiles, from the
 * start. Never explained (ADR 019): explanations belong to a collection's full results.
 */
export function panelQuery(collection: PanelCollection, params: SearchParams): string {
  return `/search/${encodeURIComponent(collection.key)}${apiSearchQuery(params.criteria, {
    startPos: 0,
    pageSize: summaryCount(collection.tiles),
    explain: false,
  })}`;
}

/** Runs a panel's search from the browser (or the server: apiGet knows where the API is). */
export async function searchPanel(collection: PanelCollection, params: SearchParams): Promise<SearchOutcome> {
  const result = await apiGet(panelQuery(collection, params), ResultsPageSchema);
  if (result.ok) return { ok: true, page: result.data };
  return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
}

/** The collection's full results for the same query. */
export function panelHref(collection: PanelCollection, current: URLSearchParams): string {
  return collectionHref(collection.key, current);
}
