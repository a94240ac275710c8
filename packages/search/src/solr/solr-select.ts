import type { SortBy } from '@trove/contracts';
import type { CompiledSearch } from '../criteria-query.ts';
import { AS_TYPED_BONUS, NOISE_WEIGHT, PROMINENCE_WEIGHT } from '../ranking.ts';
import { MATCH_END, MATCH_START } from '../snippets.ts';
import type { Fts5Words } from './fts5-words.ts';
import { solrFiltersOf } from './solr-filters.ts';
import { solrQueryOf } from './solr-query.ts';

/**
 * The parameters of a Solr select for a compiled search (criteria-query.ts), ranked as the
 * embedded engine ranks (ranking.ts, ADR 031): records whose name or title equals the query first
 * (when few enough have it), then by score, the score lowered by a record's OCR noise, raised by
 * its prominence and by a title holding every word as typed; by date, undated last, ties by row id.
 */
export interface Select {
  params: Record<string, string>;
  /** Filter queries, each cached by Solr on its own. */
  fq: string[];
}

/** The standing factor of ranking.ts as a Solr function of the record's fields. */
const STANDING = [
  `sub(1,product(${NOISE_WEIGHT},field(noise)))`,
  `sum(1,product(${PROMINENCE_WEIGHT},field(prominence)))`,
];

export interface SelectOptions {
  /** The collections searched: one panel's, or every match's. */
  categories: readonly string[];
  sortBy: SortBy;
  /** Whether matches whose name or title equals the query come first (exactKey set, few such records). */
  exactFirst: boolean;
}

export function selectOf(compiled: CompiledSearch, words: Fts5Words, options: SelectOptions): Select {
  const [first] = compiled.matches;
  if (!first) throw new Error('a search without matches has no select');
  const match = solrQueryOf(first.match, words);
  const filters = solrFiltersOf(options.categories, compiled);
  const typed = compiled.words.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(' ');
  const boost = [...STANDING, ...(typed ? [`if(query($typed),${1 + AS_TYPED_BONUS},1)`] : [])];
  const params: Record<string, string> = {
    ...match.params,
    ...filters.params,
    match: match.q,
    q: `{!boost b=$standing v=$match}`,
    standing: `product(${boost.join(',')})`,
    ...(typed ? { typed: `{!lucene q.op=AND df=title_words v=$typedWords}`, typedWords: typed } : {}),
    sort: sortOf(options),
  };
  if (options.exactFirst && compiled.exactKey !== null) {
    params.exact = `{!term f=name_keys v=$exactKey}`;
    params.exactKey = compiled.exactKey;
  }
  return { params, fq: filters.fq };
}

function sortOf({ sortBy, exactFirst }: SelectOptions): string {
  if (sortBy === 'dateAsc') return 'sort_key asc,rowid asc';
  if (sortBy === 'dateDesc') return 'sort_key desc,rowid asc';
  return `${exactFirst ? 'if(exists(query($exact)),1,0) desc,' : ''}score desc,rowid asc`;
}

/**
 * The portal's queries are in the standard syntax, every clause's role written out: the
 * configset's own defaults (edismax, for an operator's searches in Solr's admin) do not apply.
 */
export const LUCENE = { defType: 'lucene', 'q.op': 'OR' };

/** A select as the form Solr is sent (a POST: a long list of resolved records fits). */
export function formOf({ params, fq }: Select, extra: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams({ ...LUCENE, ...params, ...extra });
  for (const f of fq) form.append('fq', f);
  return form;
}

/** Snippets from the description, else the full text (table-queries.ts chooses alike): the unified highlighter. */
export const HIGHLIGHT = {
  hl: 'true',
  'hl.q': '{!lucene v=$match}',
  'hl.fl': 'description,fulltext',
  'hl.method': 'unified',
  'hl.tag.pre': MATCH_START,
  'hl.tag.post': MATCH_END,
  'hl.snippets': '1',
  'hl.fragsize': '160',
  'hl.bs.type': 'WORD',
  'hl.defaultSummary': 'true',
  'hl.highlightMultiTerm': 'true',
};
