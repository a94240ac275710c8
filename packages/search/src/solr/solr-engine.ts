import type { Facet, FacetCode, SortBy, WorkResult } from '@trove/contracts';
import { type ChangeCursor, LOG_START, laterCursor } from '@trove/db';
import { type CompiledSearch, type SearchTerms, compileCriteria } from '../criteria-query.ts';
import type { IndexDocument } from '../documents.ts';
import type {
  IndexStatus,
  PanelPage,
  SearchAllPage,
  SearchAllRequest,
  SearchEngine,
  SearchPage,
  SearchRequest,
  WidenedPage,
} from '../engine.ts';
import { searchAllWithHelp, searchWithHelp } from '../help/search-help.ts';
import type { SpellingSource } from '../help/spelling.ts';
import { MAX_EXACT_MATCHES } from '../table-queries.ts';
import { chooseSnippet, snippetParts } from '../snippets.ts';
import { passage } from './solr-snippets.ts';
import { type FacetAnswer, bucketsOf, countedOf, facetRequest } from './solr-facets.ts';
import { FacetLabels } from './solr-labels.ts';
import { buildFacets } from '../facet-builder.ts';
import { Fts5Words } from './fts5-words.ts';
import { explanationOf, type SolrExplanation } from './solr-explain.ts';
import { solrRequest } from './solr-http.ts';
import { STATE_ID, SolrIndexWriter } from './solr-index.ts';
import { HIGHLIGHT, type Select, formOf, selectOf } from './solr-select.ts';
import { SolrSpelling } from './solr-spelling.ts';

/** Where a SolrCloud collection is: its nodes (tried in turn) and the collection (or alias) searched. */
export interface SolrLocation {
  urls: readonly string[];
  collection: string;
}

interface SelectAnswer {
  response: {
    numFound: number;
    docs: { id: string; rowid: number; result: string; description?: string }[];
  };
  highlighting?: Record<string, { description?: string[]; fulltext?: string[] }>;
  facets?: FacetAnswer & { count?: number };
  debug?: { explain?: Record<string, SolrExplanation> };
}

/** Shared by every engine of the process, as the embedded engine's: a revision is never repeated. */
let lastRevision = 0;

/** How many name keys' record counts are kept (the exact-name-first rule asks for each query's). */
const EXACT_COUNTS_KEPT = 500;

/**
 * Search over a SolrCloud collection (issue 28, ADR 055), answering as the embedded FTS5 engine
 * does: the same compiled search (criteria-query.ts), its FTS5 expression run as a Solr query
 * (solr-query.ts), its limits and ranges as filter queries, exact totals and facet counts, the
 * same ranking rules, snippets from the highlighter and a bulk harvest by row id.
 */
export class SolrSearchEngine implements SearchEngine {
  private readonly words = new Fts5Words();
  private readonly exactCounts = new Map<string, number>();
  private revision = ++lastRevision;
  private closed = false;
  private vocabulary: SolrSpelling | null = null;
  private readonly labels: FacetLabels;
  readonly writer: SolrIndexWriter;

  private constructor(
    readonly location: SolrLocation,
    private documents: number,
    private applied: ChangeCursor,
  ) {
    this.writer = new SolrIndexWriter(location.urls, location.collection);
    this.labels = new FacetLabels(location);
  }

  /** An engine over a collection, at the place in the change log the collection records. */
  static async open(location: SolrLocation): Promise<SolrSearchEngine> {
    const engine = new SolrSearchEngine(location, 0, LOG_START);
    await engine.refresh();
    return engine;
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const compiled = compileCriteria(request.terms, request.categories);
    if (compiled.matches.length === 0) return { total: 0, works: [], facets: [] };
    const categories = compiled.matches.map((m) => m.category);
    if (request.harvestAfter !== undefined) return this.harvestPage(compiled, categories, request);
    const answer = await this.rankedSelect(
      compiled,
      categories,
      request.sortBy,
      {
        start: String(request.startPos),
        rows: String(request.pageSize),
        ...(request.pageSize > 0 ? HIGHLIGHT : {}),
        ...(request.explain ? EXPLAIN : {}),
      },
      facetRequest(request.facets),
    );
    return {
      total: answer.response.numFound,
      works: worksOf(answer, true),
      facets: await this.facetsOf(request.facets, answer.facets, compiled.selected),
    };
  }

  async searchAll(request: SearchAllRequest): Promise<SearchAllPage> {
    return searchAllWithHelp(this, request, (asked) => this.panelsOf(asked));
  }

  /**
   * Every collection at once (spec 01 §2.8): one select counts each collection's matches and the
   * facets over all of them; each collection with matches then has its panel's page ranked alone.
   */
  private async panelsOf(request: SearchAllRequest): Promise<SearchAllPage> {
    const compiled = compileCriteria(request.terms, null);
    if (compiled.matches.length === 0) return { panels: [], facets: [] };
    const categories = compiled.matches.map((m) => m.category);
    const answer = await this.rankedSelect(
      compiled,
      categories,
      request.sortBy,
      { rows: '0' },
      { ...facetRequest(request.facets), categories: CATEGORY_FACET },
    );
    const totals = new Map(bucketsOf(answer.facets, 'categories').map((b) => [b.val, b.count]));
    const asked = request.panels.filter((p) => (totals.get(p.category) ?? 0) > 0);
    const panels = await Promise.all(
      asked.map(async ({ category, pageSize }): Promise<PanelPage> => {
        const page = await this.rankedSelect(compiled, [category], request.sortBy, {
          rows: String(pageSize),
          ...HIGHLIGHT,
          ...(request.explain ? EXPLAIN : {}),
        });
        return { category, total: totals.get(category) ?? 0, works: worksOf(page, true) };
      }),
    );
    return { panels, facets: await this.facetsOf(request.facets, answer.facets, compiled.selected) };
  }

  async searchWidening(request: SearchRequest): Promise<WidenedPage> {
    return searchWithHelp(this, request);
  }

  async countByCategory(terms: SearchTerms): Promise<Map<string, number>> {
    return this.countsOf(terms, null);
  }

  /** Exact number of matches in the given collections (null: all), for the search help. */
  async total(terms: SearchTerms, categories: readonly string[] | null): Promise<number> {
    return [...(await this.countsOf(terms, categories)).values()].reduce((sum, n) => sum + n, 0);
  }

  /** The collection's own vocabulary, for spelling suggestions. */
  get spelling(): SpellingSource {
    this.vocabulary ??= new SolrSpelling(this.location, this.words);
    return this.vocabulary;
  }

  private async countsOf(
    terms: SearchTerms,
    categories: readonly string[] | null,
  ): Promise<Map<string, number>> {
    const compiled = compileCriteria(terms, categories);
    if (compiled.matches.length === 0) return new Map();
    const select = selectOf(compiled, this.words, {
      categories: compiled.matches.map((m) => m.category),
      sortBy: 'relevance',
      exactFirst: false,
    });
    const answer = await this.select(select, {
      rows: '0',
      sort: 'rowid asc',
      'json.facet': JSON.stringify({ categories: CATEGORY_FACET }),
    });
    return new Map(bucketsOf(answer.facets, 'categories').map((b) => [b.val, b.count]));
  }

  /**
   * A bulk harvest's page (ADR 051): the matches after a row id in row id order, one more than the
   * page to know whether another follows; the total and facets count every match (the row id
   * filter is tagged and left out of them).
   */
  private async harvestPage(
    compiled: CompiledSearch,
    categories: readonly string[],
    request: SearchRequest,
  ): Promise<SearchPage> {
    const select = selectOf(compiled, this.words, { categories, sortBy: 'relevance', exactFirst: false });
    const after = request.harvestAfter ?? 0;
    const everything = { excludeTags: 'after' };
    const answer = await this.select(
      { ...select, fq: [...select.fq, `{!tag=after}rowid:{"${after}" TO *]`] },
      {
        rows: String(request.pageSize + 1),
        sort: 'rowid asc',
        'json.facet': JSON.stringify({
          total: { type: 'query', q: '*:*', domain: everything },
          ...facetRequest(request.facets, everything),
        }),
      },
    );
    const docs = answer.response.docs;
    const page = docs.slice(0, request.pageSize);
    const last = page.at(-1)?.rowid;
    const total = answer.facets?.total;
    return {
      total: typeof total === 'object' ? ((total as { count?: number }).count ?? 0) : 0,
      // A harvest reads whole records: no snippets, which cost most on long OCR text.
      works: worksOf({ ...answer, response: { ...answer.response, docs: page } }, false),
      facets: await this.facetsOf(request.facets, answer.facets, compiled.selected),
      ...(docs.length > page.length && last !== undefined ? { lastRowid: last } : {}),
    };
  }

  /**
   * A ranked select: records whose name or title equals the query first when its key names few
   * enough records (as table-queries.ts). A key not seen before is counted in the same request (a
   * query facet over the whole collection) and ranked as if few: only when it names more is the
   * page asked for again without. The count is kept either way.
   */
  private async rankedSelect(
    compiled: CompiledSearch,
    categories: readonly string[],
    sortBy: SortBy,
    params: Record<string, string>,
    facets: Record<string, object> = {},
  ): Promise<SelectAnswer> {
    const ask = (exactFirst: boolean, more: Record<string, object> = {}) =>
      this.select(selectOf(compiled, this.words, { categories, sortBy, exactFirst }), {
        ...params,
        ...facetParam({ ...facets, ...more }),
      });
    const key = sortBy === 'relevance' ? compiled.exactKey : null;
    if (key === null) return ask(false);
    const known = this.exactCounts.get(key);
    if (known !== undefined) return ask(known <= MAX_EXACT_MATCHES);
    const answer = await ask(true, { [NAMED]: NAMED_COUNT });
    const named = answer.facets?.[NAMED];
    const count = typeof named === 'object' ? ((named as { count?: number }).count ?? 0) : 0;
    this.exactCounts.set(key, count);
    if (this.exactCounts.size > EXACT_COUNTS_KEPT)
      this.exactCounts.delete(this.exactCounts.keys().next().value ?? '');
    // Without rows the order does not matter.
    return count <= MAX_EXACT_MATCHES || params.rows === '0' ? answer : ask(false);
  }

  /** The facets asked, built as the embedded engine builds them (facet-builder.ts), terms labelled. */
  private async facetsOf(
    codes: readonly FacetCode[],
    answer: FacetAnswer | undefined,
    selected: Map<string, Set<string>>,
  ): Promise<Facet[]> {
    if (codes.length === 0) return [];
    const byCode = countedOf(codes, answer);
    return buildFacets([...byCode.keys()], byCode, selected, await this.labels.lookup(byCode));
  }

  private async select(select: Select, extra: Record<string, string>): Promise<SelectAnswer> {
    return (await solrRequest(this.location.urls, `/${this.location.collection}/select`, {
      method: 'POST',
      body: formOf(select, { fl: 'id,rowid,result,description', ...extra }),
      contentType: 'application/x-www-form-urlencoded',
    })) as SelectAnswer;
  }

  status(): IndexStatus {
    return {
      ready: !this.closed,
      documents: this.documents,
      applied: this.applied,
      revision: this.revision,
      builtAt: null,
    };
  }

  /**
   * Applies changed and removed documents, makes them searchable, and only then records the place
   * in the change log they bring it to: a batch that fails is never passed over.
   */
  async apply(
    documents: readonly IndexDocument[],
    removed: readonly bigint[],
    through: ChangeCursor,
  ): Promise<void> {
    await this.writer.write(documents);
    await this.writer.remove(removed);
    const applied = laterCursor(this.applied, through);
    await this.writer.writeCursor(applied);
    await this.writer.commit();
    this.applied = applied;
    this.labels.note(documents.flatMap((d) => d.facets.labels));
    this.exactCounts.clear();
    this.revision = ++lastRevision;
    await this.recount();
  }

  /** Reads the collection's place in the change log and its records again (after it was filled anew). */
  async refresh(): Promise<void> {
    this.applied = await this.writer.readCursor();
    this.exactCounts.clear();
    this.revision = ++lastRevision;
    await this.recount();
  }

  /** Reads how many records the collection holds. */
  private async recount(): Promise<void> {
    const answer = (await solrRequest(this.location.urls, `/${this.location.collection}/select`, {
      params: { q: '*:*', fq: `-category:${STATE_ID}`, rows: '0' },
    })) as SelectAnswer;
    this.documents = answer.response.numFound;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.words.close();
  }
}

/** Each collection's number of matches. */
const CATEGORY_FACET = { type: 'terms', field: 'category', limit: -1, mincount: 1 };

/** How many records of any collection have the query's name or title key (the domain is the whole collection). */
const NAMED = 'named';
const NAMED_COUNT = { type: 'query', q: '{!term f=name_keys v=$exactKey}', domain: { query: '*:*' } };

/** JSON facets as Solr takes them, or nothing. */
function facetParam(facets: Record<string, object>): Record<string, string> {
  return Object.keys(facets).length > 0 ? { 'json.facet': JSON.stringify(facets) } : {};
}

/** Each result's score taken apart, for data managers (solr-explain.ts). */
const EXPLAIN = {
  debug: 'results',
  'debug.explain.structured': 'true',
  fl: 'id,rowid,result,description,score',
};

/** The page's result rows in the order Solr ranked them, with their snippets and explanations. */
function worksOf(answer: SelectAnswer, snippets: boolean): WorkResult[] {
  return answer.response.docs.map((doc) => {
    const found = snippets ? answer.highlighting?.[doc.id] : undefined;
    const marked = found
      ? chooseSnippet(
          passage(found.description?.[0] ?? '', doc.description ?? null),
          passage(found.fulltext?.[0] ?? '', null),
        )
      : '';
    const parts = snippetParts(marked);
    const result: WorkResult = {
      ...(JSON.parse(doc.result) as Omit<WorkResult, 'snippets'>),
      snippets: parts.length > 0 ? [parts] : [],
    };
    const why = answer.debug?.explain?.[doc.id];
    return why ? { ...result, searchExplainString: explanationOf(why) } : result;
  });
}
