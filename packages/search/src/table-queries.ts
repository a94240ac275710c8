import type Database from 'better-sqlite3';
import type { TableMatch } from './criteria-query.ts';
import { explanation, EXPLAIN_COLUMNS, columnWeights } from './explain.ts';
import { BM25_WEIGHTS, DESCRIPTION_COLUMN, FULLTEXT_COLUMN, type IndexDb } from './index-file.ts';
import { MATCH_END, MATCH_START } from './snippets.ts';

const SNIPPET_TOKENS = 24;

interface Statements {
  ranked: Database.Statement;
  scored: Database.Statement;
  rowids: Database.Statement;
  count: Database.Statement;
}

/**
 * The SQL run against the collection tables of the index (one FTS5 table per collection): prepared
 * once per table, and per page length for the statements that take a page's row ids.
 */
export class TableQueries {
  private readonly statements = new Map<string, Statements>();
  private readonly pageStatements = new Map<string, Database.Statement>();

  constructor(private readonly db: IndexDb) {}

  /** Row ids only (plain numbers): what totals, facets and date order need, cheap to read. */
  rowids({ table, match }: TableMatch): number[] {
    return this.of(table).rowids.all(match) as number[];
  }

  count({ table, match }: TableMatch): number {
    return this.of(table).count.get(match) as number;
  }

  /** A page of matches, best first (bm25, then row id). */
  ranked({ table, match }: TableMatch, limit: number, offset: number): number[] {
    return this.of(table).ranked.all(match, BigInt(limit), BigInt(offset)) as number[];
  }

  /** Every match, best first, read lazily: a caller that filters stops once its page is full. */
  rankedAll({ table, match }: TableMatch): IterableIterator<number> {
    return this.of(table).ranked.iterate(match, -1n, 0n) as IterableIterator<number>;
  }

  /** Matches best first with their bm25 scores (lower is better), to merge collections by score. */
  scoredAll({ table, match }: TableMatch): IterableIterator<[number, number]> {
    return this.of(table).scored.raw().iterate(match) as IterableIterator<[number, number]>;
  }

  /**
   * The marked snippet of each given row, keyed by row id: from the description when the match is
   * there, else from the full text; unmarked text of either when neither holds the match.
   */
  snippets({ table, match }: TableMatch, rowids: number[]): Map<number, string> {
    const snippet = (column: number) =>
      `snippet(${table}, ${column}, '${MATCH_START}', '${MATCH_END}', '…', ${SNIPPET_TOKENS})`;
    const sql = (list: string) =>
      `SELECT rowid, ${snippet(DESCRIPTION_COLUMN)}, ${snippet(FULLTEXT_COLUMN)} FROM ${table} WHERE ${table} MATCH ? AND rowid IN (${list})`;
    const rows = this.forPage('snippets', table, rowids.length, sql)
      .raw()
      .all(match, ...rowids.map(BigInt)) as [number, string, string][];
    return new Map(
      rows.map(([rowid, description, fullText]) => [rowid, chooseSnippet(description, fullText)]),
    );
  }

  /** Each given row's score and the part each column plays in it (explain.ts). */
  explanations({ table, match }: TableMatch, rowids: number[]): Map<number, string> {
    const columns = EXPLAIN_COLUMNS.map((_, i) => `bm25(${table}, ${columnWeights(i)})`).join(', ');
    const sql = (list: string) =>
      `SELECT rowid, bm25(${table}, ${BM25_WEIGHTS}), ${columns} FROM ${table} WHERE ${table} MATCH ? AND rowid IN (${list})`;
    const rows = this.forPage('explain', table, rowids.length, sql)
      .raw()
      .all(match, ...rowids.map(BigInt));
    return new Map((rows as [number, ...number[]][]).map(([rowid, ...parts]) => [rowid, explanation(parts)]));
  }

  private of(table: string): Statements {
    let statements = this.statements.get(table);
    if (!statements) {
      const rank = `bm25(${table}, ${BM25_WEIGHTS})`;
      statements = {
        ranked: this.db
          .prepare(
            `SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY ${rank}, rowid LIMIT ? OFFSET ?`,
          )
          .pluck(),
        scored: this.db.prepare(
          `SELECT rowid, ${rank} AS score FROM ${table} WHERE ${table} MATCH ? ORDER BY score, rowid`,
        ),
        rowids: this.db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck(),
        count: this.db.prepare(`SELECT count(*) FROM ${table} WHERE ${table} MATCH ?`).pluck(),
      };
      this.statements.set(table, statements);
    }
    return statements;
  }

  private forPage(kind: string, table: string, n: number, sql: (list: string) => string): Database.Statement {
    const key = `${kind}|${table}|${n}`;
    let statement = this.pageStatements.get(key);
    if (!statement) {
      statement = this.db.prepare(sql(Array.from({ length: n }, () => '?').join(', ')));
      this.pageStatements.set(key, statement);
    }
    return statement;
  }
}

const marked = (text: string) => text.includes(MATCH_START);

/** The snippet to show: the one holding the match, the description first. */
function chooseSnippet(description: string, fullText: string): string {
  if (marked(description)) return description;
  if (marked(fullText)) return fullText;
  return description || fullText;
}
