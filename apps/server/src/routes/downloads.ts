import fs from 'node:fs';
import {
  ActiveDownloadsSchema,
  ApiErrorSchema,
  CreateDownloadBodySchema,
  DownloadIdParamsSchema,
  SearchDownloadSchema,
} from '@trove/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/viewer.ts';
import {
  activeDownloads,
  createDownload,
  downloadFile,
  downloadOf,
  ownDownload,
} from '../services/download-service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
};

/** Search downloads of spec 01 §7 (ADR 018): only for the signed-in owner, never cached. */
export function downloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/profile/downloads/active',
      {
        schema: {
          tags: ['profile'],
          summary: 'How many of your downloads are queued or being written',
          response: { 200: ActiveDownloadsSchema, ...errors },
        },
      },
      (request) => activeDownloads(deps, callerOf(request)),
    );

    app.post(
      '/profile/downloads',
      {
        schema: {
          tags: ['profile'],
          summary: "Queue a CSV download of a search's results in a bulk-downloadable collection",
          body: CreateDownloadBodySchema,
          response: { 200: SearchDownloadSchema, ...errors },
        },
      },
      (request) => createDownload(deps, callerOf(request), request.body),
    );

    app.get(
      '/profile/downloads/:id',
      {
        schema: {
          tags: ['profile'],
          summary: 'One of your downloads: its state, and where its file is once done',
          params: DownloadIdParamsSchema,
          response: { 200: SearchDownloadSchema, ...errors },
        },
      },
      async (request) => downloadOf(await ownDownload(deps, callerOf(request), request.params.id)),
    );

    app.get(
      '/profile/downloads/:id/file',
      {
        schema: {
          tags: ['profile'],
          summary: 'The CSV file of one of your finished downloads',
          params: DownloadIdParamsSchema,
          produces: ['text/csv'],
          response: errors,
        },
      },
      async (request, reply) => {
        const { row, file } = await downloadFile(deps, callerOf(request), request.params.id);
        const name = `${row.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'download'}.csv`;
        // The file as it is, through the untyped reply: only errors have a schema here.
        return (reply as FastifyReply)
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="download-${row.id}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .send(fs.createReadStream(file));
      },
    );
  };
}
