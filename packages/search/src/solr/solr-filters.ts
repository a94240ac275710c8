import type { CompiledSearch, DateCondition } from '../criteria-query.ts';
import { SEPARATOR } from '../facet-values.ts';
import { paramsNamed } from './solr-params.ts';

/**
 * A compiled search's conditions beyond its words (criteria-query.ts) as Solr filter queries, one
 * for each condition so that Solr caches each on its own: the collections, the limits on facet
 * values, the resolved record sets and the date ranges, each meaning what the embedded engine's
 * row filter means (row-filter.ts). Values go in parameters (`v=$f1`), never into query text.
 */
export interface SolrFilters {
  fq: string[];
  params: Record<string, string>;
}

const NOTHING = '(-*:*)';

type Conditions = Pick<CompiledSearch, 'terms' | 'dates' | 'records'>;

export function solrFiltersOf(
  categories: readonly string[],
  { terms, dates, records }: Conditions,
): SolrFilters {
  const { params, param } = paramsNamed('f');
  const fq = [`{!terms f=category v=${param(categories.join(','))}}`];
  const facetValue = (code: string, term: string) =>
    `_query_:"{!term f=facets v=${param(`${code}${SEPARATOR}${term}`)}}"`;

  for (const { code, terms: values, mod } of terms) {
    const clauses = values.map((term) => facetValue(code, term));
    if (mod === 'not') fq.push(`(*:* ${clauses.map((c) => `-${c}`).join(' ')})`);
    else if (mod === 'all') fq.push(`(${clauses.map((c) => `+${c}`).join(' ')})`);
    else fq.push(`(${clauses.join(' ')})`);
  }

  const rowids = (set: ReadonlySet<number>) =>
    set.size === 0 ? NOTHING : `_query_:"{!terms f=rowid v=${param([...set].join(','))}}"`;
  for (const { sets, mod } of records) {
    if (mod === 'not')
      fq.push(
        `(*:* ${sets
          .filter((s) => s.size > 0)
          .map((s) => `-${rowids(s)}`)
          .join(' ')})`,
      );
    else if (mod === 'all') fq.push(`(${sets.map((s) => `+${rowids(s)}`).join(' ')})`);
    else fq.push(rowids(new Set(sets.flatMap((s) => [...s]))));
  }

  for (const date of dates) fq.push(dateFilter(date));
  return { fq, params };
}

const bound = (key: number | null) => (key === null ? '*' : `"${key}"`);
const range = (field: string, from: number | null, to: number | null) =>
  `${field}:[${bound(from)} TO ${bound(to)}]`;

/** A date condition: a dated record within the range; existence, born before its end and not dead before its start. */
function dateFilter({ column, from, to, negated }: DateCondition): string {
  let within: string;
  if (column === 'life') {
    const born = `((*:* -birth_key:[* TO *]) ${range('birth_key', null, to)})`;
    const alive = `((*:* -death_key:[* TO *]) ${range('death_key', from, null)})`;
    within = `(+(birth_key:[* TO *] death_key:[* TO *]) +${born} +${alive})`;
  } else {
    within = range(column === 'sort' ? 'sort_key' : `${column}_key`, from, to);
  }
  return negated ? `(*:* -${within})` : within;
}
