import type { Facet, FacetCode } from '@trove/contracts';
import type Database from 'better-sqlite3';
import { buildFacets, countedByCode } from './facet-builder.ts';
import type { FacetTable } from './facet-table.ts';
import type { IndexDb } from './index-file.ts';
import { NO_COUNTS, type ValueCounts } from './value-counts.ts';

/** The facets asked, with the year under the decade: the codes counted and built. */
export const withChildren = (codes: readonly FacetCode[]): FacetCode[] => [
  ...codes,
  ...codes.flatMap((c) => (c === 'decade' ? (['year'] as const) : [])),
];

/**
 * A search's facets: counted by value id over each part's matches (a split search's parts add
 * their counts up), then built into the API's facets with the newspaper titles' labels.
 */
export class FacetCounts {
  private readonly labels: Database.Statement;

  constructor(
    db: IndexDb,
    private readonly table: FacetTable,
  ) {
    this.labels = db.prepare('SELECT label FROM facet_label WHERE code = ? AND term = ?').pluck();
  }

  /** How many of the hits hold each value of the facets asked. */
  count(hits: readonly number[][], codes: readonly FacetCode[]): ValueCounts {
    if (codes.length === 0) return NO_COUNTS;
    const wanted = new Set<number>();
    for (const code of withChildren(codes)) {
      const id = this.table.codeId(code);
      if (id !== undefined) wanted.add(id);
    }
    const [only] = hits;
    return this.table.count(only && hits.length === 1 ? only : hits.flat(), wanted);
  }

  build(counts: ValueCounts, codes: readonly FacetCode[], selected: Map<string, Set<string>>): Facet[] {
    if (codes.length === 0) return [];
    const asked = withChildren(codes);
    return buildFacets(asked, countedByCode(asked, counts, this.table), selected, (code, term) =>
      code === 'title' ? ((this.labels.get(code, term) as string | undefined) ?? undefined) : undefined,
    );
  }
}
