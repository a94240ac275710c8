import type { SortBy, WorkResult } from '@trove/contracts';

/** One keyword search over one collection, several, or all of them (categories null). */
export interface SearchRequest {
  keyword: string;
  /** Collection url keys to search in; null searches every collection. */
  categories: readonly string[] | null;
  startPos: number;
  pageSize: number;
  sortBy: SortBy;
}

export interface SearchPage {
  /** Exact number of matching records. */
  total: number;
  works: WorkResult[];
}

export interface IndexStatus {
  ready: boolean;
  documents: number;
  lastChangeId: number;
  builtAt: string | null;
}

/**
 * What callers know of search. Methods are asynchronous so that an engine that answers from worker
 * threads, or a sharded one, can replace this one without touching callers.
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchPage>;
  /** Exact number of matches per collection url key; collections without matches are absent. */
  countByCategory(keyword: string): Promise<Map<string, number>>;
  status(): IndexStatus;
  close(): Promise<void>;
}
