import fs from 'node:fs';
import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { atSite } from '../http/site-address.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import {
  activeDownloads,
  createDownload,
  downloadFile,
  downloadOf,
  ownDownload,
} from '../services/downloads.service.ts';

/** Search downloads of spec 01 §7 (ADR 018): only for the signed-in owner, never cached. */
export function downloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.downloads.active, ({ request }) => activeDownloads(deps, callerOf(request)));
    serve(app, ENDPOINTS.downloads.create, ({ request, body }) =>
      createDownload(atSite(deps, request), callerOf(request), body),
    );
    serve(app, ENDPOINTS.downloads.get, async ({ request, params }) =>
      downloadOf(await ownDownload(deps, callerOf(request), params.id)),
    );

    serve(app, ENDPOINTS.downloads.file, async ({ request, reply, params }) => {
      const { row, file } = await downloadFile(deps, callerOf(request), params.id);
      const name = `${row.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'download'}.csv`;
      // The file as it is: a CSV answer has no schema to serialise against.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="download-${row.id}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(fs.createReadStream(file));
    });
  };
}
