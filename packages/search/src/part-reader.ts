import { compileCriteria, type TableMatch } from './criteria-query.ts';
import { pageByDate } from './date-order.ts';
import type { DocTable } from './doc-table.ts';
import type { FacetCounts } from './facet-counts.ts';
import { partCandidates, type RankSource } from './ranking.ts';
import { type RowFilter, rowFilterOf } from './row-filter.ts';
import type { PartAsk, SearchPart } from './search-parts.ts';
import type { RowRange, TableQueries } from './table-queries.ts';
import { NO_COUNTS } from './value-counts.ts';

/**
 * Reads a part of a search from the index (search-parts.ts): its counts, facet counts and page
 * candidates over a part of the row ids, or all of them. The row ids of its matches stay here.
 */
export class PartReader {
  constructor(
    private readonly tables: TableQueries,
    private readonly docs: DocTable,
    private readonly facets: FacetCounts,
  ) {}

  /**
   * One part of a search: asked by the partner, or the engine's own. Only what the page and the
   * facets need leaves.
   */
  read(ask: PartAsk): SearchPart {
    const { matches, terms, dates, records, exactKey } = compileCriteria(ask.terms, ask.categories);
    const filter = rowFilterOf(this.docs, terms, dates, records);
    const { range, sortBy } = ask;
    const inPart = (rowid: number) => range === null || (rowid >= range[0] && rowid <= range[1]);
    // A summary panel (no filter, no facets, by relevance) only counts its matches: no row ids read.
    const needsHits = filter !== null || ask.facets.length > 0 || sortBy !== 'relevance';
    const hits = needsHits ? matches.map((m) => this.hitsOf([m], filter, range)) : null;
    const wanted = (i: number) => ask.wanted[i] ?? 0;
    const order = sortBy === 'dateAsc' ? 1 : -1;
    return {
      counts: matches.map((m, i) => hits?.[i]?.length ?? this.tables.count(m, range)),
      facetCounts: hits ? this.facets.count(hits, ask.facets) : NO_COUNTS,
      candidates: matches.map((m, i) => {
        if (wanted(i) === 0 || sortBy !== 'relevance') return [];
        const source = this.rankSource(m, exactKey, {
          top: (limit) => this.tables.scoredTop(m, limit, range),
          all: () => this.tables.scoredAll(m, range),
        });
        return partCandidates(source, filter, wanted(i), inPart);
      }),
      dated: matches.map((_, i) =>
        sortBy === 'relevance' || wanted(i) === 0 ? [] : this.byDate(hits?.[i] ?? [], order, 0, wanted(i)),
      ),
    };
  }

  byDate(hits: readonly number[], order: 1 | -1, startPos: number, pageSize: number): number[] {
    return pageByDate(hits, (rowid) => this.docs.sortKeyOf(rowid), order, startPos, pageSize);
  }

  /** Every match that passes the filter (in a part of the row ids, when given), in no particular order. */
  hitsOf(matches: TableMatch[], filter: RowFilter, range: RowRange = null): number[] {
    const [only] = matches;
    if (only && matches.length === 1) {
      const rowids = this.tables.rowids(only, range);
      return filter ? rowids.filter(filter) : rowids;
    }
    const hits: number[] = [];
    for (const m of matches) {
      for (const rowid of this.tables.rowids(m, range)) if (!filter || filter(rowid)) hits.push(rowid);
    }
    return hits;
  }

  /** A match's ranking source, its scored matches read as given. */
  rankSource(m: TableMatch, exactKey: string | null, scored: Pick<RankSource, 'top' | 'all'>): RankSource {
    return {
      exact: () =>
        exactKey === null
          ? []
          : this.tables.exact(m, exactKey, (rowid) => this.docs.categoryOf(rowid) === m.category),
      titles: (rowids) => this.tables.titles(m, rowids),
      ...scored,
    };
  }
}
