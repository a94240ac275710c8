import type Database from 'better-sqlite3';
import { type IndexDb, TEXT_COLUMNS as INDEX_TEXT_COLUMNS } from '../index-file.ts';

/** A term of the index (a stem, as the porter tokenizer keeps it) and the records holding it. */
export interface TermCount {
  term: string;
  docs: number;
}

/**
 * The columns a keyword searches: the collection key and identifier tokens (category, ids) are no
 * words anyone misspells, and the collection key would count every record of its table.
 */
const WORD_COLUMNS: readonly string[] = INDEX_TEXT_COLUMNS;
const TEXT_COLUMNS = `(${WORD_COLUMNS.map((c) => `'${c}'`).join(', ')})`;
// Where a word is read back as written: the short columns, not a description or OCR text.
const SHORT_COLUMNS = `(${WORD_COLUMNS.filter((c) => c !== 'description' && c !== 'fulltext')
  .map((c) => `'${c}'`)
  .join(', ')})`;

const LONG_COLUMNS = "('description', 'fulltext')";

// What FTS5's unicode61 tokenizer treats as a token character: letters, numbers and marks.
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The index's own vocabulary, read through FTS5's `fts5vocab` tables over each collection's text
 * table: always in step with the index (nothing more is written when a record changes), with the
 * number of records holding each term. The index keeps porter stems ('librari'), so a word typed is
 * stemmed by the same tokenizer (a small table in the connection's temp schema) before it is
 * compared, and a term found is shown as a word a record actually holds ('library').
 *
 * Everything lives in the temp schema, so a read-only connection (a search worker's) can use it.
 */
export class Vocabulary {
  private readonly vocabTables = new Map<string, { col: string; instance: string }>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly ranges = new RangeCache();
  private stemmer: {
    insert: Database.Statement;
    read: Database.Statement;
    clear: Database.Statement;
  } | null = null;

  constructor(private readonly db: IndexDb) {}

  /** The index's terms for each token of a text, in order: the porter stems of its words. */
  stems(text: string): string[] {
    const stemmer = this.stemmerStatements();
    stemmer.insert.run(text);
    try {
      return stemmer.read.all() as string[];
    } finally {
      stemmer.clear.run();
    }
  }

  /**
   * How many records of the given text tables hold a term, all tables together; a record holding it
   * in two columns (a title and a description) counts twice, which only weighs a word up.
   */
  docs(term: string, tables: readonly string[]): number {
    let total = 0;
    for (const table of tables) {
      total += (this.statement(table, 'docs').get(term) as number | undefined) ?? 0;
    }
    return total;
  }

  /**
   * Terms from `from` (inclusive) to `to` (exclusive), with lengths in the given bounds, and their
   * record counts summed over the tables. FTS5 counts a term's records by reading its whole
   * doclist, so a range of a large table costs tens of milliseconds: ranges are kept for a while
   * (RangeCache). A term or count a few minutes old only weighs a candidate; the corrected search
   * is always counted on the live index.
   */
  range(from: string, to: string, lengths: [number, number], tables: readonly string[]): TermCount[] {
    const counts = new Map<string, number>();
    const [shortest, longest] = lengths;
    for (const table of tables) {
      const key = `${table}|${from}|${to}`;
      let terms = this.ranges.get(key);
      if (!terms) {
        terms = this.statement(table, 'range').raw().all(from, to) as [string, number][];
        this.ranges.set(key, terms);
      }
      for (const [term, docs] of terms) {
        const size = [...term].length;
        if (size >= shortest && size <= longest) counts.set(term, (counts.get(term) ?? 0) + docs);
      }
    }
    return [...counts].map(([term, docs]) => ({ term, docs }));
  }

  /**
   * Words as the records hold them (lower-cased, accents kept) that the index keeps as this term:
   * read from the text at the term's first places, at most `limit` of them.
   */
  surfaceForms(term: string, tables: readonly string[], limit: number): string[] {
    const forms: string[] = [];
    // Titles, names and subjects first: short to read, where the body may be a whole book's text.
    for (const kind of ['places', 'body-places']) {
      for (const table of tables) {
        const places = this.statement(table, kind)
          .raw()
          .all(term, limit - forms.length) as [number, string, number][];
        for (const [rowid, column, offset] of places) {
          const text = this.columnText(table, column, rowid);
          const word = text === undefined ? undefined : nthToken(text, offset);
          if (word) forms.push(word.toLowerCase());
        }
        if (forms.length >= limit) return forms;
      }
    }
    return forms;
  }

  private columnText(table: string, column: string, rowid: number): string | undefined {
    if (!WORD_COLUMNS.includes(column)) return undefined;
    return this.statement(table, `text-${column}`).pluck().get(BigInt(rowid)) as string | undefined;
  }

  private statement(table: string, kind: string): Database.Statement {
    const key = `${table}|${kind}`;
    let statement = this.statements.get(key);
    if (statement) return statement;
    const { col, instance } = this.vocabOf(table);
    const column = kind.startsWith('text-') ? kind.slice(5) : null;
    const sql = column
      ? `SELECT ${column} FROM ${table} WHERE rowid = ?`
      : kind === 'docs'
        ? `SELECT coalesce(sum(doc), 0) FROM ${col} WHERE term = ? AND col IN ${TEXT_COLUMNS}`
        : kind === 'range'
          ? `SELECT term, sum(doc) FROM ${col} WHERE term >= ? AND term < ? AND col IN ${TEXT_COLUMNS} GROUP BY term`
          : kind === 'places'
            ? `SELECT doc, col, offset FROM ${instance} WHERE term = ? AND col IN ${SHORT_COLUMNS} LIMIT ?`
            : `SELECT doc, col, offset FROM ${instance} WHERE term = ? AND col IN ${LONG_COLUMNS} LIMIT ?`;
    statement = this.db.prepare(sql);
    if (kind === 'docs') statement.pluck();
    this.statements.set(key, statement);
    return statement;
  }

  /** The temp-schema vocabulary tables over one text table, made on first use. */
  private vocabOf(table: string): { col: string; instance: string } {
    let names = this.vocabTables.get(table);
    if (!names) {
      names = { col: `${table}_vocab_col`, instance: `${table}_vocab_instance` };
      this.db.exec(
        `CREATE VIRTUAL TABLE IF NOT EXISTS temp.${names.col} USING fts5vocab(main, ${table}, col);
         CREATE VIRTUAL TABLE IF NOT EXISTS temp.${names.instance} USING fts5vocab(main, ${table}, instance);`,
      );
      this.vocabTables.set(table, names);
    }
    return names;
  }

  private stemmerStatements() {
    if (!this.stemmer) {
      // The same tokenizer as the text tables (index-file.ts), so a word stems as the index stems it.
      this.db.exec(
        `CREATE VIRTUAL TABLE IF NOT EXISTS temp.spelling_stemmer USING fts5(word, tokenize = 'porter unicode61 remove_diacritics 2');
         CREATE VIRTUAL TABLE IF NOT EXISTS temp.spelling_stemmer_terms USING fts5vocab(temp, spelling_stemmer, instance);`,
      );
      this.stemmer = {
        insert: this.db.prepare('INSERT INTO temp.spelling_stemmer (rowid, word) VALUES (1, ?)'),
        read: this.db.prepare('SELECT term FROM temp.spelling_stemmer_terms ORDER BY offset').pluck(),
        clear: this.db.prepare('DELETE FROM temp.spelling_stemmer'),
      };
    }
    return this.stemmer;
  }
}

/** The token at a place in a text, counted as the unicode61 tokenizer counts them (from 0). */
export function nthToken(text: string, offset: number): string | undefined {
  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (index === offset) return match[0];
    index += 1;
  }
  return undefined;
}

/** How long a range of the vocabulary is kept: new words wait at most this long to be suggested. */
const RANGE_TTL_MS = 30 * 60_000;
/** Terms kept in all: a few megabytes, whatever the vocabulary. */
const RANGE_CACHE_TERMS = 500_000;

/** Ranges of the vocabulary read lately, oldest dropped first, each kept for RANGE_TTL_MS. */
export class RangeCache {
  private readonly entries = new Map<string, { at: number; terms: [string, number][] }>();
  private size = 0;

  get(key: string): [string, number][] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > RANGE_TTL_MS) {
      this.drop(key);
      return undefined;
    }
    return entry.terms;
  }

  set(key: string, terms: [string, number][]): void {
    this.drop(key);
    this.entries.set(key, { at: Date.now(), terms });
    this.size += terms.length;
    for (const oldest of this.entries.keys()) {
      if (this.size <= RANGE_CACHE_TERMS || oldest === key) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= entry.terms.length;
    this.entries.delete(key);
  }
}
