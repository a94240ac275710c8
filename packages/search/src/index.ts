export type {
  SearchEngine,
  SearchRequest,
  SearchPage,
  SearchAllRequest,
  SearchAllPage,
  PanelRequest,
  PanelPage,
  WidenedPage,
  SearchHelp,
  IndexStatus,
} from './engine.ts';
export { SearchUnavailable } from './engine.ts';
export { FEW_RESULTS } from './help/search-help.ts';
export { keywordProblemOf, type KeywordProblem } from './help/query-problem.ts';
export { FtsSearchEngine } from './fts-engine.ts';
export { SearchPool } from './workers/search-pool.ts';
export {
  compileCriteria,
  keywordTerms,
  QueryProblem,
  type RecordIds,
  type ResolvedLimits,
  type SearchTerms,
} from './criteria-query.ts';
export * from './query/index.ts';
export { snippetParts } from './snippets.ts';
export { deliveryUrlOf, toDocument } from './documents.ts';
export {
  buildIndex,
  catchUp,
  ensureIndex,
  staleReason,
  MAX_INCREMENTAL_CHANGES,
  type BuildReport,
  type EnsureReport,
  type IndexedStore,
  type Log,
} from './indexer.ts';

export { FOLLOW_INTERVAL_MS, followStore, type Follower, type FollowOptions } from './follower.ts';

/** The index file's name inside DATA_DIR: each server instance owns one. */
export const INDEX_FILE_NAME = 'search-index.sqlite';
export { SolrAdmin, type ClusterStatus, type NewCollection, type ReplicaStatus } from './solr/solr-admin.ts';
export { SolrError } from './solr/solr-http.ts';
export { SolrSearchEngine, type SolrLocation } from './solr/solr-engine.ts';
export { SolrIndexWriter, fillSolrCollection } from './solr/solr-index.ts';
export { followSolr, prepareSolrCollection } from './solr/solr-follower.ts';
export { CONFIGSET_DIR } from './solr/configset.ts';
export {
  CollectionProblem,
  collectionNameOf,
  collectionStatus,
  createCollection,
  rebuildCollection,
  type CollectionShape,
} from './solr/solr-collections.ts';
