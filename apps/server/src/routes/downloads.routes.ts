import fs from 'node:fs';
import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { atSite } from '../http/site-address.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { exportContributions } from '../services/contributions-export.service.ts';
import { activeDownloads, createDownload, downloadFile } from '../services/downloads.service.ts';
import { listDownloads, removeDownload, retryDownload } from '../services/downloads-tab.service.ts';

/** A file name from what a reader typed: letters, digits, spaces, '-' and '_' only. */
const fileNameOf = (name: string, fallback: string) =>
  name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || fallback;

/**
 * The download calls of spec 03 §7 (ADR 018, ADR 043) and the contributions export: only for
 * the signed-in owner, never cached.
 */
export function downloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    serve(app, ENDPOINTS.downloads.list, ({ request }) => listDownloads(deps, callerOf(request)));
    serve(app, ENDPOINTS.downloads.active, ({ request }) => activeDownloads(deps, callerOf(request)));
    serve(app, ENDPOINTS.downloads.create, ({ request, body }) =>
      createDownload(atSite(deps, request), callerOf(request), body),
    );
    serve(app, ENDPOINTS.downloads.remove, ({ request, params }) =>
      removeDownload(deps, callerOf(request), params.id),
    );
    serve(app, ENDPOINTS.downloads.retry, ({ request, params }) =>
      retryDownload(atSite(deps, request), callerOf(request), params.id),
    );

    serve(app, ENDPOINTS.downloads.file, async ({ request, reply, params }) => {
      const { row, file } = await downloadFile(deps, callerOf(request), params.id);
      const name = `${fileNameOf(row.name, 'download')}.csv`;
      // The file as it is: a CSV answer has no schema to serialise against.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="download-${row.id}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(fs.createReadStream(file));
    });

    serve(app, ENDPOINTS.downloads.contributions, async ({ request, reply }) => {
      const exported = await exportContributions(deps, callerOf(request));
      const name = `contributions-${fileNameOf(exported.user.username, 'reader')}.json`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return exported;
    });
  };
}
