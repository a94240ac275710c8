import type { ChangeCursor } from '@trove/db';
import type { SearchTerms } from './criteria-query.ts';
import { mergeCandidates } from './ranking.ts';
import type { RowRange, Scored } from './table-queries.ts';

/**
 * What a part of a search's row ids is asked for. A broad search is split in two at the middle row
 * id of its collection: one worker reads the row ids below it, the other those above, at once on
 * two cores (FTS5 scores each part from the whole table's statistics, so the parts score as the
 * whole does). The asker merges the parts and ranks, counts facets and fetches the page.
 */
export interface PartAsk {
  terms: SearchTerms;
  categories: readonly string[] | null;
  /** For each match of the search (compileCriteria's order), how many ranked matches a page needs (0: none). */
  wanted: number[];
  /** Whether the matches' row ids are needed (a filter's total, facets, date order), or only counted. */
  hits: boolean;
  range: RowRange;
}

/** Row ids as read from the index, or as moved from another thread (a typed array). */
export type RowIds = ArrayLike<number> & Iterable<number>;

/** One part's answer, each list in the search's match order. */
export interface SearchPart {
  counts: number[];
  /** The row ids of each match that pass the search's filters, when asked for. */
  hits: RowIds[] | null;
  /** The scored matches of each match that its ranking reads (ranking.ts, partCandidates). */
  candidates: Scored[][];
}

/**
 * Another engine over the same index file, in another worker, that can take a part of a search.
 * `ask` sends the part at once; the function it returns is called once the asker's own part is
 * done, and gives the partner's answer, or null when the partner had not begun it (busy with a
 * search of its own, or behind the asker's changes): the asker then runs the part itself.
 */
export interface Partner {
  ask(ask: PartAsk, applied: ChangeCursor): () => Promise<SearchPart | null>;
}

/** The parts of one search as the whole's answer. */
export function mergeParts(parts: readonly SearchPart[]): SearchPart {
  const [first] = parts;
  if (!first || parts.length === 1) return first ?? { counts: [], hits: null, candidates: [] };
  const each = <T>(pick: (part: SearchPart) => T[], join: (items: T[]) => T): T[] =>
    pick(first).map((_, i) => join(parts.map((part) => pick(part)[i] as T)));
  return {
    counts: each(
      (p) => p.counts,
      (counts) => counts.reduce((a, b) => a + b, 0),
    ),
    hits: first.hits
      ? each(
          (p) => p.hits ?? [],
          (lists) => joinRowIds(lists),
        )
      : null,
    candidates: each((p) => p.candidates, mergeCandidates),
  };
}

/** Several lists of row ids as one, copied once into a typed array (a native copy each). */
export function joinRowIds(lists: readonly RowIds[]): RowIds {
  const [only] = lists;
  if (only && lists.length === 1) return only;
  const joined = new Float64Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of lists) {
    joined.set(list, at);
    at += list.length;
  }
  return joined;
}
