import { CACHE_SECONDS, type CollectionConfig, type SearchMetadata } from '@trove/contracts';
import type { ApiResult } from '@trove/contracts';
import { api } from './api-client.ts';
import { cached } from './cache.server.ts';
import { loadCollectionConfig } from './collection-config.server.ts';

export interface AdvancedSearchData {
  collection: ApiResult<CollectionConfig>;
  /** Null when the lookups could not be loaded: the form still works without them. */
  metadata: SearchMetadata | null;
}

/**
 * What the advanced search of a collection needs: its configuration (the search handler decides
 * the fields) and its search metadata (lookups and date defaults, kept 30 minutes, spec 01 §9).
 */
export async function loadAdvancedSearch(ns: string, key: string): Promise<AdvancedSearchData> {
  const [collection, metadata] = await Promise.all([
    loadCollectionConfig(ns, key),
    cached(`search-metadata:${key}`, CACHE_SECONDS.searchMetadata, () =>
      api.search.metadata({ category: key }),
    ),
  ]);
  return { collection, metadata: metadata.ok ? metadata.data : null };
}
