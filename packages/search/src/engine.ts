import type { Facet, FacetCode, SortBy, WorkResult } from '@trove/contracts';
import type { ChangeCursor } from '@trove/db';
import type { SearchTerms } from './criteria-query.ts';
import type { SpellingSuggestion } from './help/spelling.ts';

/** One search over one collection, several, or all of them (categories null). */
export interface SearchRequest {
  /** What to look for: text fields, identifiers, ranges and limits (contracts criteria.ts). */
  terms: SearchTerms;
  /** Collection url keys to search in; null searches every collection. */
  categories: readonly string[] | null;
  startPos: number;
  pageSize: number;
  sortBy: SortBy;
  /** Facets to count over the whole match set; none skips counting. */
  facets: readonly FacetCode[];
  /** Explain each result's score (data managers). */
  explain?: boolean;
  /**
   * A bulk harvest (/v3 bulkHarvest, ADR 051): the hits in index row order after this row id (0 for
   * the first page), startPos and sortBy ignored. A keyset, not an offset: following `lastRowid`
   * gives every match once, even while records are added.
   */
  harvestAfter?: number;
  /**
   * Searched afresh, not answered from pages the engine keeps: a client that asked for no cached
   * answer (Cache-Control: no-cache), such as the benchmark's load of searches never seen before.
   */
  fresh?: boolean;
}

export interface SearchPage {
  /** Exact number of matching records. */
  total: number;
  works: WorkResult[];
  facets: Facet[];
  /** With harvestAfter: the row id of the page's last record, where the next page starts; none at the end. */
  lastRowid?: number;
}

/** One collection's summary panel in a search of every collection: its url key and how many works it shows. */
export interface PanelRequest {
  category: string;
  pageSize: number;
}

/** A search of every collection (spec 01 §2.8): a summary panel per collection with matches, and facets. */
export interface SearchAllRequest {
  terms: SearchTerms;
  /** The collections that may show a panel, in the order they are shown. */
  panels: readonly PanelRequest[];
  sortBy: SortBy;
  /** Facets to count over every match in every collection. */
  facets: readonly FacetCode[];
  explain?: boolean;
}

/** A panel of a collection with matches: its exact total and its first works. */
export interface PanelPage {
  category: string;
  total: number;
  works: WorkResult[];
}

export interface SearchAllPage {
  /** The requested panels that have matches, in the order asked. */
  panels: PanelPage[];
  facets: Facet[];
  /** Absent when the search needs none. */
  help?: SearchHelp;
}

/** A search's page, and the limits left out to find anything (none when the search was kept as asked). */
export interface WidenedPage {
  page: SearchPage;
  removedLimits: string[];
  /** Absent when the search needs none. */
  help?: SearchHelp;
}

/** Help for a search that failed or disappointed (help/search-help.ts, ADR 034). */
export interface SearchHelp {
  /** A spelling of the keyword that finds more: offered when the search as asked found few. */
  suggestion?: SpellingSuggestion;
  /** No record holds every word of the keyword: the page holds those with `matched` of the `of` words. */
  partial?: { matched: number; of: number };
}

export interface IndexStatus {
  ready: boolean;
  documents: number;
  /** The index's place in the store's change log: every change at or before it is applied. */
  applied: ChangeCursor;
  /**
   * Grows whenever this process's index changes (changes applied, an engine opened): for keys of
   * answers cached in memory.
   */
  revision: number;
  builtAt: string | null;
}

/**
 * What callers know of search. Methods are asynchronous so that an engine that answers from worker
 * threads, or a sharded one, can replace this one without touching callers. A search that cannot
 * run throws QueryProblem (criteria-query.ts) with a sentence for the person who asked.
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchPage>;
  /**
   * Every collection at once, answered by one engine (one worker): a panel per collection with
   * matches, and help when it fails or disappoints (help/search-help.ts).
   */
  searchAll(request: SearchAllRequest): Promise<SearchAllPage>;
  /**
   * A search that, finding nothing because of its limits, is redone without them (widening.ts), with
   * help when it fails or disappoints (help/search-help.ts).
   */
  searchWidening(request: SearchRequest): Promise<WidenedPage>;
  /** Exact number of matches per collection url key; collections without matches are absent. */
  countByCategory(terms: SearchTerms): Promise<Map<string, number>>;
  status(): IndexStatus;
  close(): Promise<void>;
}

/**
 * The engine cannot answer now: no node of its cluster answers, or a part of the index has no
 * copy that does (ADR 055). Not the asker's fault and not a bug: the portal answers 503 and search
 * comes back by itself when the engine does.
 */
export class SearchUnavailable extends Error {
  override name = 'SearchUnavailable';
}
