import type { SearchAllPage, SearchAllRequest, SearchEngine } from './engine.ts';

/** What a search of every collection asks of the engine that runs it. */
type Searches = Pick<SearchEngine, 'search' | 'countByCategory'>;

/**
 * A search of every collection (spec 01 §2.8), run by one engine so that a worker answers it in one
 * call: the exact totals per collection, then, for each requested collection with matches in the
 * order asked, its first works ranked as its own search would; then the facets over every match.
 */
export async function searchAllWith(engine: Searches, request: SearchAllRequest): Promise<SearchAllPage> {
  const { terms, sortBy, explain } = request;
  const counts = await engine.countByCategory(terms);
  const panels = [];
  for (const { category, pageSize } of request.panels) {
    const total = counts.get(category) ?? 0;
    if (total === 0) continue;
    const page = await engine.search({
      terms,
      categories: [category],
      startPos: 0,
      pageSize,
      sortBy,
      facets: [],
      explain,
    });
    panels.push({ category, total, works: page.works });
  }
  const all = await engine.search({
    terms,
    categories: null,
    startPos: 0,
    pageSize: 0,
    sortBy: 'relevance',
    facets: request.facets,
  });
  return { panels, facets: all.facets };
}
