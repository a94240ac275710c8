import {
  FACETS_BY_HANDLER,
  FACETS_FOR_ALL,
  type Facet,
  type FacetCode,
  isIdText,
  type ResultsPage,
  type SearchCriteria,
  SearchHandlerSchema,
  summaryPanelSize,
  usesImageTiles,
} from '@trove/contracts';
import { type CollectionRow } from '@trove/db';
import {
  QueryProblem,
  type SearchEngine,
  type SearchHelp,
  type SearchRequest,
  keywordProblemOf,
} from '@trove/search';
import type { ServiceDeps } from '../deps.ts';
import { invalid, notFound, unavailable } from '../domain/errors.ts';
import { type CollectionDirectory, collectionDirectory } from './collections-directory.ts';
import { type CallerCriteria, withCallerTags } from './tags-user-limit.ts';

/** Deepest result a page may start at: bm25 paging cost grows with the offset. */
export const MAX_RECORDS = 10_000;
export const ALL_COLLECTIONS = '-1';
const MAX_TEXT_CHARS = 1_000;

function engineOf(deps: ServiceDeps): SearchEngine {
  const engine = deps.search.current;
  if (!engine?.status().ready)
    throw unavailable('Search is starting up: the index is being built. Try again shortly.');
  return engine;
}

/** Where a collection is looked up: the directory read once a minute, or the store itself. */
type CollectionLookup = Pick<CollectionDirectory, 'byKey' | 'byId'>;

/** The store's own rows, for a call whose answer must follow an operator's edit at once. */
export function storeCollections(deps: ServiceDeps<'content'>): CollectionLookup {
  return {
    byKey: (namespace, key) => deps.store.content.findCollection(namespace, key),
    byId: (id) => deps.store.content.findCollectionById(id),
  };
}

/** A collection named by url key (namespace category) or by id; digits beyond any id name none. */
export async function resolveCollection(
  deps: ServiceDeps<'content'>,
  category: string,
  collections: CollectionLookup = collectionDirectory(deps),
): Promise<CollectionRow> {
  const row = !/^\d+$/.test(category)
    ? await collections.byKey('category', category)
    : isIdText(category)
      ? await collections.byId(Number(category))
      : undefined;
  if (!row) throw notFound(`There is no collection ${category}.`);
  if (row.searchable !== 1)
    throw invalid(`The collection ${row.name} cannot be searched.`, { code: 'not_searchable' });
  return row;
}

function checkCriteria(criteria: SearchCriteria): void {
  const long = criteria.text.find((t) => t.value.length > MAX_TEXT_CHARS);
  if (long)
    throw invalid(`The ${long.field} is too long (at most ${MAX_TEXT_CHARS} characters).`, {
      code: 'validation',
    });
  if (criteria.startPos >= MAX_RECORDS)
    throw invalid(`startPos must be below ${MAX_RECORDS}: narrow the search to see later results.`, {
      code: 'validation',
    });
}

/** Runs the engine; a search that cannot run is the asker's 400, never a 500. */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueryProblem) throw invalid(error.message, { code: 'invalid_query' });
    throw error;
  }
}

/** The facets of a collection's search handler. */
export function facetsOf(collection: CollectionRow): readonly FacetCode[] {
  const handler = SearchHandlerSchema.safeParse(collection.searchHandler);
  return handler.success ? FACETS_BY_HANDLER[handler.data] : [];
}

/** How a search is run: `fresh` searches again rather than use a page the engine kept. */
export type SearchOptions = Pick<SearchRequest, 'fresh'>;

/**
 * A search in one collection or across all (-1). `viewer` is the asker's account (null when
 * anonymous): the user-tag limit finds their own tagged records only (ADR 022).
 */
export async function search(
  deps: ServiceDeps<'content' | 'tags'>,
  category: string,
  criteria: SearchCriteria,
  viewer: number | null,
  options: SearchOptions = {},
): Promise<ResultsPage> {
  checkCriteria(criteria);
  if (category === ALL_COLLECTIONS) {
    const engine = engineOf(deps);
    return searchAll(deps, engine, await withCallerTags(deps, criteria, viewer), baseOf(criteria));
  }
  const collection = await resolveCollection(deps, category);
  return searchCollection(deps, collection, criteria, facetsOf(collection), viewer, options);
}

function baseOf(criteria: SearchCriteria) {
  return {
    startPos: criteria.startPos,
    pageSize: criteria.pageSize,
    maxRecords: MAX_RECORDS,
    hasMoreGroups: false,
  };
}

/**
 * One resolved collection searched with the given facets: the collection search, and the explore
 * view with the collection's explore facets (an empty query there searches the whole collection).
 */
export async function searchCollection(
  deps: ServiceDeps<'tags'>,
  collection: CollectionRow,
  criteria: SearchCriteria,
  facets: readonly FacetCode[],
  viewer: number | null,
  options: SearchOptions = {},
): Promise<ResultsPage> {
  checkCriteria(criteria);
  const engine = engineOf(deps);
  const request: SearchRequest = {
    ...options,
    terms: await withCallerTags(deps, criteria, viewer),
    categories: [collection.urlKey],
    startPos: criteria.startPos,
    pageSize: criteria.pageSize,
    sortBy: criteria.sortBy,
    facets,
    explain: criteria.explain,
  };
  // Spec 01 §4: a search that finds nothing because of its limits is redone without them.
  const { page, removedLimits, help } = await run(() => engine.searchWidening(request));
  return {
    ...baseOf(criteria),
    works: page.works,
    numRecords: page.works.length,
    totalRecords: page.total,
    facets: page.facets,
    resultGroups: [],
    ...(criteria.pageTotals ? pageTotals(criteria, page.total) : {}),
    ...(removedLimits.length > 0 ? { removedLimits } : {}),
    ...helpOf(criteria, help),
  };
}

/**
 * Issue 14 §2 (ADR 034): the engine's help (a spelling that finds more, the records holding most of
 * the words) and what was wrong with a keyword that could not be read, which still searched its words.
 */
function helpOf(
  criteria: SearchCriteria,
  help: SearchHelp | undefined,
): Pick<ResultsPage, 'suggestion' | 'partialMatch' | 'queryProblem'> {
  const problem = keywordProblemOf(criteria);
  return {
    ...(help?.suggestion ? { suggestion: help.suggestion } : {}),
    ...(help?.partial ? { partialMatch: help.partial } : {}),
    ...(problem ? { queryProblem: problem } : {}),
  };
}

/** The named facets of a search in one collection, or across all (-1), counted over every match. */
export async function searchFacets(
  deps: ServiceDeps<'content' | 'tags'>,
  category: string,
  criteria: SearchCriteria,
  codes: readonly FacetCode[],
  viewer: number | null,
): Promise<Facet[]> {
  checkCriteria(criteria);
  const engine = engineOf(deps);
  const categories = category === ALL_COLLECTIONS ? null : [(await resolveCollection(deps, category)).urlKey];
  const terms = await withCallerTags(deps, criteria, viewer);
  const page = await run(() =>
    engine.search({
      terms,
      categories,
      startPos: 0,
      pageSize: 0,
      sortBy: 'relevance',
      facets: codes,
    }),
  );
  return page.facets;
}

/** How many results the previous and next pages hold (website searches page by previous/next). */
function pageTotals(criteria: SearchCriteria, total: number) {
  return {
    previousPageTotals: Math.min(criteria.startPos, criteria.pageSize),
    nextPageTotals: Math.max(0, Math.min(criteria.pageSize, total - criteria.startPos - criteria.pageSize)),
  };
}

/**
 * One group per collection with hits: its exact total and its first 3 works (8 for image tiles),
 * with the subject and tag facets of every match; the engine answers it in one call.
 */
async function searchAll(
  deps: ServiceDeps<'content'>,
  engine: SearchEngine,
  criteria: CallerCriteria,
  base: Pick<ResultsPage, 'startPos' | 'pageSize' | 'maxRecords' | 'hasMoreGroups'>,
): Promise<ResultsPage> {
  const collections = new Map(
    (await collectionDirectory(deps).inNamespace('category'))
      .filter((c) => c.searchable === 1)
      .map((c) => [c.urlKey, c]),
  );
  const answer = await run(() =>
    engine.searchAll({
      terms: criteria,
      panels: [...collections.values()].map((c) => ({
        category: c.urlKey,
        pageSize: summaryPanelSize(usesImageTiles(c.searchHandler, c.uiSearchType)),
      })),
      sortBy: criteria.sortBy,
      facets: FACETS_FOR_ALL,
      explain: criteria.explain,
    }),
  );
  const groups = answer.panels.map((panel) => ({
    category: panel.category,
    name: collections.get(panel.category)?.name ?? panel.category,
    totalFound: panel.total,
    works: panel.works,
  }));
  return {
    ...base,
    works: [],
    numRecords: groups.reduce((n, g) => n + g.works.length, 0),
    totalRecords: groups.reduce((n, g) => n + g.totalFound, 0),
    facets: answer.facets,
    resultGroups: groups,
    ...helpOf(criteria, answer.help),
  };
}
