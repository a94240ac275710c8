import type { Facet, FacetCode } from '@trove/contracts';
import { type Counted, buildFacets } from '../facet-builder.ts';
import { withChildren } from '../facet-counts.ts';
import { SEPARATOR } from '../facet-values.ts';

/**
 * A search's facets from Solr's JSON facets: one terms facet over the `facets` field for each code
 * asked (its values are `code<TAB>term`, chosen by prefix), every term of each (limit -1, so every
 * shard sends every term and the sums are exact; refine asks again where one did not), and the
 * labels of the terms shown by another name. Built into the API's facets as the embedded engine
 * builds them (facet-builder.ts).
 */

/** Codes whose terms are shown by a label kept beside them (a newspaper title's id by its name). */
const LABELLED = ['title'];

export interface Bucket {
  val: string;
  count: number;
}
export type FacetAnswer = Record<string, { buckets?: Bucket[] } | number | undefined>;

const prefixOf = (code: string) => `${code}${SEPARATOR}`;

/** The JSON facet request for the facets asked; `domain` widens them (a harvest counts all its matches). */
export function facetRequest(codes: readonly FacetCode[], domain?: object): Record<string, object> {
  const request: Record<string, object> = {};
  const terms = (field: string, prefix: string) => ({
    type: 'terms',
    field,
    prefix,
    limit: -1,
    mincount: 1,
    refine: true,
    ...(domain ? { domain } : {}),
  });
  for (const code of withChildren(codes)) request[`facet_${code}`] = terms('facets', prefixOf(code));
  for (const code of codes.filter((c) => LABELLED.includes(c)))
    request[`label_${code}`] = terms('facet_labels', prefixOf(code));
  return request;
}

export function facetsOf(
  codes: readonly FacetCode[],
  answer: FacetAnswer | undefined,
  selected: Map<string, Set<string>>,
): Facet[] {
  if (codes.length === 0) return [];
  const asked = withChildren(codes);
  const byCode = new Map<FacetCode, Counted[]>();
  const labels = new Map<string, string>();
  for (const code of asked) {
    const prefix = prefixOf(code);
    byCode.set(
      code,
      bucketsOf(answer, `facet_${code}`).map((b) => ({ term: b.val.slice(prefix.length), count: b.count })),
    );
    for (const { val } of bucketsOf(answer, `label_${code}`)) {
      const [, term = '', label = ''] = val.split(SEPARATOR);
      labels.set(`${code}${SEPARATOR}${term}`, label);
    }
  }
  return buildFacets(asked, byCode, selected, (code, term) => labels.get(`${code}${SEPARATOR}${term}`));
}

export function bucketsOf(answer: FacetAnswer | undefined, name: string): Bucket[] {
  const facet = answer?.[name];
  return typeof facet === 'object' ? (facet.buckets ?? []) : [];
}
