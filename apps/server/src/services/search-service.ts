import { LIMITS, type ResultsPage, type SearchQuery } from '@trove/contracts';
import { type CollectionRow, findCollection, findCollectionById, listCollections } from '@trove/db';
import type { SearchEngine } from '@trove/search';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound, unavailable } from '../http/errors.ts';

/** Deepest result a page may start at: bm25 paging cost grows with the offset. */
export const MAX_RECORDS = 10_000;
export const ALL_COLLECTIONS = '-1';
const MAX_KEYWORD_CHARS = 1_000;

function engineOf(deps: AppDeps): SearchEngine {
  const engine = deps.search.current;
  if (!engine?.status().ready)
    throw unavailable('Search is starting up: the index is being built. Try again shortly.');
  return engine;
}

/** A collection named by url key (namespace category) or by id. */
export async function resolveCollection(deps: AppDeps, category: string): Promise<CollectionRow> {
  const row = /^\d+$/.test(category)
    ? await findCollectionById(deps.store.db, Number(category))
    : await findCollection(deps.store.db, 'category', category);
  if (!row) throw notFound(`There is no collection ${category}.`);
  if (row.searchable !== 1)
    throw new HttpError(400, 'not_searchable', `The collection ${row.name} cannot be searched.`);
  return row;
}

function checkQuery(query: SearchQuery): void {
  if (query.keyword.length > MAX_KEYWORD_CHARS)
    throw new HttpError(
      400,
      'validation',
      `The keyword is too long (at most ${MAX_KEYWORD_CHARS} characters).`,
    );
  if (query.startPos >= MAX_RECORDS)
    throw new HttpError(
      400,
      'validation',
      `startPos must be below ${MAX_RECORDS}: narrow the search to see later results.`,
    );
}

export async function search(deps: AppDeps, category: string, query: SearchQuery): Promise<ResultsPage> {
  checkQuery(query);
  const engine = engineOf(deps);
  const base = {
    startPos: query.startPos,
    pageSize: query.pageSize,
    maxRecords: MAX_RECORDS,
    facets: [],
    hasMoreGroups: false,
  };
  if (category === ALL_COLLECTIONS) return searchAll(deps, engine, query, base);
  const collection = await resolveCollection(deps, category);
  const page = await engine.search({ ...query, categories: [collection.urlKey] });
  return {
    ...base,
    works: page.works,
    numRecords: page.works.length,
    totalRecords: page.total,
    resultGroups: [],
  };
}

/** One group per collection with hits: its exact total and its first 3 works (8 for image tiles). */
async function searchAll(
  deps: AppDeps,
  engine: SearchEngine,
  query: SearchQuery,
  base: Omit<ResultsPage, 'works' | 'numRecords' | 'totalRecords' | 'resultGroups'>,
): Promise<ResultsPage> {
  const counts = await engine.countByCategory(query.keyword);
  const collections = (await listCollections(deps.store.db, 'category')).filter(
    (c) => c.searchable === 1 && (counts.get(c.urlKey) ?? 0) > 0,
  );
  const groups = [];
  for (const c of collections) {
    const size = c.uiSearchType === 'IMAGE_TILE' ? LIMITS.summaryPanelImageTiles : LIMITS.summaryPanelResults;
    const page = await engine.search({
      keyword: query.keyword,
      categories: [c.urlKey],
      startPos: 0,
      pageSize: size,
      sortBy: query.sortBy,
    });
    groups.push({
      category: c.urlKey,
      name: c.name,
      totalFound: counts.get(c.urlKey) ?? 0,
      works: page.works,
    });
  }
  return {
    ...base,
    works: [],
    numRecords: groups.reduce((n, g) => n + g.works.length, 0),
    totalRecords: groups.reduce((n, g) => n + g.totalFound, 0),
    resultGroups: groups,
  };
}
