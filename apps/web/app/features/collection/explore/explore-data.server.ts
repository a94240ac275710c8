import { criteriaProblemsMessage } from '@trove/contracts';
import { api } from '../../../lib/api-client.ts';
import { apiSearchFields, type SearchOutcome, type SearchParams } from '../../../lib/search-params.ts';
import type { ExploreData, LanguagePoint } from './explore-types.ts';
import { type BaseMap, loadBaseMap } from './state-shapes.server.ts';

async function exploreOutcome(categoryKey: string, params: SearchParams): Promise<SearchOutcome> {
  if (params.problems.length > 0)
    return { ok: false, status: 400, noResponse: false, message: criteriaProblemsMessage(params.problems) };
  // Explore draws no result list, so nothing to explain: an explain=true address explores as usual.
  const result = await api.explore.run({
    category: categoryKey,
    ...apiSearchFields(params.criteria, { explain: false }),
  });
  if (result.ok) return { ok: true, page: result.data };
  return { ok: false, message: result.message, noResponse: result.kind === 'network', status: result.status };
}

/** The approximate places (AUSTLANG, AIATSIS) of the language codes among the facet's terms. */
async function languagePoints(outcome: SearchOutcome, map: BaseMap | null): Promise<LanguagePoint[] | null> {
  const terms = outcome.ok ? (outcome.page.facets.find((f) => f.code === 'austlanguage')?.terms ?? []) : [];
  if (!map || terms.length === 0) return null;
  const result = await api.explore.austlang({ code: terms.map((t) => t.term) });
  if (!result.ok) return null;
  return result.data.flatMap((p) => {
    const xy = map.project(p.longitude, p.latitude);
    return xy ? [{ code: p.code, name: p.name, x: xy[0], y: xy[1] }] : [];
  });
}

/** GET /explore/{category} (an empty query explores the whole collection) with the facet descriptions. */
export async function loadExplore(
  categoryKey: string,
  params: SearchParams,
  exploreByFacets: readonly string[],
): Promise<ExploreData> {
  const wantsMap = exploreByFacets.includes('state') || exploreByFacets.includes('austlanguage');
  const [outcome, info, map] = await Promise.all([
    exploreOutcome(categoryKey, params),
    api.collections.exploreInfo(),
    wantsMap ? loadBaseMap() : Promise.resolve(null),
  ]);
  return {
    outcome,
    facetInfo: info.ok ? info.data : [],
    stateShapes: map?.shapes ?? null,
    languagePoints: exploreByFacets.includes('austlanguage') ? await languagePoints(outcome, map) : null,
  };
}
