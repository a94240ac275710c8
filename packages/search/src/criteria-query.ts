import { FACETS, type LimitMod, type SearchCriteria, type TextCriterion } from '@trove/contracts';
import { CATEGORY_KEYS, rowidOf } from './documents.ts';
import { idToken } from './facet-values.ts';
import { ftsTableOf } from './index-file.ts';
import { type StructuredFilter, compileFts } from './query/compile-fts.ts';
import { lenientParse, parseQuery } from './query/parser.ts';
import type { QueryNode } from './query/ast.ts';
import { queryKey } from './name-keys.ts';
import { indexTokens } from './ideographs.ts';

/**
 * Compiles search criteria (packages/contracts criteria.ts) for the FTS engine: one FTS5 MATCH
 * expression for the words, identifiers and collections, plus conditions on the in-memory columns
 * for limits and ranges. The expression never fails to parse: every token is quoted.
 */

/** A condition on facet values: any, all or none of the terms. */
export interface TermCondition {
  code: string;
  terms: string[];
  mod: LimitMod;
}

/** Sort-key bounds (yyyymmdd, inclusive; null is open) on a date column. */
export interface DateCondition {
  column: 'sort' | 'birth' | 'death' | 'life';
  from: number | null;
  to: number | null;
  negated: boolean;
}

/** Store ids of records by kind: what a resolved limit value stands for. */
export interface RecordIds {
  works: number[];
  people: number[];
}

/**
 * Limits whose values only the store can answer, resolved by the caller for one request: limit key
 * -> value as given -> the records it stands for. `l-usertag` is the asker's own tags (ADR 022):
 * the index is shared by every user and holds public tags only. An unresolved one finds nothing.
 */
export type ResolvedLimits = Record<string, Record<string, RecordIds>>;

/** Rows in any, all or none of the record sets of a resolved limit's values. */
export interface RecordCondition {
  sets: ReadonlySet<number>[];
  mod: LimitMod;
}

/** The FTS5 expression to run in one collection's table. */
export interface TableMatch {
  category: string;
  table: string;
  match: string;
}

export interface CompiledSearch {
  /**
   * One expression per collection searched; none when the words given hold nothing searchable and
   * nothing else narrows the search.
   */
  matches: TableMatch[];
  terms: TermCondition[];
  dates: DateCondition[];
  records: RecordCondition[];
  /** Facet code -> terms chosen through limits, for the facets' selected flags. */
  selected: Map<string, Set<string>>;
  /** Words looked for, for logs and explanations. */
  words: string[];
  /**
   * What a name or title must equal for the search to match it exactly (name-keys.ts): only a
   * search that is one plain run of words (or one phrase) has one.
   */
  exactKey: string | null;
}

export type SearchTerms = Pick<SearchCriteria, 'text' | 'values' | 'ranges' | 'limits'> & {
  resolved?: ResolvedLimits;
  /**
   * Records holding at least this many of the keyword's words rather than all of them: the retry
   * of a search no record matches whole (help/most-words.ts).
   */
  keywordAtLeast?: number;
};

/** The terms of a plain keyword search. */
export function keywordTerms(keyword: string): SearchTerms {
  return { text: [{ field: 'keyword', mode: 'all', value: keyword }], values: [], ranges: [], limits: [] };
}

/** A search that cannot run, with a sentence for the person who asked. */
export class QueryProblem extends Error {
  override name = 'QueryProblem';
}

const TEXT_COLUMNS: Record<TextCriterion['field'], string> = {
  keyword: '{title creators subjects description fulltext}',
  title: 'title',
  creator: 'creators',
  subject: 'subjects',
  name: '{title creators}',
  organisationname: '{title creators}',
};

/** Limits that are not a facet's, and the in-memory code each filters on. */
const OTHER_LIMIT_CODES: Record<string, string> = {
  'l-advtitle': 'title',
  'l-advstate': 'state',
  'l-australianelectronic': 'australianelectronic',
  'l-advContentType': 'contenttype',
  'l-advSite': 'advsite',
  'l-usertag': 'usertag',
  'l-auGov': 'augov',
  'l-auGovState': 'augovstate',
};
const CODE_OF_LIMIT = new Map<string, string>([
  ...Object.values(FACETS).map((f) => [f.limit, f.code] as [string, string]),
  ...Object.entries(OTHER_LIMIT_CODES),
]);

const words = indexTokens;
const quoted = (list: string[], prefix: boolean) => list.map((w) => `"${w}"${prefix ? '*' : ''}`);

/** `isbn`, `nuc`… in the query language and their id token scheme. */
const ID_SCHEMES = new Set(['isbn', 'issn', 'ismn', 'nuc']);

export function compileCriteria(search: SearchTerms, categories: readonly string[] | null): CompiledSearch {
  const positives: string[] = [];
  const negatives: string[] = [];
  const terms: TermCondition[] = [];
  const dates: DateCondition[] = [];
  const records: RecordCondition[] = [];
  const looked: string[] = [];
  const prefixWords = search.limits.some((l) => l.key === 'l-relatedTerms' && l.values.includes('y'));

  for (const criterion of search.text) {
    const column = TEXT_COLUMNS[criterion.field];
    if (criterion.field === 'keyword' && criterion.mode === 'all') {
      const compiled = compileFts(lenientParse(criterion.value).query, { atLeast: search.keywordAtLeast });
      if (!compiled.ok) throw new QueryProblem(compiled.message);
      const { match, exclude, filters, terms: found } = compiled.query;
      looked.push(...found);
      if (match) positives.push(`${column} : (${prefixWords ? widen(match) : match})`);
      if (exclude) negatives.push(`${column} : (${exclude})`);
      for (const filter of filters) applyFilter(filter, positives, negatives, terms, dates);
      continue;
    }
    const list = words(criterion.value);
    if (list.length === 0) continue;
    if (criterion.mode !== 'not') looked.push(...list);
    const expression =
      criterion.mode === 'phrase'
        ? `"${list.join(' ')}"`
        : quoted(list, prefixWords).join(criterion.mode === 'all' ? ' AND ' : ' OR ');
    (criterion.mode === 'not' ? negatives : positives).push(`${column} : (${expression})`);
  }

  for (const { field, value } of search.values) {
    if (field === 'publictag') terms.push({ code: 'pubtag', terms: [value], mod: 'any' });
    else positives.push(`ids : "${idToken(field === 'batchId' ? 'batch' : field, value)}"`);
  }

  for (const range of search.ranges) {
    const from = range.from === null ? null : fromKey(dayKey(range.from));
    const to = range.to === null ? null : dayKey(range.to);
    const column =
      range.field === 'existencedate'
        ? 'life'
        : range.field === 'birth' || range.field === 'death'
          ? range.field
          : 'sort';
    dates.push({ column, from, to, negated: false });
  }

  const selected = new Map<string, Set<string>>();
  for (const limit of search.limits) {
    if (limit.key === 'l-relatedTerms') continue;
    const resolved = search.resolved?.[limit.key];
    if (resolved) {
      records.push({ sets: limit.values.map((value) => rowidsOf(resolved[value])), mod: limit.mod });
      continue;
    }
    const code = CODE_OF_LIMIT.get(limit.key);
    if (!code) throw new QueryProblem(`${limit.key} is not a limit this search knows.`);
    const values = code === 'augovstate' ? limit.values.map((v) => v.toUpperCase()) : limit.values;
    terms.push({ code, terms: values, mod: limit.mod });
    if (limit.mod !== 'not') selected.set(code, new Set([...(selected.get(code) ?? []), ...values]));
  }

  const empty = search.text.length > 0 && positives.length === 0 && negatives.length === 0;
  if (empty && terms.length === 0 && dates.length === 0 && records.length === 0) {
    return { matches: [], terms, dates, records, selected: new Map(), words: looked, exactKey: null };
  }
  const wanted = categories ?? CATEGORY_KEYS;
  if (wanted.length === 0) throw new QueryProblem('There is no collection to search.');
  // A collection the index does not know holds nothing to find.
  const tables = wanted.flatMap((category) => {
    const table = ftsTableOf(category);
    return table ? [{ category, table }] : [];
  });
  const matches = tables.map(({ category, table }) => {
    // Every record of a table is in its collection: the collection's token is needed only when no
    // words narrow the search, since FTS5 cannot run NOT alone or match everything.
    const required = positives.length > 0 ? positives : [`category : "${category}"`];
    const all = required.map((p) => `(${p})`).join(' AND ');
    const match =
      negatives.length > 0 ? `(${all}) NOT (${negatives.map((n) => `(${n})`).join(' OR ')})` : all;
    return { category, table, match };
  });
  return { matches, terms, dates, records, selected, words: looked, exactKey: exactKeyOf(search) };
}

/** Text fields a name or title can equal. */
const NAMING_FIELDS = new Set<TextCriterion['field']>(['keyword', 'title', 'name', 'organisationname']);

function exactKeyOf(search: SearchTerms): string | null {
  const [only, ...others] = search.text;
  if (!only || others.length > 0 || !NAMING_FIELDS.has(only.field)) return null;
  if (only.mode === 'any' || only.mode === 'not') return null;
  if (only.field === 'keyword' && only.mode === 'all') {
    const parsed = parseQuery(only.value);
    if (!parsed.ok || !parsed.query || !plainWords(parsed.query)) return null;
  }
  return queryKey(only.value);
}

/** Words and phrases side by side: no operator, field, prefix or range. */
function plainWords(node: QueryNode): boolean {
  if (node.type === 'and') return node.children.every(plainWords);
  return node.type === 'term' || (node.type === 'phrase' && node.proximity === undefined);
}

/** The index rows of resolved records. */
function rowidsOf(ids: RecordIds | undefined): ReadonlySet<number> {
  if (!ids) return new Set();
  return new Set([
    ...ids.works.map((id) => Number(rowidOf('work', id))),
    ...ids.people.map((id) => Number(rowidOf('person', id))),
  ]);
}

/** Related terms: every quoted word of an expression also matches the words it begins. */
function widen(expression: string): string {
  return expression.replace(/"([^"\s]+)"(?!\*)/g, '"$1"*');
}

function applyFilter(
  filter: StructuredFilter,
  positives: string[],
  negatives: string[],
  terms: TermCondition[],
  dates: DateCondition[],
): void {
  if (filter.kind === 'date') {
    dates.push({ column: 'sort', from: filter.from, to: filter.to, negated: filter.negated });
    return;
  }
  if (filter.kind === 'has') {
    terms.push({ code: 'correctable', terms: ['y'], mod: filter.negated ? 'not' : 'any' });
    return;
  }
  if (ID_SCHEMES.has(filter.field)) {
    (filter.negated ? negatives : positives).push(`ids : "${idToken(filter.field, filter.value)}"`);
    return;
  }
  if (filter.field === 'fullTextInd') {
    const wantsText = /^(y|yes|true|1)$/i.test(filter.value) !== filter.negated;
    terms.push({ code: 'fulltext', terms: ['y'], mod: wantsText ? 'any' : 'not' });
    return;
  }
  terms.push({ code: 'pubtag', terms: [filter.value], mod: filter.negated ? 'not' : 'any' });
}

/** 'YYYY-MM-DD' (with a sign for years before 1) as the yyyymmdd sort key. */
/**
 * A range's first day as the lowest sort key it takes. A record dated only by its year or month
 * has the sort key of day 0 of it (documents.ts: '1900' is 19000000, '1900-05' 19000500), so a
 * range from the first of a year or month also takes the records known only to that year or month:
 * a book of 1900 is among date.from=1900, as a reader means it.
 */
function fromKey(key: number): number {
  if (key < 0) return key;
  if (key % 10000 === 101) return key - 101;
  if (key % 100 === 1) return key - 1;
  return key;
}

export function dayKey(day: string): number {
  const m = /^(-?)(\d{1,4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new QueryProblem(`${day} is not a date.`);
  const year = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  return year * 10000 + Number(m[3]) * 100 + Number(m[4]);
}
