import type { Facet, FacetCode, WorkResult } from '@trove/contracts';
import type Database from 'better-sqlite3';
import { type DocColumns, DocTable } from './doc-table.ts';
import type { IndexDocument } from './documents.ts';
import type { IndexStatus, SearchEngine, SearchPage, SearchRequest } from './engine.ts';
import { compileCriteria, type SearchTerms } from './criteria-query.ts';
import { buildFacets } from './facet-builder.ts';
import { pageByDate } from './date-order.ts';
import { explanation, EXPLAIN_COLUMNS, columnWeights } from './explain.ts';
import { rowFilterOf } from './row-filter.ts';
import {
  BM25_WEIGHTS,
  DocumentWriter,
  type IndexDb,
  openIndexFile,
  readMeta,
  writeMeta,
} from './index-file.ts';
import { MATCH_END, MATCH_START, snippetParts } from './snippets.ts';

const SNIPPET_TOKENS = 24;

/** What changed in the in-memory columns when the writer applied changes. */
export interface ColumnUpdate {
  docs: { rowid: number; columns: DocColumns }[];
  removed: number[];
  lastChangeId: number;
}
/** Repeated searches (paging back, a shared link opened twice) are answered from memory. */
const CACHE_ENTRIES = 200;

/**
 * SQLite FTS5 search over this instance's index file: bm25 ranking with the title weighted above
 * the text; exact totals, facet counts, filters and date order from the in-memory DocTable.
 */
export class FtsSearchEngine implements SearchEngine {
  private readonly ranked: Database.Statement;
  private readonly rowids: Database.Statement;
  private readonly count: Database.Statement;
  private readonly labels: Database.Statement;
  private readonly fetchers = new Map<
    number,
    { results: Database.Statement; snippets: Database.Statement; explain: Database.Statement }
  >();
  private readonly cache = new Map<string, SearchPage>();
  private closed = false;

  private constructor(
    private readonly db: IndexDb,
    private readonly docs: DocTable,
    private lastChangeId: number,
    private readonly builtAt: string | null,
  ) {
    this.ranked = db
      .prepare(
        `SELECT rowid FROM doc_fts WHERE doc_fts MATCH ? ORDER BY bm25(doc_fts, ${BM25_WEIGHTS}), rowid LIMIT ? OFFSET ?`,
      )
      .pluck();
    this.rowids = db.prepare('SELECT rowid FROM doc_fts WHERE doc_fts MATCH ?').pluck();
    this.count = db.prepare('SELECT count(*) FROM doc_fts WHERE doc_fts MATCH ?').pluck();
    this.labels = db.prepare('SELECT label FROM facet_label WHERE code = ? AND term = ?').pluck();
  }

  /** Told of every change applied, so that readers in worker threads can follow the writer. */
  onApplied: ((update: ColumnUpdate) => void) | null = null;

  /**
   * Opens an index file built by `buildIndex`; loads the in-memory columns, which also warms the
   * cache. A read-only engine (a worker's) never writes: it follows the writer through applyColumns.
   */
  static open(file: string, options: { readonly?: boolean } = {}): FtsSearchEngine {
    const db = openIndexFile(file, options);
    const meta = readMeta(db);
    return new FtsSearchEngine(
      db,
      DocTable.load(db),
      Number(meta.get('last_change_id') ?? 0),
      meta.get('built_at') ?? null,
    );
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const key = `${this.lastChangeId}|${JSON.stringify(request)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const page = this.run(request);
    this.cache.set(key, page);
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value ?? '');
    return page;
  }

  async countByCategory(terms: SearchTerms): Promise<Map<string, number>> {
    const compiled = compileCriteria(terms, null);
    const filter = rowFilterOf(this.docs, compiled.terms, compiled.dates);
    const counts = new Map<string, number>();
    if (compiled.match === null) return counts;
    for (const rowid of this.rowids.all(compiled.match) as number[]) {
      if (filter && !filter(rowid)) continue;
      const category = this.docs.categoryOf(rowid);
      if (category !== undefined) counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    return counts;
  }

  private run(request: SearchRequest): SearchPage {
    const compiled = compileCriteria(request.terms, request.categories);
    if (compiled.match === null) return { total: 0, works: [], facets: [] };
    const filter = rowFilterOf(this.docs, compiled.terms, compiled.dates);
    const { startPos, pageSize } = request;
    if (!filter && request.facets.length === 0 && request.sortBy === 'relevance') {
      // A summary panel: the total counted and the page ranked in SQLite, no row ids read at all.
      const page = this.ranked.all(compiled.match, BigInt(pageSize), BigInt(startPos)) as number[];
      const total = this.count.get(compiled.match) as number;
      return { total, works: this.fetch(compiled.match, page, request.explain === true), facets: [] };
    }
    // Row ids only (plain numbers): what totals, facets and date order need, cheap to read.
    const matches = this.rowids.all(compiled.match) as number[];
    const hits = filter ? matches.filter(filter) : matches;
    const page =
      request.sortBy !== 'relevance'
        ? pageByDate(
            hits,
            (rowid) => this.docs.sortKeyOf(rowid),
            request.sortBy === 'dateAsc' ? 1 : -1,
            startPos,
            pageSize,
          )
        : filter
          ? this.rankedPassing(compiled.match, filter, startPos, pageSize)
          : (this.ranked.all(compiled.match, BigInt(pageSize), BigInt(startPos)) as number[]);
    return {
      total: hits.length,
      works: this.fetch(compiled.match, page, request.explain === true),
      facets: this.facetsOf(hits, request.facets, compiled.selected),
    };
  }

  /**
   * A page of the matches that pass a filter, best first: SQLite ranks every match by bm25 and
   * this reads them in order until the page is full, so a broad filter stops early.
   */
  private rankedPassing(
    match: string,
    filter: (rowid: number) => boolean,
    startPos: number,
    pageSize: number,
  ) {
    const page: number[] = [];
    let passed = 0;
    for (const rowid of this.ranked.iterate(match, -1n, 0n) as Iterable<number>) {
      if (!filter(rowid)) continue;
      passed += 1;
      if (passed > startPos) page.push(rowid);
      if (page.length === pageSize) break;
    }
    return page;
  }

  private facetsOf(hits: number[], codes: readonly FacetCode[], selected: Map<string, Set<string>>): Facet[] {
    if (codes.length === 0) return [];
    const table = this.docs.facets;
    const wanted = new Set<number>();
    const withChildren = [...codes, ...codes.flatMap((c) => (c === 'decade' ? (['year'] as const) : []))];
    for (const code of withChildren) {
      const id = table.codeId(code);
      if (id !== undefined) wanted.add(id);
    }
    const counts = table.count(hits, wanted);
    return buildFacets(withChildren, counts, table, selected, (code, term) =>
      code === 'title' ? ((this.labels.get(code, term) as string | undefined) ?? undefined) : undefined,
    );
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
    const update: ColumnUpdate = {
      docs: documents.map((doc) => ({
        rowid: Number(doc.rowid),
        columns: {
          category: doc.category,
          sortKey: doc.sortKey,
          birthKey: doc.birthKey,
          deathKey: doc.deathKey,
          facets: doc.facets.values,
        },
      })),
      removed: removed.map(Number),
      lastChangeId,
    };
    this.applyColumns(update);
    this.onApplied?.(update);
  }

  /** Brings the in-memory columns up to a change the writer has committed to the file. */
  applyColumns(update: ColumnUpdate): void {
    for (const { rowid, columns } of update.docs) this.docs.set(rowid, columns);
    for (const rowid of update.removed) this.docs.delete(rowid);
    this.lastChangeId = Math.max(this.lastChangeId, update.lastChangeId);
    this.cache.clear();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  /** Result rows and snippets of one page, in the page's order; with explain, each score's parts. */
  private fetch(match: string, rowids: number[], explain: boolean): WorkResult[] {
    if (rowids.length === 0) return [];
    const fetcher = this.fetchersFor(rowids.length);
    const ids = rowids.map((r) => BigInt(r));
    const rows = new Map(
      (fetcher.results.raw().all(...ids) as [number, string][]).map(([rowid, json]) => [rowid, json]),
    );
    const marked = new Map(fetcher.snippets.raw().all(match, ...ids) as [number, string][]);
    const explained = explain
      ? new Map(
          (fetcher.explain.raw().all(match, ...ids) as [number, ...number[]][]).map(([rowid, ...parts]) => [
            rowid,
            explanation(parts),
          ]),
        )
      : null;
    return rowids.flatMap((rowid) => {
      const json = rows.get(rowid);
      if (json === undefined) return [];
      const parts = snippetParts(marked.get(rowid) ?? '');
      const result: WorkResult = {
        ...(JSON.parse(json) as Omit<WorkResult, 'snippets'>),
        snippets: parts.length > 0 ? [parts] : [],
      };
      const why = explained?.get(rowid);
      return [why === undefined ? result : { ...result, searchExplainString: why }];
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
        explain: this.db.prepare(
          `SELECT rowid, bm25(doc_fts, ${BM25_WEIGHTS}), ${EXPLAIN_COLUMNS.map((_, i) => `bm25(doc_fts, ${columnWeights(i)})`).join(', ')} FROM doc_fts WHERE doc_fts MATCH ? AND rowid IN (${list})`,
        ),
      };
      this.fetchers.set(n, fetcher);
    }
    return fetcher;
  }
}
