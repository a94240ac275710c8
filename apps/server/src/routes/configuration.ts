import {
  AlertSchema,
  ApiErrorSchema,
  ApplicationConfigSchema,
  CACHE_SECONDS,
  EnvironmentConfigSchema,
  SupportingPageSchema,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import {
  alerts,
  applicationConfig,
  environmentConfig,
  supportingPage,
} from '../services/configuration-service.ts';

const errors = { 404: ApiErrorSchema, 500: ApiErrorSchema, 503: ApiErrorSchema };

export function configurationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/configuration/application',
      {
        schema: {
          tags: ['configuration'],
          summary: 'Global configuration: navigation, branding, footer, cultural advice',
          response: { 200: ApplicationConfigSchema, ...errors },
        },
        config: { cacheSeconds: CACHE_SECONDS.applicationConfig },
      },
      () => applicationConfig(deps),
    );

    app.get(
      '/configuration/environment',
      {
        schema: {
          tags: ['configuration'],
          summary: 'Environment configuration',
          response: { 200: EnvironmentConfigSchema, ...errors },
        },
        config: { cacheSeconds: CACHE_SECONDS.environmentConfig },
      },
      () => environmentConfig(deps),
    );

    app.get(
      '/configuration/alerts',
      {
        schema: {
          tags: ['configuration'],
          summary: 'Alerts for a delivery system; alerts whose display window has ended are left out',
          querystring: z.object({ deliverySystem: z.string().trim().min(1).max(100).optional() }),
          response: { 200: z.array(AlertSchema), ...errors },
        },
        config: { cacheSeconds: CACHE_SECONDS.alerts },
      },
      (request) => alerts(deps, request.query.deliverySystem),
    );

    app.get(
      '/supporting/:key/configuration',
      {
        schema: {
          tags: ['configuration'],
          summary: "A supporting page's content, e.g. credits",
          params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a supporting page key') }),
          response: { 200: SupportingPageSchema, ...errors },
        },
        config: { cacheSeconds: CACHE_SECONDS.landing },
      },
      (request) => supportingPage(deps, request.params.key),
    );
  };
}
