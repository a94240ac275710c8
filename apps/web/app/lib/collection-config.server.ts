import { CACHE_SECONDS, type CollectionConfig } from '@trove/contracts';
import type { ApiResult } from '@trove/contracts';
import { api } from './api-client.ts';
import { cached } from './cache.server.ts';

/**
 * A collection's configuration, kept for the collection lifetime (spec 01 §9) by this server
 * process: every search page needs it and it changes only with a content edit. Only existing
 * collections are kept (a failed lookup is asked again), so odd keys cannot fill the cache.
 */
export function loadCollectionConfig(ns: string, key: string): Promise<ApiResult<CollectionConfig>> {
  return cached(`collection-config:${ns}/${key}`, CACHE_SECONDS.collection, () =>
    api.collections.configuration({ ns, key }),
  );
}

/** The category collections (the search-everything page's groups), kept the same way. */
export function loadCategoryCollections(): Promise<ApiResult<CollectionConfig[]>> {
  return cached('collection-set:category', CACHE_SECONDS.collection, () =>
    api.collections.set({ set: 'category' }),
  );
}
