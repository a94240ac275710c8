import { ApiErrorSchema, ArticleSchema, CACHE_SECONDS, PersonSchema, WorkSchema } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { getArticle, getPerson, getWork } from '../services/record-service.ts';

// Any text may arrive as an id; one that cannot name a record is answered like a missing record.
const IdParams = z.object({ id: z.string().max(40) });
const errors = { 404: ApiErrorSchema, 410: ApiErrorSchema, 500: ApiErrorSchema };
const cache = { cacheSeconds: CACHE_SECONDS.record };

export function recordRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/work/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'A work with its versions',
          params: IdParams,
          response: { 200: WorkSchema, ...errors },
        },
        config: cache,
      },
      (request) => getWork(deps, request.params.id, parseRecordId('work', request.params.id)),
    );

    app.get(
      '/people/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'A person, organisation or family',
          params: IdParams,
          response: { 200: PersonSchema, ...errors },
        },
        config: cache,
      },
      (request) => getPerson(deps, request.params.id, parseRecordId('person', request.params.id)),
    );

    app.get(
      '/newspaper/article/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'A newspaper or gazette article with its sanitised OCR text',
          params: IdParams,
          response: { 200: ArticleSchema, ...errors },
        },
        config: cache,
      },
      (request) => getArticle(deps, request.params.id, parseRecordId('article', request.params.id)),
    );
  };
}
