import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { getArticle } from '../services/articles.service.ts';

const cache = { config: { cacheSeconds: CACHE_SECONDS.record } };

/** Newspaper and gazette articles (spec 02 §4, §7). */
export function articleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.articles.get,
      ({ params }) => getArticle(deps, params.id, parseRecordId('article', params.id)),
      cache,
    );
  };
}
