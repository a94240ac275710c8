import { Readable } from 'node:stream';
import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { exportList } from '../services/list-export.service.ts';

/** GET /list/{id}/export/{format} (spec 03 §2 Export; ADR 038): the whole list as a download, streamed. */
export function listExportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ENDPOINTS.list.export, async ({ request, reply, params, query }) => {
      const file = await exportList(deps, callerOf(request), params.id, params.format, query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', file.priv ? 'private, no-store' : 'no-cache')
        .send(Readable.from(file.chunks));
    });
  };
}
