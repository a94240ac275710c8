import {
  ApiErrorSchema,
  CACHE_SECONDS,
  CollectionConfigSchema,
  CollectionPageSchema,
  ContributorSchema,
  FacetInfoSchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import {
  collectionConfig,
  collectionContributors,
  collectionPage,
  collectionSet,
} from '../services/collection-service.ts';
import { exploreInfo } from '../services/configuration-service.ts';

const errors = { 404: ApiErrorSchema, 500: ApiErrorSchema };
const cache = { cacheSeconds: CACHE_SECONDS.collection };
const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a collection key');
const CollectionParams = z.object({ ns: slug, key: slug });

export function collectionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/collection/',
      {
        schema: {
          tags: ['collection'],
          summary:
            'A set of collections: set=categories (or any url namespace); without set, every collection',
          querystring: z.object({ set: slug.optional() }),
          response: { 200: z.array(CollectionConfigSchema), ...errors },
        },
        config: cache,
      },
      (request) => collectionSet(deps, request.query.set),
    );

    app.get(
      '/collection/exploreinfo',
      {
        schema: {
          tags: ['collection'],
          summary: 'Descriptions of the explore facets',
          response: { 200: z.array(FacetInfoSchema), ...errors },
        },
        config: cache,
      },
      () => exploreInfo(deps),
    );

    app.get(
      '/collection/:ns/:key/page',
      {
        schema: {
          tags: ['collection'],
          summary: "A collection's About page",
          params: CollectionParams,
          response: { 200: CollectionPageSchema, ...errors },
        },
        config: cache,
      },
      (request) => collectionPage(deps, request.params.ns, request.params.key),
    );

    app.get(
      '/collection/:ns/:key/configuration',
      {
        schema: {
          tags: ['collection'],
          summary: "A collection's search configuration",
          params: CollectionParams,
          response: { 200: CollectionConfigSchema, ...errors },
        },
        config: cache,
      },
      (request) => collectionConfig(deps, request.params.ns, request.params.key),
    );

    app.get(
      '/collection/:ns/:key/contributors',
      {
        schema: {
          tags: ['collection'],
          summary: "A collection's contributors",
          params: CollectionParams,
          response: { 200: z.array(ContributorSchema), ...errors },
        },
        config: cache,
      },
      (request) => collectionContributors(deps, request.params.ns, request.params.key),
    );
  };
}
