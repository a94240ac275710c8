import Database from 'better-sqlite3';
import { spaceIdeographs } from '../ideographs.ts';

/** The embedded index's tokenizer (index-file.ts), and the same without its stemmer. */
const STEMMED = 'porter unicode61 remove_diacritics 2';
const FOLDED = 'unicode61 remove_diacritics 2';

/** Words of typed text kept, for prefixes typed again (paging, facets). */
const KEPT = 500;

/** A typed word as FTS5 reads it: folded (case and diacritics) and stemmed. */
export interface ReadWord {
  folded: string;
  stem: string;
}

/**
 * Typed text read into words by FTS5 itself, in this process. A prefix (`feder*`) is matched
 * against the stems FTS5 holds with the typed prefix stemmed too (`running*` finds `run`); Solr
 * reads a prefix without analysis, so the Solr engine gives it the stem FTS5 would (ADR 055).
 */
export class Fts5Words {
  private readonly db = new Database(':memory:');
  private readonly tables: {
    insert: Database.Statement;
    read: Database.Statement;
    clear: Database.Statement;
  }[];
  private readonly kept = new Map<string, ReadWord[]>();

  constructor() {
    // Table 0 stems, table 1 only folds: the same words, in the same order.
    this.tables = [STEMMED, FOLDED].map((tokenizer, i) => {
      this.db.exec(`CREATE VIRTUAL TABLE t${i} USING fts5(x, tokenize = '${tokenizer}')`);
      this.db.exec(`CREATE VIRTUAL TABLE w${i} USING fts5vocab(t${i}, 'instance')`);
      return {
        insert: this.db.prepare(`INSERT INTO t${i} (rowid, x) VALUES (1, ?)`),
        read: this.db.prepare(`SELECT term FROM w${i} ORDER BY offset`).pluck(),
        clear: this.db.prepare(`DELETE FROM t${i}`),
      };
    });
  }

  /** The words of a text, in order, each as FTS5 folds and stems it. */
  words(text: string): ReadWord[] {
    const known = this.kept.get(text);
    if (known) return known;
    const spaced = spaceIdeographs(text);
    const [stems = [], folded = []] = this.db.transaction(() =>
      this.tables.map(({ insert, read, clear }) => {
        insert.run(spaced);
        const words = read.all() as string[];
        clear.run();
        return words;
      }),
    )();
    const words = stems.map((stem, i) => ({ stem, folded: folded[i] ?? stem }));
    this.kept.set(text, words);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value ?? '');
    return words;
  }

  close(): void {
    this.db.close();
  }
}
