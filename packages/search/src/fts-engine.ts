import { type ChangeCursor, laterCursor } from '@trove/db';
import { type DocColumns, DocTable } from './doc-table.ts';
import type { IndexDocument } from './documents.ts';
import type {
  IndexStatus,
  PanelPage,
  SearchAllPage,
  SearchAllRequest,
  SearchEngine,
  SearchPage,
  SearchRequest,
  WidenedPage,
} from './engine.ts';
import { compileCriteria, type SearchTerms, type TableMatch } from './criteria-query.ts';
import { FacetCounts } from './facet-counts.ts';
import { harvestOrder } from './date-order.ts';
import { type RowFilter, rowFilterOf } from './row-filter.ts';
import {
  DocumentWriter,
  type IndexDb,
  cursorMeta,
  cursorOf,
  openIndexFile,
  readMeta,
  writeMeta,
} from './index-file.ts';
import { byRank, rankRows, type Standing } from './ranking.ts';
import { mergeParts, type PartAsk, type Partner, type PartState, type SearchPart } from './search-parts.ts';
import { PageRows } from './page-rows.ts';
import { PartReader } from './part-reader.ts';
import { TableQueries } from './table-queries.ts';
import { searchAllWithHelp, searchWithHelp } from './help/search-help.ts';
import { Vocabulary } from './help/vocabulary.ts';

/** What changed in the in-memory columns when the writer applied changes. */
export interface ColumnUpdate {
  docs: { rowid: number; columns: DocColumns }[];
  removed: number[];
  applied: ChangeCursor;
}
/** What a relevance ranking looks for: the key a name or title may equal, and the words typed. */
interface Sought {
  exactKey: string | null;
  words: string[];
}

/** Repeated searches (paging back, a shared link opened twice) are answered from memory. */
const CACHE_ENTRIES = 200;

/** Above every row id: the upper part of a split search reaches to it. */
const LAST_ROWID = Number.MAX_SAFE_INTEGER;

/** Shared by every engine of the process, so a revision is never repeated, not even after a rebuild. */
let lastRevision = 0;

/**
 * SQLite FTS5 search over this instance's index file: bm25 ranking with the title weighted above
 * the text; exact totals, facet counts, filters and date order from the in-memory DocTable.
 */
export class FtsSearchEngine implements SearchEngine {
  private readonly tables: TableQueries;
  private readonly facets: FacetCounts;
  private readonly rows: PageRows;
  private readonly parts: PartReader;
  private readonly cache = new Map<string, SearchPage>();
  private closed = false;
  private revision = ++lastRevision;
  private vocabulary: Vocabulary | null = null;

  private constructor(
    private readonly db: IndexDb,
    private readonly docs: DocTable,
    private applied: ChangeCursor,
    private readonly builtAt: string | null,
  ) {
    this.tables = new TableQueries(db);
    this.facets = new FacetCounts(db, docs.facets);
    this.rows = new PageRows(db, this.tables, (rowid) => docs.categoryOf(rowid));
    this.parts = new PartReader(this.tables, docs, this.facets);
  }

  /** Told of every change applied, so that readers in worker threads can follow the writer. */
  onApplied: ((update: ColumnUpdate) => void) | null = null;

  /** The worker that takes the upper part of each search (search-parts.ts); none in one thread. */
  partner: Partner | null = null;

  /**
   * Opens an index file built by `buildIndex`; loads the in-memory columns, which also warms the
   * cache. A read-only engine (a worker's) never writes: it follows the writer through applyColumns.
   */
  static open(file: string, options: { readonly?: boolean } = {}): FtsSearchEngine {
    const db = openIndexFile(file, options);
    const meta = readMeta(db);
    return new FtsSearchEngine(db, DocTable.load(db), cursorOf(meta), meta.get('built_at') ?? null);
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const { fresh, ...asked } = request;
    const key = `${this.revision}|${JSON.stringify(asked)}`;
    const cached = fresh ? undefined : this.cache.get(key);
    if (cached) return cached;
    const page = await this.run(asked);
    this.cache.set(key, page);
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value ?? '');
    return page;
  }

  /**
   * Every collection at once (spec 01 §2.8): each collection's matches, read once, give its exact
   * total, its panel's page (as its own search would rank it) and, together, the facets.
   */
  async searchAll(request: SearchAllRequest): Promise<SearchAllPage> {
    return searchAllWithHelp(this, request, (asked) => this.panelsOf(asked));
  }

  private async panelsOf(request: SearchAllRequest): Promise<SearchAllPage> {
    const { matches, terms, dates, records, selected, exactKey, words } = compileCriteria(
      request.terms,
      null,
    );
    const sought: Sought = { exactKey, words };
    if (matches.length === 0) return { panels: [], facets: [] };
    const filter = rowFilterOf(this.docs, terms, dates, records);
    const pageSizes = new Map(request.panels.map((p) => [p.category, p.pageSize]));
    const shared = await this.shared({
      terms: request.terms,
      categories: null,
      wanted: matches.map((m) => pageSizes.get(m.category) ?? 0),
      sortBy: request.sortBy,
      facets: request.facets,
      range: null,
    });
    const panels: PanelPage[] = [];
    for (const { category, pageSize } of request.panels) {
      const i = matches.findIndex((m) => m.category === category);
      const total = shared.counts[i] ?? 0;
      if (total === 0) continue;
      const match = matches.slice(i, i + 1);
      const page = this.pageOf(match, partOfMatch(shared, i), filter, sought, {
        startPos: 0,
        pageSize,
        sortBy: request.sortBy,
      });
      panels.push({ category, total, works: this.rows.read(match, page, request.explain === true) });
    }
    return { panels, facets: this.facets.build(shared.facetCounts, request.facets, selected) };
  }

  async searchWidening(request: SearchRequest): Promise<WidenedPage> {
    return searchWithHelp(this, request);
  }

  async countByCategory(terms: SearchTerms): Promise<Map<string, number>> {
    return this.countsOf(terms, null);
  }

  /** Exact number of matches in the given collections (null: all), for the search help. */
  total(terms: SearchTerms, categories: readonly string[] | null): number {
    return [...this.countsOf(terms, categories).values()].reduce((sum, n) => sum + n, 0);
  }

  /** The index's own vocabulary, for spelling suggestions (made on first use). */
  get spelling(): Vocabulary {
    this.vocabulary ??= new Vocabulary(this.db);
    return this.vocabulary;
  }

  private countsOf(terms: SearchTerms, categories: readonly string[] | null): Map<string, number> {
    const compiled = compileCriteria(terms, categories);
    const filter = rowFilterOf(this.docs, compiled.terms, compiled.dates, compiled.records);
    const counts = new Map<string, number>();
    for (const m of compiled.matches) {
      const n = filter ? this.tables.rowids(m).filter(filter).length : this.tables.count(m);
      if (n > 0) counts.set(m.category, n);
    }
    return counts;
  }

  private async run(request: SearchRequest): Promise<SearchPage> {
    const { matches, terms, dates, records, selected, exactKey, words } = compileCriteria(
      request.terms,
      request.categories,
    );
    const sought: Sought = { exactKey, words };
    if (matches.length === 0) return { total: 0, works: [], facets: [] };
    const filter = rowFilterOf(this.docs, terms, dates, records);
    if (request.harvestAfter !== undefined) return this.harvestPage(matches, filter, request, selected);
    const shared = await this.shared({
      terms: request.terms,
      categories: request.categories,
      wanted: matches.map(() => request.startPos + request.pageSize),
      sortBy: request.sortBy,
      facets: request.facets,
      range: null,
    });
    const page = this.pageOf(matches, shared, filter, sought, request);
    return {
      total: shared.counts.reduce((sum, n) => sum + n, 0),
      works: this.rows.read(matches, page, request.explain === true),
      facets: this.facets.build(shared.facetCounts, request.facets, selected),
    };
  }

  /**
   * A search's counts, facet counts and page candidates: split with the partner at the collection's
   * middle row id when there is one (each part on its own core), else read whole here.
   */
  private async shared(ask: PartAsk): Promise<SearchPart> {
    const partner = this.partner;
    if (!partner) return this.part(ask);
    const middle = this.docs.middleOf(ask.categories);
    const upper: PartAsk = { ...ask, range: [middle + 1, LAST_ROWID] };
    const theirs = partner.ask(upper, this.partState());
    let mine: SearchPart;
    try {
      mine = this.part({ ...ask, range: [0, middle] });
    } catch (error) {
      // Settled all the same (claimed here if not begun there), so nothing waits on it for ever.
      void theirs();
      throw error;
    }
    return mergeParts([mine, (await theirs()) ?? this.part(upper)]);
  }

  /**
   * Finds where each collection's searches split (DocTable.middleOf) before the first search, which
   * would otherwise wait for it: a pass over every record (about 100 ms at 1,000,000).
   */
  prepareSplit(): void {
    this.docs.middleOf(null);
  }

  /** One part of a search (search-parts.ts): asked by the partner, or this engine's own. */
  part(ask: PartAsk): SearchPart {
    return this.parts.read(ask);
  }

  /** What this engine's parts are read from: a partner's must be the same to be merged with them. */
  partState(): PartState {
    return { applied: this.applied, facetValues: this.docs.facets.signature };
  }

  /**
   * A bulk harvest's page (ADR 051): the matches after a row id in row id order, read from each
   * collection's table from that row id on (never all the matches), one more than the page to know
   * whether another follows. The total is counted as for any search.
   */
  private harvestPage(
    matches: TableMatch[],
    filter: RowFilter,
    request: SearchRequest,
    selected: Map<string, Set<string>>,
  ): SearchPage {
    const after = request.harvestAfter ?? 0;
    const wanted = request.pageSize + 1;
    const found: number[] = [];
    for (const m of matches) {
      let taken = 0;
      for (const rowid of this.tables.rowidsAfter(m, after)) {
        if (filter && !filter(rowid)) continue;
        found.push(rowid);
        if ((taken += 1) >= wanted) break;
      }
    }
    const ordered = harvestOrder(found, after, wanted);
    const page = ordered.slice(0, request.pageSize);
    const needsHits = filter !== null || request.facets.length > 0;
    const hits = needsHits ? this.parts.hitsOf(matches, filter) : [];
    const total = needsHits ? hits.length : matches.reduce((sum, m) => sum + this.tables.count(m), 0);
    const last = page.at(-1);
    return {
      total,
      // A harvest reads whole records: no snippets, which cost most on long OCR text.
      works: this.rows.read(matches, page, false, false),
      facets: this.facets.build(this.facets.count([hits], request.facets), request.facets, selected),
      ...(ordered.length > page.length && last !== undefined ? { lastRowid: last } : {}),
    };
  }

  /** A page: by date when asked, else best first from each match's candidates. */
  private pageOf(
    matches: TableMatch[],
    { candidates, dated }: Pick<SearchPart, 'candidates' | 'dated'>,
    filter: RowFilter,
    { exactKey, words }: Sought,
    { startPos, pageSize, sortBy }: Pick<SearchRequest, 'startPos' | 'pageSize' | 'sortBy'>,
  ): number[] {
    // Each match's (and each part's) first matches by date hold the page's.
    if (sortBy !== 'relevance')
      return this.parts.byDate(dated.flat(), sortBy === 'dateAsc' ? 1 : -1, startPos, pageSize);
    // Ranked as from the whole table: the candidates hold every row ranking reads, best first.
    const wanted = startPos + pageSize;
    const lists = matches.map((m, i) => {
      const read = candidates[i] ?? [];
      const source = this.parts.rankSource(m, exactKey, {
        top: (limit) => read.slice(0, limit),
        all: () => read,
      });
      return rankRows(source, filter, wanted, this.standingOf, words);
    });
    // Several collections are merged the same way (bm25 over each collection's own statistics).
    const [only] = lists;
    const rows = only && lists.length === 1 ? only : lists.flat().sort(byRank);
    return rows.slice(startPos, wanted).map((r) => r.rowid);
  }

  private readonly standingOf = (rowid: number): Standing => this.docs.standingOf(rowid);

  status(): IndexStatus {
    return {
      ready: !this.closed,
      documents: this.docs.count,
      applied: this.applied,
      revision: this.revision,
      builtAt: this.builtAt,
    };
  }

  /** Applies changed and removed documents, and records the place in the change log they bring it to. */
  apply(documents: readonly IndexDocument[], removed: readonly bigint[], through: ChangeCursor): void {
    const writer = new DocumentWriter(this.db);
    const applied = laterCursor(this.applied, through);
    this.db.transaction(() => {
      for (const doc of documents) writer.write(doc, true);
      for (const rowid of removed) writer.remove(rowid);
      writeMeta(this.db, cursorMeta(applied));
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
          noise: doc.noise,
          prominence: doc.prominence,
        },
      })),
      removed: removed.map(Number),
      applied,
    };
    this.applyColumns(update);
    this.onApplied?.(update);
  }

  /** Brings the in-memory columns up to a change the writer has committed to the file. */
  applyColumns(update: ColumnUpdate): void {
    for (const { rowid, columns } of update.docs) this.docs.set(rowid, columns);
    for (const rowid of update.removed) this.docs.delete(rowid);
    this.applied = laterCursor(this.applied, update.applied);
    this.revision = ++lastRevision;
    this.cache.clear();
    this.tables.forget();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

/** One match's share of a search's parts, for a panel of its own. */
function partOfMatch(part: SearchPart, i: number): Pick<SearchPart, 'candidates' | 'dated'> {
  return { candidates: part.candidates.slice(i, i + 1), dated: part.dated.slice(i, i + 1) };
}
