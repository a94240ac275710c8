import type Database from 'better-sqlite3';
import type { TableMatch } from './criteria-query.ts';
import { explanation, EXPLAIN_COLUMNS, columnWeights } from './explain.ts';
import { BM25_WEIGHTS, DESCRIPTION_COLUMN, FULLTEXT_COLUMN, type IndexDb } from './index-file.ts';
import { MATCH_END, MATCH_START, chooseSnippet } from './snippets.ts';

const SNIPPET_TOKENS = 24;

/** How many searches' exact matches are kept. */
const EXACT_MEMO = 32;

/**
 * A query equal to more names or titles than this ('annual report') ranks them by score with the
 * rest: past it, exactness no longer singles anything out.
 */
export const MAX_EXACT_MATCHES = 1000;

/** A bm25 score (lower is better) by row id. */
export type Scored = [rowid: number, score: number];

/**
 * The row ids from `from` to `to` (inclusive), one part of a search split between two workers;
 * null for all of them. FTS5 reads only that part of each word's list of rows.
 */
export type RowRange = readonly [from: number, to: number] | null;

interface Statements {
  scoredTop: Database.Statement;
  scored: Database.Statement;
  rowids: Database.Statement;
  rowidsAfter: Database.Statement;
  count: Database.Statement;
}

/** The same statements each for a part of the row ids; the row ids bound after the match. */
type RangeStatements = Omit<Statements, 'rowidsAfter'>;

/**
 * The SQL run against the collection tables of the index (one FTS5 table per collection): prepared
 * once per table, and per page length for the statements that take a page's row ids.
 */
export class TableQueries {
  private readonly statements = new Map<string, Statements>();
  private readonly rangeStatements = new Map<string, RangeStatements>();
  private readonly pageStatements = new Map<string, Database.Statement>();
  /** Exact matches of the last few searches: a split search's parts and its ranking each ask. */
  private readonly exactMatches = new Map<string, number[]>();

  private readonly keyRows: Database.Statement;

  constructor(private readonly db: IndexDb) {
    this.keyRows = db
      .prepare(`SELECT rowid FROM name_key WHERE key = ? LIMIT ${MAX_EXACT_MATCHES + 1}`)
      .pluck();
  }

  /** Row ids only (plain numbers): what totals, facets and date order need, cheap to read. */
  rowids({ table, match }: TableMatch, range: RowRange = null): number[] {
    if (range) return this.inRange(table).rowids.all(match, ...bounds(range)) as number[];
    return this.of(table).rowids.all(match) as number[];
  }

  /** The matches above a row id in row id order, read lazily: a bulk harvest's keyset page (ADR 051). */
  rowidsAfter({ table, match }: TableMatch, after: number): IterableIterator<number> {
    return this.of(table).rowidsAfter.iterate(match, BigInt(after)) as IterableIterator<number>;
  }

  count({ table, match }: TableMatch, range: RowRange = null): number {
    if (range) return this.inRange(table).count.get(match, ...bounds(range)) as number;
    return this.of(table).count.get(match) as number;
  }

  /** The best `limit` matches with their bm25 scores (lower is better), best first, then by row id. */
  scoredTop({ table, match }: TableMatch, limit: number, range: RowRange = null): Scored[] {
    if (range) {
      return this.inRange(table)
        .scoredTop.raw()
        .all(match, ...bounds(range), BigInt(limit)) as Scored[];
    }
    return this.of(table).scoredTop.raw().all(match, BigInt(limit)) as Scored[];
  }

  /** Every match best first with its score, read lazily: a caller that filters stops once it has enough. */
  scoredAll({ table, match }: TableMatch, range: RowRange = null): IterableIterator<Scored> {
    if (range) {
      return this.inRange(table)
        .scored.raw()
        .iterate(match, ...bounds(range)) as IterableIterator<Scored>;
    }
    return this.of(table).scored.raw().iterate(match) as IterableIterator<Scored>;
  }

  /**
   * The matches whose name or title equals the query's key (name-keys.ts); none when more than
   * MAX_EXACT_MATCHES records of any collection have that name. No score: bm25 here would count
   * every phrase over the whole table a second time (ranking takes their scores from its own pass).
   */
  exact({ table, match }: TableMatch, key: string, inTable: (rowid: number) => boolean): number[] {
    const memo = `${table}|${key}|${match}`;
    const known = this.exactMatches.get(memo);
    if (known) return known;
    const found = this.readExact(table, match, key, inTable);
    this.exactMatches.set(memo, found);
    if (this.exactMatches.size > EXACT_MEMO)
      this.exactMatches.delete(this.exactMatches.keys().next().value ?? '');
    return found;
  }

  /** Forgets what was read of the records: called when the records change. */
  forget(): void {
    this.exactMatches.clear();
  }

  private readExact(
    table: string,
    match: string,
    key: string,
    inTable: (rowid: number) => boolean,
  ): number[] {
    const all = this.keyRows.all(key) as number[];
    if (all.length > MAX_EXACT_MATCHES) return [];
    // Records of other collections share the table of keys; each IN value costs FTS5 a lookup.
    const rowids = all.filter(inTable);
    if (rowids.length === 0) return [];
    const list = padded(rowids);
    const sql = (marks: string) =>
      `SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid IN (${marks})`;
    return this.forPage('exact', table, list.length, sql)
      .pluck()
      .all(match, ...list) as number[];
  }

  /** The indexed titles of the given rows (a block of at most a few hundred). */
  titles({ table }: TableMatch, rowids: readonly number[]): Map<number, string> {
    if (rowids.length === 0) return new Map();
    // Read from FTS5's own content table (id, c0 = title, …): half the cost of going through the
    // virtual table, and only the first column of each row is decoded.
    const list = padded(rowids);
    const sql = (marks: string) => `SELECT id, c0 FROM ${table}_content WHERE id IN (${marks})`;
    const rows = this.forPage('titles', table, list.length, sql)
      .raw()
      .all(...list) as [number, string][];
    return new Map(rows);
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
        scoredTop: this.db.prepare(
          `SELECT rowid, ${rank} AS score FROM ${table} WHERE ${table} MATCH ? ORDER BY score, rowid LIMIT ?`,
        ),
        scored: this.db.prepare(
          `SELECT rowid, ${rank} AS score FROM ${table} WHERE ${table} MATCH ? ORDER BY score, rowid`,
        ),
        rowids: this.db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck(),
        // The row id bound as a BigInt: FTS5 ignores a REAL rowid constraint (ARCHITECTURE pitfalls).
        rowidsAfter: this.db
          .prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid > ? ORDER BY rowid`)
          .pluck(),
        count: this.db.prepare(`SELECT count(*) FROM ${table} WHERE ${table} MATCH ?`).pluck(),
      };
      this.statements.set(table, statements);
    }
    return statements;
  }

  private inRange(table: string): RangeStatements {
    let statements = this.rangeStatements.get(table);
    if (!statements) {
      const rank = `bm25(${table}, ${BM25_WEIGHTS})`;
      const where = `${table} MATCH ? AND rowid >= ? AND rowid <= ?`;
      statements = {
        scoredTop: this.db.prepare(
          `SELECT rowid, ${rank} AS score FROM ${table} WHERE ${where} ORDER BY score, rowid LIMIT ?`,
        ),
        scored: this.db.prepare(
          `SELECT rowid, ${rank} AS score FROM ${table} WHERE ${where} ORDER BY score, rowid`,
        ),
        rowids: this.db.prepare(`SELECT rowid FROM ${table} WHERE ${where}`).pluck(),
        count: this.db.prepare(`SELECT count(*) FROM ${table} WHERE ${where}`).pluck(),
      };
      this.rangeStatements.set(table, statements);
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

/** A range's bounds as FTS5 takes them: BigInts (it ignores a REAL rowid constraint). */
const bounds = ([from, to]: readonly [number, number]): [bigint, bigint] => [BigInt(from), BigInt(to)];

/** Row ids padded to a power of two (repeating the last changes nothing), so few statements are prepared. */
function padded(rowids: readonly number[]): bigint[] {
  const size = 2 ** Math.ceil(Math.log2(Math.max(1, rowids.length)));
  return Array.from({ length: size }, (_, i) => BigInt(rowids[Math.min(i, rowids.length - 1)] ?? 0));
}
