import { z } from 'zod';
import {
  CollectionConfigSchema,
  CollectionPageSchema,
  ContributorSchema,
  FacetInfoSchema,
} from '../api/collections.ts';
import { endpoint } from './endpoint.ts';

const errors = [404, 500] as const;
const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a collection key');
const CollectionParams = z.object({ ns: slug, key: slug });

/** Spec 01 §3 and §9: collections, their About pages, configuration and contributors. */
export const collections = {
  set: endpoint({
    method: 'GET',
    path: '/collection/',
    group: 'collection',
    summary: 'A set of collections: set=categories (or any url namespace); without set, every collection',
    query: z.object({ set: slug.optional() }),
    response: z.array(CollectionConfigSchema),
    errors,
  }),
  exploreInfo: endpoint({
    method: 'GET',
    path: '/collection/exploreinfo',
    group: 'collection',
    summary: 'Descriptions of the explore facets',
    response: z.array(FacetInfoSchema),
    errors,
  }),
  page: endpoint({
    method: 'GET',
    path: '/collection/:ns/:key/page',
    group: 'collection',
    summary: "A collection's About page",
    params: CollectionParams,
    response: CollectionPageSchema,
    errors,
  }),
  configuration: endpoint({
    method: 'GET',
    path: '/collection/:ns/:key/configuration',
    group: 'collection',
    summary: "A collection's search configuration",
    params: CollectionParams,
    response: CollectionConfigSchema,
    errors,
  }),
  contributors: endpoint({
    method: 'GET',
    path: '/collection/:ns/:key/contributors',
    group: 'collection',
    summary: "A collection's contributors",
    params: CollectionParams,
    response: z.array(ContributorSchema),
    errors,
  }),
};
