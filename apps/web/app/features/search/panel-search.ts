import {
  apiCallOf,
  type CollectionConfig,
  dependsOnCaller,
  type ResultsPage,
  summaryPanelSize,
  usesImageTiles,
} from '@trove/contracts';
import { api } from '../../lib/browser-api.ts';
import type { ApiCallLine } from './api-call.tsx';
import {
  apiSearchFields,
  collectionHref,
  type SearchFields,
  type SearchOutcome,
  type SearchParams,
} from '../../lib/search-params.ts';

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
    tiles: usesImageTiles(c.searchHandler, c.uiSearchType),
  };
}

/**
 * The search call of a summary panel (its collection and query fields): the first page of one
 * collection, 3 results or 8 image tiles, from the start. Never explained (ADR 019): explanations
 * belong to a collection's full results.
 */
export function panelQuery(
  collection: PanelCollection,
  params: SearchParams,
): SearchFields & { category: string } {
  return {
    category: collection.key,
    ...apiSearchFields(params.criteria, {
      startPos: 0,
      pageSize: summaryPanelSize(collection.tiles),
      explain: false,
    }),
  };
}

/**
 * The page's 'Show the API call' (issue 18 §3): each panel's first page as the panel asks for it,
 * for the collections the API has.
 */
export function panelApiCalls(collections: readonly PanelCollection[], params: SearchParams): ApiCallLine[] {
  return collections.flatMap((collection) => {
    const call = apiCallOf(collection.key, {
      ...params.criteria,
      startPos: 0,
      pageSize: summaryPanelSize(collection.tiles),
      explain: false,
    });
    return call ? [{ params: call, collection: collection.name }] : [];
  });
}

/**
 * Runs a panel's search from the browser (or the server: the client knows where the API is). On the
 * server the visitor's cookie goes along only when the answer depends on who asks (the user-tag
 * limit, ADR 022); the browser sends its own. A panel shows what the search finds: when the API
 * had to leave limits out to find anything (a collection search's retry, spec 01 §4), the
 * collection holds nothing that matches, and the panel says so.
 */
export async function searchPanel(
  collection: PanelCollection,
  params: SearchParams,
  cookie: string | null = null,
  acceptPartial = false,
): Promise<SearchOutcome> {
  const own = dependsOnCaller(params.criteria) ? cookie : null;
  const result = await api.search.run(panelQuery(collection, params), { cookie: own });
  if (!result.ok)
    return {
      ok: false,
      message: result.message,
      noResponse: result.kind === 'network',
      status: result.status,
    };
  // Likewise a collection holding none of its records with every word (its search shows those with
  // most of them, ADR 034) has nothing that matches, unless no collection has (acceptPartial).
  const widened =
    (result.data.removedLimits ?? []).length > 0 ||
    (result.data.partialMatch !== undefined && !acceptPartial);
  return {
    ok: true,
    page: widened ? { ...result.data, works: [], totalRecords: 0, numRecords: 0 } : result.data,
  };
}

/** The collection's full results for the same query. */
export function panelHref(collection: PanelCollection, current: URLSearchParams): string {
  return collectionHref(collection.key, current);
}

/**
 * Each panel's outcome from one search of every collection (GET /search/-1): a collection with
 * matches shows its group's first results and total, one without shows that it has none. Panels of
 * collections with a search delay are left to wait for the visitor (spec 01 §2.8).
 */
export function panelOutcomes(
  collections: readonly PanelCollection[],
  all: ResultsPage,
): Record<string, SearchOutcome> {
  const groups = new Map(all.resultGroups.map((g) => [g.category, g]));
  const outcomes: Record<string, SearchOutcome> = {};
  for (const collection of collections) {
    if (collection.searchDelay > 0) continue;
    const group = groups.get(collection.key);
    const works = group?.works ?? [];
    outcomes[collection.key] = {
      ok: true,
      page: {
        works,
        numRecords: works.length,
        totalRecords: group?.totalFound ?? 0,
        maxRecords: all.maxRecords,
        startPos: 0,
        pageSize: summaryPanelSize(collection.tiles),
        facets: [],
        resultGroups: [],
        hasMoreGroups: false,
      },
    };
  }
  return outcomes;
}
