import { CATEGORY_NAMESPACE, type CategoryKey, type FacetCode, type FacetInfo } from '@trove/contracts';
import { type Store } from '@trove/db';
import { EXPLORE_INFO } from './application.ts';
import { CONFIG_KEYS } from './stored.ts';

/**
 * The facets each collection is explored by (spec 02 §2 Explore view): decade carries its years
 * for the year chart, state feeds the state map. Collections left out are not explorable. No
 * record carries an AUSTLANG code yet, so austlanguage is not offered.
 */
export const EXPLORE_FACETS: Partial<Record<CategoryKey, FacetCode[]>> = {
  books: ['decade', 'format', 'language', 'subject'],
  magazines: ['decade', 'format', 'language', 'subject'],
  music: ['decade', 'format', 'language', 'subject'],
  research: ['decade', 'format', 'language', 'subject'],
  diaries: ['decade', 'format', 'language', 'subject'],
  images: ['decade', 'format', 'subject', 'place'],
  newspapers: ['decade', 'state', 'title', 'category'],
  people: ['occupation', 'type'],
};

/** Marks that older stores were brought up to date once, so an operator's later change stays. */
export const EXPLORE_SEEDED_KEY = 'content.seeded.explore';
export const EXPLORE_INFO_SEEDED_KEY = 'content.seeded.exploreinfo.facets';

/**
 * Seeding inserts only missing collections, so stores made before explore existed are updated
 * here, once: each category collection with explore facets and none stored becomes explorable.
 */
export async function applyExploreSettings(store: Pick<Store, 'content'>): Promise<string[]> {
  if (!(await store.content.insertConfigEntryIfMissing(EXPLORE_SEEDED_KEY, 'true'))) return [];
  const updated: string[] = [];
  for (const row of await store.content.listCollections(CATEGORY_NAMESPACE)) {
    const facets = EXPLORE_FACETS[row.urlKey as CategoryKey];
    if (!facets) continue;
    const page = JSON.parse(row.page) as { exploreByFacets?: unknown };
    const stored = Array.isArray(page.exploreByFacets) ? page.exploreByFacets : [];
    if (row.explorable === 1 || stored.length > 0) continue;
    await store.content.setCollectionExplore(row.id, {
      explorable: true,
      page: JSON.stringify({ ...page, exploreByFacets: facets }),
    });
    updated.push(row.urlKey);
  }
  return updated;
}

/**
 * Facet descriptions added since a store was made are appended once to its stored list; entries
 * already there (perhaps edited by an operator) stay as they are.
 */
export async function addMissingExploreInfo(store: Pick<Store, 'content'>): Promise<string[]> {
  const json = await store.content.getConfigEntry(CONFIG_KEYS.exploreInfo);
  if (json === undefined) return [];
  if (!(await store.content.insertConfigEntryIfMissing(EXPLORE_INFO_SEEDED_KEY, 'true'))) return [];
  const stored = JSON.parse(json) as FacetInfo[];
  const missing = EXPLORE_INFO.filter((i) => !stored.some((s) => s.facet === i.facet));
  if (missing.length > 0)
    await store.content.setConfigEntry(CONFIG_KEYS.exploreInfo, JSON.stringify([...stored, ...missing]));
  return missing.map((i) => i.facet);
}
