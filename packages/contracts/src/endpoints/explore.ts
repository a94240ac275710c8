import { z } from 'zod';
import { AustlangPointSchema, AustlangQuerySchema, StateBoundariesSchema } from '../api/explore.ts';
import { RawQuerySchema, ResultsPageSchema } from '../api/search.ts';
import { endpoint } from './endpoint.ts';

/** Spec 01 §5: exploring a collection, and the maps its view draws. */
export const explore = {
  run: endpoint({
    method: 'GET',
    path: '/explore/:category',
    group: 'search',
    summary: 'Explore a collection: a search whose facets are the collection’s exploreByFacets',
    description:
      'The parameters of GET /search/{category}; an empty query explores the whole collection. ' +
      'Facets are the collection’s exploreByFacets (else its search handler’s). 404 when the ' +
      'collection cannot be explored.',
    params: z.object({
      category: z.string().regex(/^(\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
    }),
    query: RawQuerySchema,
    response: ResultsPageSchema,
    errors: [400, 401, 403, 404, 503],
  }),
  stateBoundaries: endpoint({
    method: 'GET',
    path: '/explore/boundaries/states',
    group: 'search',
    summary: 'Australian state and territory boundaries (TopoJSON, object states; ABS, CC BY 4.0)',
    response: StateBoundariesSchema,
    file: true,
    errors: [404],
  }),
  austlang: endpoint({
    method: 'GET',
    path: '/explore/austlang',
    group: 'search',
    summary: 'Approximate locations of AUSTLANG language varieties (AIATSIS), by code',
    description: 'code (repeated, at most 200): AUSTLANG codes such as A1. Points, never boundaries.',
    query: AustlangQuerySchema,
    response: z.array(AustlangPointSchema),
    errors: [404],
  }),
};
