import {
  AVAILABILITY_TERMS,
  termName,
  FACETS,
  LIMIT_LABELS,
  decadeDisplay,
  type Facet,
  type FacetTerm,
  type SearchCriteria,
} from '@trove/contracts';
import { clearLimitsHref, limitHref } from '../../lib/search-params.ts';

/**
 * The pure parts of the facets sidebar and the pills (spec 01 §2.8): abbreviated counts, links
 * that add or remove a term, and one pill per active limit.
 */

/** Counts as the sidebar shows them: 999, 1.2K, 34K, 3.4M (one decimal below 10 of a unit). */
export function abbreviateCount(count: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(count) < size) continue;
    const value = count / size;
    // Rounded down, so 999,950 never reads as 1000K and a count is never overstated.
    const shown = value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value);
    return `${shown.toString()}${suffix}`;
  }
  return String(count);
}

/** The limit a facet's subTerms are selected with: year under decade has its own, the others share. */
export function subTermLimit(facet: Pick<Facet, 'code' | 'limit'>): string {
  const child = Object.values(FACETS).find((f) => f.parent === facet.code);
  return child?.limit ?? facet.limit;
}

export interface TermLink {
  term: FacetTerm;
  limit: string;
  /** Where toggling the term leads: the term added, or removed when selected. */
  href: string;
  selected: boolean;
  children: TermLink[];
}

/** A facet's terms as links that toggle them, their subTerms nested. */
export function termLinks(
  facet: Pick<Facet, 'code' | 'limit' | 'terms'>,
  categoryKey: string | null,
  current: URLSearchParams,
): TermLink[] {
  const selectedIn = (limit: string, term: FacetTerm) =>
    term.selected || current.getAll(limit).includes(term.term);
  const build = (term: FacetTerm, limit: string, childLimit: string): TermLink => {
    const selected = selectedIn(limit, term);
    return {
      term,
      limit,
      selected,
      href: limitHref(categoryKey, current, limit, term.term, !selected),
      children: term.subTerms.map((sub) => build(sub, childLimit, childLimit)),
    };
  };
  return facet.terms.map((term) => build(term, facet.limit, subTermLimit(facet)));
}

/** Which terms show while a facet is collapsed: the first `max`, plus any selected further down. */
export function visibleTerms<T extends { selected: boolean; children: T[] }>(
  terms: T[],
  max: number,
  expanded: boolean,
): { shown: T[]; hidden: number } {
  if (expanded || terms.length <= max) return { shown: terms, hidden: 0 };
  const hasSelected = (t: T): boolean => t.selected || t.children.some(hasSelected);
  const shown = terms.filter((t, index) => index < max || hasSelected(t));
  return { shown, hidden: terms.length - shown.length };
}

export interface Pill {
  /** The parameter the pill stands for, e.g. l-format. */
  param: string;
  label: string;
  value: string;
  /** The value as people read it (a facet's displayTerm when known). */
  display: string;
  removeHref: string;
}

function findDisplay(terms: FacetTerm[], value: string): string | null {
  for (const term of terms) {
    if (term.term === value) return term.displayTerm;
    const inner = findDisplay(term.subTerms, value);
    if (inner) return inner;
  }
  return null;
}

/** How a limit's value reads when the facets do not say: decades and access terms have names. */
function fallbackDisplay(param: string, value: string): string {
  if (param === FACETS.decade.limit && /^-?\d{1,3}$/.test(value)) return decadeDisplay(value);
  if (param === FACETS.availability.limit) return termName(AVAILABILITY_TERMS, value) ?? value;
  return value;
}

/**
 * One pill per value of every active limit and facet (spec 01 §2.8), each with a link that
 * removes it; `.mod` parameters never have a pill. Life-date limits come from the ranges.
 */
export function buildPills(
  criteria: SearchCriteria,
  facets: Facet[],
  categoryKey: string | null,
  current: URLSearchParams,
): Pill[] {
  const pills: Pill[] = [];
  for (const limit of criteria.limits) {
    if (limit.key.endsWith('.mod')) continue;
    const facet = facets.find((f) => f.limit === limit.key);
    const parent = facets.find((f) => subTermLimit(f) === limit.key && f.limit !== limit.key);
    for (const value of limit.values) {
      const display =
        (facet && findDisplay(facet.terms, value)) ??
        (parent && findDisplay(parent.terms, value)) ??
        fallbackDisplay(limit.key, value);
      pills.push({
        param: limit.key,
        label: LIMIT_LABELS[limit.key] ?? limit.key.replace(/^l-/, ''),
        value,
        display,
        removeHref: limitHref(categoryKey, current, limit.key, value, false),
      });
    }
  }
  for (const range of criteria.ranges) {
    if (range.field !== 'birth' && range.field !== 'death') continue;
    const param = `l-${range.field}`;
    const value = current.get(param) ?? '';
    if (!value) continue;
    pills.push({
      param,
      label: range.field === 'birth' ? 'Birth' : 'Death',
      value,
      display: value,
      removeHref: limitHref(categoryKey, current, param, value, false),
    });
  }
  return pills;
}

export { clearLimitsHref };
