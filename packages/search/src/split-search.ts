import type { SearchRequest } from './engine.ts';
import type { RowRange } from './table-queries.ts';

/**
 * A search split by row id range between two worker threads (workers/search-pool.ts): each part
 * counts, ranks and facets its own rows; the parts merge here; one worker then builds the page.
 */
export interface SearchPart {
  request: SearchRequest;
  range: RowRange;
}

/** What one part answers. */
export interface PartialPage {
  total: number;
  /**
   * The part's first `startPos + pageSize` rows in order, each with its sort value: the bm25 score
   * for relevance (lower first, ties by row id), or the date value of date-order.ts.
   */
  first: [number, number][];
  /** Facet value (`code\tterm`, facet-values.ts) -> matching rows of the part. */
  counts: [string, number][];
}

/** The parts' answers as one: the total, the page's row ids, the facet counts summed. */
export interface MergedParts {
  total: number;
  rowids: number[];
  counts: [string, number][];
}

export function mergeParts(parts: readonly PartialPage[], startPos: number, pageSize: number): MergedParts {
  const first = parts.flatMap((p) => p.first).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const counts = new Map<string, number>();
  for (const part of parts) for (const [key, n] of part.counts) counts.set(key, (counts.get(key) ?? 0) + n);
  return {
    total: parts.reduce((sum, p) => sum + p.total, 0),
    rowids: first.slice(startPos, startPos + pageSize).map(([rowid]) => rowid),
    counts: [...counts],
  };
}
