import type { FacetCode, SortBy } from '@trove/contracts';
import type { ChangeCursor } from '@trove/db';
import type { SearchTerms } from './criteria-query.ts';
import { mergeCandidates } from './ranking.ts';
import type { RowRange, Scored } from './table-queries.ts';
import { NO_COUNTS, type ValueCounts, addCounts } from './value-counts.ts';

/**
 * What a part of a search's row ids is asked for. A broad search is split in two at the middle row
 * id of its collection: one worker reads the row ids below it, the other those above, at once on
 * two cores (FTS5 scores each part from the whole table's statistics, so the parts score as the
 * whole does). The asker merges the parts and ranks, counts facets and fetches the page.
 */
export interface PartAsk {
  terms: SearchTerms;
  categories: readonly string[] | null;
  /** For each match of the search (compileCriteria's order), how many matches a page needs (0: none). */
  wanted: number[];
  /** By relevance, each match's ranking candidates; by date, each match's first `wanted` by date. */
  sortBy: SortBy;
  /** The facets to count over the part's matches. */
  facets: readonly FacetCode[];
  range: RowRange;
}

/** One part's answer, each list in the search's match order. */
export interface SearchPart {
  counts: number[];
  /** How many of the part's matches hold each facet value. */
  facetCounts: ValueCounts;
  /** The scored matches of each match that its ranking reads (ranking.ts, partCandidates). */
  candidates: Scored[][];
  /** Each match's first `wanted` matches in the date order asked. */
  dated: number[][];
}

/** What a part is read from: the changes applied, and the numbering of facet values its counts use. */
export interface PartState {
  applied: ChangeCursor;
  facetValues: string;
}

export const sameState = (a: PartState, b: PartState): boolean =>
  a.applied.xact === b.applied.xact && a.applied.id === b.applied.id && a.facetValues === b.facetValues;

/**
 * Another engine over the same index file, in another worker, that can take a part of a search.
 * `ask` sends the part at once; the function it returns is called once the asker's own part is
 * done, and gives the partner's answer, or null when the partner had not begun it (busy with a
 * search of its own, or behind the asker's changes): the asker then runs the part itself.
 */
export interface Partner {
  ask(ask: PartAsk, state: PartState): () => Promise<SearchPart | null>;
}

/** The parts of one search as the whole's answer (date lists joined; the asker orders them). */
export function mergeParts(parts: readonly SearchPart[]): SearchPart {
  const [first] = parts;
  if (!first || parts.length === 1)
    return first ?? { counts: [], facetCounts: NO_COUNTS, candidates: [], dated: [] };
  const each = <T>(pick: (part: SearchPart) => T[], join: (items: T[]) => T): T[] =>
    pick(first).map((_, i) => join(parts.map((part) => pick(part)[i] as T)));
  return {
    counts: each(
      (p) => p.counts,
      (counts) => counts.reduce((a, b) => a + b, 0),
    ),
    facetCounts: parts.map((p) => p.facetCounts).reduce(addCounts),
    candidates: each((p) => p.candidates, mergeCandidates),
    dated: each(
      (p) => p.dated,
      (lists) => lists.flat(),
    ),
  };
}
