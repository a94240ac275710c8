import type { FacetCode } from '@trove/contracts';
import type { Counted } from '../facet-builder.ts';
import { withChildren } from '../facet-counts.ts';
import { SEPARATOR } from '../facet-values.ts';

/**
 * A search's facets from Solr's JSON facets: one terms facet over the whole `facets` field (its
 * values are `code<TAB>term`), split by code here; the labels of terms shown by another name are
 * kept by the engine (solr-labels.ts). One facet reads each match's values once; a facet per
 * code, chosen by prefix, read them once per code, several times slower (at a million records,
 * 100 ms of a broad search's 180). Every term is asked for (limit -1): every shard sends all of
 * its terms, so the sums are exact with no refinement. Built into the API's facets as the
 * embedded engine builds them (facet-builder.ts).
 */

export interface Bucket {
  val: string;
  count: number;
}
export type FacetAnswer = Record<string, { buckets?: Bucket[] } | number | undefined>;

/** The JSON facet request for the facets asked; `domain` widens them (a harvest counts all its matches). */
export function facetRequest(codes: readonly FacetCode[], domain?: object): Record<string, object> {
  if (codes.length === 0) return {};
  return {
    [VALUES]: { type: 'terms', field: 'facets', limit: -1, mincount: 1, ...(domain ? { domain } : {}) },
  };
}

/** The name of the one terms facet over every code's values. */
const VALUES = 'facet_values';

/** The counted terms of each facet asked (and their children), from the one facet over every code. */
export function countedOf(
  codes: readonly FacetCode[],
  answer: FacetAnswer | undefined,
): Map<FacetCode, Counted[]> {
  const byCode = new Map<FacetCode, Counted[]>(withChildren(codes).map((code) => [code, []]));
  for (const { val, count } of bucketsOf(answer, VALUES)) {
    const at = val.indexOf(SEPARATOR);
    byCode.get(val.slice(0, at) as FacetCode)?.push({ term: val.slice(at + SEPARATOR.length), count });
  }
  return byCode;
}

export function bucketsOf(answer: FacetAnswer | undefined, name: string): Bucket[] {
  const facet = answer?.[name];
  return typeof facet === 'object' ? (facet.buckets ?? []) : [];
}
