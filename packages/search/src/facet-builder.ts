import { FACETS, FACET_TERMS_MAX, type Facet, type FacetCode, type FacetTerm } from '@trove/contracts';
import { displayTermOf } from './facet-values.ts';
import type { FacetTable } from './facet-table.ts';

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
  counts: Map<number, number>,
  table: FacetTable,
  selected: Map<string, Set<string>>,
  label: LabelLookup,
): Facet[] {
  const byCode = new Map<string, { term: string; count: number }[]>();
  for (const [valueId, count] of counts) {
    const code = codes.find((c) => table.codeId(c) === table.codeOf(valueId));
    if (!code) continue;
    const list = byCode.get(code) ?? [];
    list.push({ term: table.termOf(valueId), count });
    byCode.set(code, list);
  }
  const termOf = (code: string, term: string, count: number, subTerms: FacetTerm[]): FacetTerm => ({
    term,
    displayTerm: label(code, term) ?? displayTermOf(code, term) ?? term.split('/').pop() ?? term,
    count,
    selected: selected.get(code)?.has(term) ?? false,
    subTerms,
  });
  const order = (code: string) => (a: { term: string; count: number }, b: { term: string; count: number }) =>
    CHRONOLOGICAL.has(code)
      ? Number(a.term) - Number(b.term) || a.term.localeCompare(b.term)
      : b.count - a.count || a.term.localeCompare(b.term);

  const facets: Facet[] = [];
  for (const code of codes) {
    const definition = FACETS[code];
    if (definition.parent) continue;
    const all = (byCode.get(code) ?? []).sort(order(code));
    const child = (Object.values(FACETS).find((f) => f.parent === code)?.code ?? null) as FacetCode | null;
    const children = child ? (byCode.get(child) ?? []).sort(order(child)) : [];
    const top = all.filter((t) => !t.term.includes('/')).slice(0, FACET_TERMS_MAX);
    const terms = top.map((t) => {
      const nested = child
        ? children.filter((y) => childOfDecade(y.term, t.term)).map((y) => termOf(child, y.term, y.count, []))
        : all
            .filter((s) => s.term.startsWith(`${t.term}/`) && !s.term.slice(t.term.length + 1).includes('/'))
            .map((s) => termOf(code, s.term, s.count, []));
      return termOf(code, t.term, t.count, nested);
    });
    if (terms.length > 0)
      facets.push({ code, displayName: definition.displayName, limit: definition.limit, terms });
  }
  return facets;
}

/** Years nest under their decade: '1915' is in decade '191'. */
function childOfDecade(year: string, decade: string): boolean {
  return String(Math.floor(Number(year) / 10)) === decade;
}
