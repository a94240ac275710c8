import {
  ApiErrorSchema,
  CACHE_SECONDS,
  CategorySummarySchema,
  LandingPageSchema,
  LandingSummarySchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { landingCategories, landingPage, landingSummaries } from '../services/landing-service.ts';

const errors = { 404: ApiErrorSchema, 500: ApiErrorSchema };
const cache = { cacheSeconds: CACHE_SECONDS.landing };

export function landingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/landing/home',
      {
        schema: {
          tags: ['landing'],
          summary: 'The home page',
          response: { 200: LandingPageSchema, ...errors },
        },
        config: cache,
      },
      () => landingPage(deps, 'home'),
    );

    app.get(
      '/landing/urlKey/:key',
      {
        schema: {
          tags: ['landing'],
          summary: 'A landing page by its url key',
          params: z.object({ key: z.string().min(1).max(100) }),
          response: { 200: LandingPageSchema, ...errors },
        },
        config: cache,
      },
      (request) => landingPage(deps, request.params.key),
    );

    app.get(
      '/landing',
      {
        schema: {
          tags: ['landing'],
          summary: 'All landing pages',
          response: { 200: z.array(LandingSummarySchema), ...errors },
        },
        config: cache,
      },
      () => landingSummaries(deps),
    );

    app.get(
      '/landing/categories',
      {
        schema: {
          tags: ['landing'],
          summary: 'The category collections a landing page can search',
          response: { 200: z.array(CategorySummarySchema), ...errors },
        },
        config: cache,
      },
      () => landingCategories(deps),
    );
  };
}
