import Database from 'better-sqlite3';

/**
 * The crowd's words, taken from the search index's own terms (so every word finds something):
 * the most widespread terms of every collection's FTS5 table, each with the collection where it is
 * most common. Terms are the index's porter stems; a stem searched again stems to itself.
 */

export interface Word {
  word: string;
  /** The collection url key the word is searched in. */
  category: string;
}

/** Words too common to be a reader's query; the tokenizer keeps them, a crowd rarely types them. */
const STOP = new Set(
  'the and for with from that this was were are his her its not but have has had who all any which their'.split(
    ' ',
  ),
);

export function indexVocabulary(indexFile: string, size: number): Word[] {
  const db = new Database(indexFile, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'doc_fts_*' AND sql LIKE '%fts5%'",
      )
      .all() as { name: string }[];
    // term -> (records in all collections, busiest collection)
    const best = new Map<string, { total: number; top: number; category: string }>();
    for (const { name } of tables) {
      const category = name.slice('doc_fts_'.length);
      // fts5vocab in the temp schema: the index file stays read-only.
      db.exec(
        `DROP TABLE IF EXISTS temp.vocab; CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, ${name}, row)`,
      );
      const rows = db.prepare('SELECT term, doc FROM temp.vocab').all() as { term: string; doc: number }[];
      for (const { term, doc } of rows) {
        if (!/^[a-z]{3,20}$/.test(term) || STOP.has(term) || term === category) continue;
        const entry = best.get(term) ?? { total: 0, top: 0, category };
        entry.total += doc;
        if (doc > entry.top) Object.assign(entry, { top: doc, category });
        best.set(term, entry);
      }
    }
    return [...best.entries()]
      .sort((a, b) => b[1].total - a[1].total || (a[0] < b[0] ? -1 : 1))
      .slice(0, size)
      .map(([word, { category }]) => ({ word, category }));
  } finally {
    db.close();
  }
}
