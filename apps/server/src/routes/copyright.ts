import { ApiErrorSchema, CACHE_SECONDS, CopyrightStatusSchema, recordIdText } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { getCopyrightStatus } from '../services/copyright-service.ts';

const IdParams = z.object({ id: recordIdText('version') });

export function copyrightRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/copyrightstatus/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'The Australian copyright status of a version (edition), by version id',
          params: IdParams,
          response: { 200: CopyrightStatusSchema, 404: ApiErrorSchema, 500: ApiErrorSchema },
        },
        config: { cacheSeconds: CACHE_SECONDS.record },
      },
      (request) => getCopyrightStatus(deps, request.params.id, parseRecordId('version', request.params.id)),
    );
  };
}
