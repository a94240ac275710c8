import {
  ApiErrorSchema,
  MergeWorksBodySchema,
  RegroupAnswerSchema,
  SplitWorkBodySchema,
  recordIdText,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireDataManager } from '../http/data-manager.ts';
import { parseRecordId } from '../http/errors.ts';
import { mergeWorkIds, splitWork } from '../services/curation-service.ts';

const IdParams = z.object({ id: recordIdText('work') });
const refusals = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
};

/**
 * Data managers regrouping editions (spec 02 §7 Split edition, 01 §7 Merge; ADR 016). The role is
 * checked before the body is read, so others learn nothing from validation. Never cached.
 */
export function curationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.addHook('preValidation', async (request) => {
      requireDataManager(request);
    });

    app.post(
      '/work/split/:id',
      {
        schema: {
          tags: ['curation'],
          summary:
            'Data managers: separate an edition (versionId) from a work with more than one edition into a new work; optional note up to 200 characters',
          params: IdParams,
          body: SplitWorkBodySchema,
          response: { 200: RegroupAnswerSchema, ...refusals },
        },
      },
      (request) =>
        splitWork(
          deps,
          request.params.id,
          parseRecordId('work', request.params.id),
          request.body,
          requireDataManager(request),
        ),
    );

    app.post(
      '/work/merge',
      {
        schema: {
          tags: ['curation'],
          summary:
            'Data managers: merge works (workIds, the target first, at least 2) into the target; the others are deleted; optional note up to 200 characters',
          body: MergeWorksBodySchema,
          response: { 200: RegroupAnswerSchema, ...refusals },
        },
      },
      (request) => mergeWorkIds(deps, request.body, requireDataManager(request)),
    );
  };
}
