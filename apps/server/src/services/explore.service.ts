import { type FacetCode, FacetCodeSchema, type ResultsPage, type SearchCriteria } from '@trove/contracts';
import type { CollectionRow } from '@trove/db';
import { StoredCollectionPageSchema } from '../content/stored.ts';
import type { CallerId } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { parseStored } from './content-reader.ts';
import { facetsOf, resolveCollection, searchCollection, storeCollections } from './search.service.ts';

/**
 * The facets a collection is explored by: its exploreByFacets that are facet codes (an operator
 * may have stored an unknown one), else the facets of its search handler.
 */
export function exploreFacetsOf(collection: CollectionRow, productName: string): FacetCode[] {
  const page = parseStored(
    StoredCollectionPageSchema,
    collection.page,
    `collection ${collection.urlKey}`,
    productName,
  );
  const codes = page.exploreByFacets.flatMap((c) => {
    const parsed = FacetCodeSchema.safeParse(c);
    return parsed.success ? [parsed.data] : [];
  });
  return codes.length > 0 ? [...new Set(codes)] : [...facetsOf(collection)];
}

/** Spec 02 §7 Explore: a collection search (an empty query is the whole collection) with its explore facets. */
export async function explore(
  deps: ServiceDeps<'content' | 'tags'>,
  category: string,
  criteria: SearchCriteria,
  callerId: CallerId,
): Promise<ResultsPage> {
  // Read from the store: whether a collection may be explored follows an operator's edit at once.
  const collection = await resolveCollection(deps, category, storeCollections(deps));
  if (collection.explorable !== 1)
    throw notFound(`The collection ${collection.name} cannot be explored.`, 'not_explorable');
  return searchCollection(
    deps,
    collection,
    criteria,
    exploreFacetsOf(collection, deps.config.productName),
    callerId,
  );
}
