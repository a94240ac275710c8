import { FacetInfoSchema, ResultsPageSchema } from '@trove/contracts';
import { z } from 'zod';
import { apiGet } from '../../lib/api.ts';
import { apiSearchQuery, problemsMessage, type SearchOutcome, type SearchParams } from '../../lib/search-params.ts';
import type { ExploreData } from './explore-types.ts';
import { loadStateShapes } from './state-shapes.server.ts';


/** GET /explore/{category} (an empty query explores the whole collection) with the facet descriptions. */
export async function loadExplore(
  categoryKey: string,
  params: SearchParams,
  exploreByFacets: readonly string[],
): Promise<ExploreData> {
  const outcomeOf = async (): Promise<SearchOutcome> => {
    if (params.problems.length > 0)
      return { ok: false, status: 400, noResponse: false, message: problemsMessage(params.problems) };
    const result = await apiGet(
      `/explore/${encodeURIComponent(categoryKey)}${apiSearchQuery(params.criteria)}`,
      ResultsPageSchema,
    );
    if (result.ok) return { ok: true, page: result.data };
    return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
  };
  const [outcome, info, stateShapes] = await Promise.all([
    outcomeOf(),
    apiGet('/collection/exploreinfo', z.array(FacetInfoSchema)),
    exploreByFacets.includes('state') ? loadStateShapes() : Promise.resolve(null),
  ]);
  return { outcome, facetInfo: info.ok ? info.data : [], stateShapes };
}
