import type { WorkResult } from '@trove/contracts';
import type Database from 'better-sqlite3';
import { DocTable } from './doc-table.ts';
import type { IndexDocument } from './documents.ts';
import type { IndexStatus, SearchEngine, SearchPage, SearchRequest } from './engine.ts';
import { parseKeyword } from './fts-query.ts';
import {
  BM25_WEIGHTS,
  DocumentWriter,
  type IndexDb,
  openIndexFile,
  readMeta,
  writeMeta,
} from './index-file.ts';
import { MATCH_END, MATCH_START, snippetParts } from './snippets.ts';

const TEXT_COLUMNS = '{title creators subjects body}';
const SNIPPET_TOKENS = 24;

/** The match expression of a keyword, limited to collections when given; null when nothing can match. */
export function matchExpression(keyword: string, categories: readonly string[] | null): string | null {
  const { expression } = parseKeyword(keyword);
  if (expression === null) return null;
  const text = `${TEXT_COLUMNS} : (${expression})`;
  if (categories === null) return text;
  const keys = categories.map((c) => c.replace(/[^a-z0-9]/gi, '')).filter((c) => c.length > 0);
  if (keys.length === 0) return null;
  return `(${text}) AND category : (${keys.map((k) => `"${k}"`).join(' OR ')})`;
}

/**
 * SQLite FTS5 search over this instance's index file: bm25 ranking with the title weighted above
 * the text, exact totals, per-collection counts and date order from the in-memory DocTable.
 */
export class FtsSearchEngine implements SearchEngine {
  private readonly count: Database.Statement;
  private readonly rowids: Database.Statement;
  private readonly ranked: Database.Statement;
  private readonly fetchers = new Map<
    number,
    { results: Database.Statement; snippets: Database.Statement }
  >();
  private closed = false;

  private constructor(
    private readonly db: IndexDb,
    private readonly docs: DocTable,
    private lastChangeId: number,
    private readonly builtAt: string | null,
  ) {
    this.count = db.prepare('SELECT count(*) FROM doc_fts WHERE doc_fts MATCH ?').pluck();
    this.rowids = db.prepare('SELECT rowid FROM doc_fts WHERE doc_fts MATCH ?').pluck();
    this.ranked = db
      .prepare(
        `SELECT rowid FROM doc_fts WHERE doc_fts MATCH ? ORDER BY bm25(doc_fts, ${BM25_WEIGHTS}), rowid LIMIT ? OFFSET ?`,
      )
      .pluck();
  }

  /** Opens an index file built by `buildIndex`; loads the in-memory columns, which also warms the cache. */
  static open(file: string): FtsSearchEngine {
    const db = openIndexFile(file);
    const meta = readMeta(db);
    return new FtsSearchEngine(
      db,
      DocTable.load(db),
      Number(meta.get('last_change_id') ?? 0),
      meta.get('built_at') ?? null,
    );
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const match = matchExpression(request.keyword, request.categories);
    if (match === null) return { total: 0, works: [] };
    if (request.sortBy === 'relevance') {
      const total = this.count.get(match) as number;
      const ids = this.ranked.all(match, BigInt(request.pageSize), BigInt(request.startPos)) as number[];
      return { total, works: this.fetch(match, ids) };
    }
    const all = this.rowids.all(match) as number[];
    const direction = request.sortBy === 'dateAsc' ? 1 : -1;
    const keyed = all.map((rowid) => ({ rowid, key: this.docs.sortKeyOf(rowid) }));
    keyed.sort((a, b) => {
      if (a.key === null || b.key === null)
        return a.key === b.key ? a.rowid - b.rowid : a.key === null ? 1 : -1;
      return (a.key - b.key) * direction || a.rowid - b.rowid;
    });
    const page = keyed.slice(request.startPos, request.startPos + request.pageSize).map((k) => k.rowid);
    return { total: all.length, works: this.fetch(match, page) };
  }

  async countByCategory(keyword: string): Promise<Map<string, number>> {
    const match = matchExpression(keyword, null);
    const counts = new Map<string, number>();
    if (match === null) return counts;
    for (const rowid of this.rowids.all(match) as number[]) {
      const category = this.docs.categoryOf(rowid);
      if (category !== undefined) counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    return counts;
  }

  status(): IndexStatus {
    return {
      ready: !this.closed,
      documents: this.docs.count,
      lastChangeId: this.lastChangeId,
      builtAt: this.builtAt,
    };
  }

  /** Applies changed and removed documents, and records the change id they bring the index up to. */
  apply(documents: readonly IndexDocument[], removed: readonly bigint[], lastChangeId: number): void {
    const writer = new DocumentWriter(this.db);
    this.db.transaction(() => {
      for (const doc of documents) writer.write(doc, true);
      for (const rowid of removed) writer.remove(rowid);
      writeMeta(this.db, { last_change_id: String(lastChangeId) });
    })();
    for (const doc of documents) this.docs.set(Number(doc.rowid), doc.category, doc.sortKey);
    for (const rowid of removed) this.docs.delete(Number(rowid));
    this.lastChangeId = lastChangeId;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  /** Result rows and snippets of one page, in the page's order. */
  private fetch(match: string, rowids: number[]): WorkResult[] {
    if (rowids.length === 0) return [];
    const { results, snippets } = this.fetchersFor(rowids.length);
    const ids = rowids.map((r) => BigInt(r));
    const rows = new Map(
      (results.raw().all(...ids) as [number, string][]).map(([rowid, json]) => [rowid, json]),
    );
    const marked = new Map(snippets.raw().all(match, ...ids) as [number, string][]);
    return rowids.flatMap((rowid) => {
      const json = rows.get(rowid);
      if (json === undefined) return [];
      const snippet = marked.get(rowid) ?? '';
      const parts = snippetParts(snippet);
      return [
        { ...(JSON.parse(json) as Omit<WorkResult, 'snippets'>), snippets: parts.length > 0 ? [parts] : [] },
      ];
    });
  }

  private fetchersFor(n: number) {
    let fetcher = this.fetchers.get(n);
    if (!fetcher) {
      const list = Array.from({ length: n }, () => '?').join(', ');
      fetcher = {
        results: this.db.prepare(`SELECT rowid, result FROM doc WHERE rowid IN (${list})`),
        snippets: this.db.prepare(
          `SELECT rowid, snippet(doc_fts, 3, '${MATCH_START}', '${MATCH_END}', '…', ${SNIPPET_TOKENS}) FROM doc_fts WHERE doc_fts MATCH ? AND rowid IN (${list})`,
        ),
      };
      this.fetchers.set(n, fetcher);
    }
    return fetcher;
  }
}
