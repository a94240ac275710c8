import { COLUMN_WEIGHTS } from '../index-file.ts';
import { type Fts5Node, readFts5Expression } from './fts5-expression.ts';
import type { Fts5Words } from './fts5-words.ts';
import { paramsNamed } from './solr-params.ts';

/**
 * A compiled search's FTS5 expression as a Solr query in the standard (Lucene) syntax, matching
 * the same records (ADR 055):
 * - a phrase is the field's own phrase query, which Solr reads with FTS5's analysis;
 * - a prefix is given FTS5's stem of the typed word (`running*` is `run*`), which Solr's prefix
 *   query, unanalysed, would not;
 * - a NEAR group and a phrase ending in a prefix are span queries (the complexphrase parser),
 *   NEAR unordered with FTS5's distance as the slop; but the nearness bonus of words typed side by
 *   side (compile-fts.ts), a NEAR beside the AND of its own words, changes only the score, and is a
 *   sloppy phrase query, many times cheaper to run and to highlight;
 * - each column is weighted as the embedded index weights it in bm25;
 * - a column filter on the collection (`category : "people"`) matches every record: the engine
 *   filters by collection anyway.
 * Values that need their own parser are passed as parameters (`v=$p1`), so nothing is escaped
 * into another query's text.
 */
export interface SolrQuery {
  q: string;
  params: Record<string, string>;
}

/** Columns weighed as in bm25; identifier tokens only select, as in FTS5 (weight 0). */
const WEIGHT: Record<string, number> = { ...COLUMN_WEIGHTS, ids: 0 };

const MATCH_NOTHING = '(-*:*)';

type NearNode = Extract<Fts5Node, { kind: 'near' }>;
type AndNode = Extract<Fts5Node, { kind: 'and' | 'or' }>;

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c) => b.includes(c));

export function solrQueryOf(expression: string, words: Fts5Words): SolrQuery {
  const { params, param } = paramsNamed('p');
  const nested = (parser: string, value: string, boost: number) =>
    `_query_:"{!${parser} v=${param(value)}}"^${boost}`;

  const perColumn = (columns: readonly string[], clause: (column: string) => string | null): string => {
    const texts = columns.filter((c) => c !== 'category');
    if (texts.length < columns.length) return '*:*';
    const clauses = texts.flatMap((c) => clause(c) ?? []);
    return clauses.length === 0 ? MATCH_NOTHING : `(${clauses.join(' ')})`;
  };

  const emit = (node: Fts5Node): string => {
    switch (node.kind) {
      case 'phrase': {
        const read = words.words(node.text);
        // FTS5 finds nothing for a phrase without a word in it.
        if (read.length === 0) return MATCH_NOTHING;
        if (!node.prefix) {
          const phrase = `"${read.map((w) => w.folded).join(' ')}"`;
          return perColumn(node.columns, (c) => `${c}:${phrase}^${WEIGHT[c] ?? 0}`);
        }
        const last = read.at(-1)?.stem ?? '';
        if (read.length === 1)
          return perColumn(node.columns, (c) => nested(`prefix f=${c}`, last, WEIGHT[c] ?? 0));
        const start = read.slice(0, -1).map((w) => w.folded);
        return perColumn(node.columns, (c) =>
          nested('complexphrase inOrder=true', `${c}:"${[...start, `${last}*`].join(' ')}"`, WEIGHT[c] ?? 0),
        );
      }
      case 'near': {
        const read = nearWords(node);
        if (read.length === 0) return MATCH_NOTHING;
        return perColumn(node.columns, (c) =>
          nested('complexphrase inOrder=false', `${c}:"${read.join(' ')}"~${node.distance}`, WEIGHT[c] ?? 0),
        );
      }
      case 'and':
        return `(${node.children.map((c) => `+${emit(c)}`).join(' ')})`;
      case 'or': {
        const all = node.children.find((c): c is AndNode => c.kind === 'and');
        const clause = (c: Fts5Node) => (c.kind === 'near' && all && implies(all, c) ? nearness(c) : emit(c));
        return `(${node.children.map(clause).join(' ')})`;
      }
      case 'not':
        return `(+${emit(node.kept)} -${emit(node.left)})`;
    }
  };

  const nearWords = (node: NearNode) => node.texts.flatMap((text) => words.words(text).map((w) => w.folded));

  /** Whether an AND requires each of a NEAR group's words, as plain words in the same columns. */
  const implies = (all: AndNode, near: NearNode): boolean => {
    const required = new Set(
      all.children.flatMap((c) =>
        c.kind === 'phrase' && !c.prefix && sameColumns(c.columns, near.columns)
          ? words.words(c.text).map((w) => w.folded)
          : [],
      ),
    );
    const read = nearWords(near);
    return read.length > 0 && read.every((w) => required.has(w));
  };

  /** The score of words close together; the slop lets them be in either order. */
  const nearness = (near: NearNode) =>
    perColumn(
      near.columns,
      (c) => `${c}:"${nearWords(near).join(' ')}"~${near.distance + 2}^${WEIGHT[c] ?? 0}`,
    );

  return { q: emit(readFts5Expression(expression)), params };
}
