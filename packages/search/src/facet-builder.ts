import { FACETS, FACET_TERMS_MAX, type Facet, type FacetCode, type FacetTerm } from '@trove/contracts';
import { displayTermOf } from './facet-values.ts';
import type { FacetTable } from './facet-table.ts';
import type { ValueCounts } from './value-counts.ts';

/** Facets whose terms read best in time order; the rest are shown most frequent first. */
const CHRONOLOGICAL = new Set<string>(['decade', 'year', 'wordCount']);

export type LabelLookup = (code: string, term: string) => string | undefined;

/**
 * Facets as the API answers them: terms with their counts over the whole match set, selected
 * flags, and children nested under their parents (years under their decade, 'Book/Illustrated'
 * under 'Book'). Facets without a term are left out.
 */
export function buildFacets(
  codes: readonly FacetCode[],
  byCode: ReadonlyMap<FacetCode, Counted[]>,
  selected: Map<string, Set<string>>,
  label: LabelLookup,
): Facet[] {
  const termOf = (code: string, term: string, count: number, subTerms: FacetTerm[]): FacetTerm => ({
    term,
    displayTerm: label(code, term) ?? displayTermOf(code, term) ?? term.split('/').pop() ?? term,
    count,
    selected: selected.get(code)?.has(term) ?? false,
    subTerms,
  });
  const facets: Facet[] = [];
  for (const code of codes) {
    const definition = FACETS[code];
    if (definition.parent) continue;
    const found = byCode.get(code) ?? [];
    const child = Object.values(FACETS).find((f) => f.parent === code)?.code ?? null;
    // Children by their parent's term: years by decade, 'Book/Illustrated' by 'Book'.
    const nested = new Map<string, FacetTerm[]>();
    const children = child ? (byCode.get(child) ?? []) : found.filter((t) => t.term.includes('/'));
    for (const c of ordered(child ?? code, children)) {
      const parent = child ? decadeOf(c.term) : c.term.slice(0, c.term.lastIndexOf('/'));
      const siblings = nested.get(parent) ?? [];
      siblings.push(termOf(child ?? code, c.term, c.count, []));
      nested.set(parent, siblings);
    }
    // The most frequent terms, and any chosen term beyond them so that it can be unchosen.
    const chosen = selected.get(code);
    const parents = found.filter((t) => !t.term.includes('/'));
    const best = ordered(code, parents, FACET_TERMS_MAX);
    const extra = parents.filter((t) => chosen?.has(t.term) && !best.includes(t));
    const top = extra.length > 0 ? ordered(code, [...best, ...extra]) : best;
    const terms = top.map((t) => termOf(code, t.term, t.count, nested.get(t.term) ?? []));
    if (terms.length > 0)
      facets.push({ code, displayName: definition.displayName, limit: definition.limit, terms });
  }
  return facets;
}

/** A facet's term and how many matches hold it. */
export type Counted = { term: string; count: number };

/** The counted terms of each facet asked, read from the value ids' codes. */
export function countedByCode(
  codes: readonly FacetCode[],
  { ids, counts }: ValueCounts,
  table: FacetTable,
): Map<FacetCode, Counted[]> {
  const codeOfId: (FacetCode | undefined)[] = [];
  const byCode = new Map<FacetCode, Counted[]>();
  for (const code of codes) {
    const id = table.codeId(code);
    if (id === undefined) continue;
    codeOfId[id] = code;
    byCode.set(code, []);
  }
  for (let i = 0; i < ids.length; i += 1) {
    const valueId = ids[i] ?? 0;
    const code = codeOfId[table.codeOf(valueId)];
    if (code) byCode.get(code)?.push({ term: table.termOf(valueId), count: counts[i] ?? 0 });
  }
  return byCode;
}

/**
 * Terms in display order, the first `limit` of them: by time for chronological facets, else most
 * frequent first, ties by term. A facet can hold tens of thousands of terms (one per web site), so
 * only the best `limit` are kept while scanning, and plain comparisons stand in for localeCompare.
 */
function ordered(code: string, terms: Counted[], limit = Number.POSITIVE_INFINITY): Counted[] {
  const byTerm = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const compare = CHRONOLOGICAL.has(code)
    ? (a: Counted, b: Counted) => Number(a.term) - Number(b.term) || byTerm(a.term, b.term)
    : (a: Counted, b: Counted) => b.count - a.count || byTerm(a.term, b.term);
  if (terms.length <= limit * 4) return [...terms].sort(compare).slice(0, limit);
  const kept: Counted[] = [];
  for (const term of terms) {
    const worst = kept[kept.length - 1];
    if (kept.length === limit && worst && compare(term, worst) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(term, kept[at - 1] ?? term) < 0) at -= 1;
    kept.splice(at, 0, term);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** Years nest under their decade: '1915' is in decade '191'. */
function decadeOf(year: string): string {
  return String(Math.floor(Number(year) / 10));
}
