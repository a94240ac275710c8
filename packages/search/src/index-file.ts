import type { ChangeCursor } from '@trove/db';
import Database from 'better-sqlite3';
import { CATEGORY_KEYS, type IndexDocument } from './documents.ts';
import { spaceIdeographs } from './ideographs.ts';

/**
 * Bumped whenever the layout, the tokenizer or what a document holds changes: an index of another
 * format is rebuilt. 4: works' place, publisher, series, notes and contents are searched (ADR 034).
 * 5: description and full text in columns of their own, name keys and OCR noise (ADR 031).
 * 6: people's prominence (ADR 031); Chinese and Japanese a character a token, original scripts (ADR 032).
 * 7: a result holds its record's main language, for the `lang` of its title (WCAG 3.1.2, ADR 037).
 * 8: public lists are documents of the lists collection; row ids step by 5 kinds, not 4 (ADR 038).
 */
export const INDEX_FORMAT = '8';

/**
 * One FTS5 table per collection (ADR 005): a collection search reads only its own collection's
 * doclists, and bm25 never has to count a collection-wide term (its idf scan cost ~15 ms a query).
 * Records of a collection the portal does not know are kept for results but not searchable.
 */
export function ftsTableOf(category: string): string | null {
  return CATEGORY_KEYS.includes(category) ? `doc_fts_${category.replace(/[^a-z0-9]/gi, '_')}` : null;
}
export const FTS_TABLES: readonly { category: string; table: string }[] = CATEGORY_KEYS.map((category) => ({
  category,
  table: ftsTableOf(category) ?? '',
}));

/**
 * The text columns of every collection table, in order (ADR 031): where a match is found decides
 * how much it counts. `category` and `ids` are matched only by the engine's own terms.
 */
export const TEXT_COLUMNS = ['title', 'creators', 'subjects', 'description', 'fulltext'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/**
 * bm25 weight of each text column (ADR 031): a name or title far above creators and subjects,
 * those above a description (summary, biography), that above OCR and other full text.
 */
export const COLUMN_WEIGHTS: Record<TextColumn, number> = {
  title: 20,
  creators: 5,
  subjects: 5,
  description: 2,
  fulltext: 1,
};

/** The weights as bm25() takes them, in column order; category and ids weigh nothing. */
export const BM25_WEIGHTS = [...TEXT_COLUMNS.map((c) => COLUMN_WEIGHTS[c].toFixed(1)), '0.0', '0.0'].join(
  ', ',
);

/** Column numbers for snippet(). */
export const DESCRIPTION_COLUMN = TEXT_COLUMNS.indexOf('description');
export const FULLTEXT_COLUMN = TEXT_COLUMNS.indexOf('fulltext');

export type IndexDb = Database.Database;

export function openIndexFile(file: string, options: { readonly?: boolean } = {}): IndexDb {
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  if (!options.readonly) {
    // A rollback journal, not WAL: a rebuild renames a new file over this one, and WAL side files
    // belong to a path, not to the open file.
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('cache_size = -65536');
  return db;
}

export function createIndexSchema(db: IndexDb): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS doc (
      rowid INTEGER PRIMARY KEY,
      category TEXT NOT NULL,
      sort_key INTEGER,
      birth_key INTEGER,
      death_key INTEGER,
      facets TEXT NOT NULL,
      noise REAL NOT NULL DEFAULT 0,
      prominence REAL NOT NULL DEFAULT 0,
      result TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS name_key (
      key TEXT NOT NULL,
      rowid INTEGER NOT NULL,
      PRIMARY KEY (key, rowid)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS name_key_rowid ON name_key (rowid);
    CREATE TABLE IF NOT EXISTS facet_label (
      code TEXT NOT NULL,
      term TEXT NOT NULL,
      label TEXT NOT NULL,
      PRIMARY KEY (code, term)
    );
  `);
  // The category column holds the collection key: it matches every record of a search that has
  // only limits or ranges, and weighs nothing in bm25.
  for (const { table } of FTS_TABLES) {
    db.exec(`
      CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING fts5(
        title, creators, subjects, description, fulltext, category, ids,
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
    `);
  }
}

export function readMeta(db: IndexDb): Map<string, string> {
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!hasMeta) return new Map();
  const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function writeMeta(db: IndexDb, values: Record<string, string>): void {
  const stmt = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  for (const [key, value] of Object.entries(values)) stmt.run(key, value);
}

/**
 * The index's place in the store's change log, kept in `meta` as `last_change_xact` (the logging
 * transaction's id on PostgreSQL) and `last_change_id`. An index from before the transaction ids has
 * none: '0', where the changes logged before them sit (migration 016).
 */
export function cursorOf(meta: ReadonlyMap<string, string>): ChangeCursor {
  const xact = meta.get('last_change_xact') ?? '0';
  return { xact: /^\d+$/.test(xact) ? xact : '0', id: Number(meta.get('last_change_id') ?? 0) };
}

export function cursorMeta(cursor: ChangeCursor): Record<string, string> {
  return { last_change_xact: cursor.xact, last_change_id: String(cursor.id) };
}

/** Writes documents; row ids are bound as BigInt (FTS5 ignores a REAL rowid constraint). */
export class DocumentWriter {
  private readonly insertDoc;
  private readonly deleteDoc;
  private readonly categoryOf;
  private readonly insertLabel;
  private readonly insertKey;
  private readonly deleteKeys;
  private readonly fts = new Map<string, { insert: Database.Statement; remove: Database.Statement }>();

  constructor(private readonly db: IndexDb) {
    this.insertDoc = db.prepare(
      'INSERT OR REPLACE INTO doc (rowid, category, sort_key, birth_key, death_key, facets, noise, prominence, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertLabel = db.prepare(
      'INSERT INTO facet_label (code, term, label) VALUES (?, ?, ?) ON CONFLICT (code, term) DO UPDATE SET label = excluded.label',
    );
    this.deleteDoc = db.prepare('DELETE FROM doc WHERE rowid = ?');
    this.insertKey = db.prepare('INSERT OR IGNORE INTO name_key (key, rowid) VALUES (?, ?)');
    this.deleteKeys = db.prepare('DELETE FROM name_key WHERE rowid = ?');
    this.categoryOf = db.prepare('SELECT category FROM doc WHERE rowid = ?').pluck();
  }

  /** Adds a document; `replace` first removes an existing one (needed for FTS5, which has no upsert). */
  write(doc: IndexDocument, replace: boolean): void {
    if (replace) this.removeText(doc.rowid);
    const { values, labels, ids } = doc.facets;
    this.insertDoc.run(
      doc.rowid,
      doc.category,
      doc.sortKey,
      doc.birthKey,
      doc.deathKey,
      values.join('\n'),
      doc.noise,
      doc.prominence,
      JSON.stringify(doc.result),
    );
    this.statementsOf(doc.category)?.insert.run(
      doc.rowid,
      spaceIdeographs(doc.title),
      spaceIdeographs(doc.creators),
      spaceIdeographs(doc.subjects),
      spaceIdeographs(doc.description),
      spaceIdeographs(doc.fullText),
      doc.category,
      ids,
    );
    for (const [code, term, label] of labels) this.insertLabel.run(code, term, label);
    if (replace) this.deleteKeys.run(doc.rowid);
    for (const key of doc.nameKeys) this.insertKey.run(key, doc.rowid);
  }

  remove(rowid: bigint): void {
    this.removeText(rowid);
    this.deleteKeys.run(rowid);
    this.deleteDoc.run(rowid);
  }

  /** Removes a record's text from the table of the collection it was indexed under. */
  private removeText(rowid: bigint): void {
    const category = this.categoryOf.get(rowid) as string | undefined;
    if (category !== undefined) this.statementsOf(category)?.remove.run(rowid);
  }

  private statementsOf(category: string) {
    const table = ftsTableOf(category);
    if (!table) return null;
    let statements = this.fts.get(table);
    if (!statements) {
      statements = {
        insert: this.db.prepare(
          `INSERT INTO ${table} (rowid, title, creators, subjects, description, fulltext, category, ids) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ),
        remove: this.db.prepare(`DELETE FROM ${table} WHERE rowid = ?`),
      };
      this.fts.set(table, statements);
    }
    return statements;
  }
}
