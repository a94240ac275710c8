import { z } from 'zod';
import {
  ActiveDownloadsSchema,
  CreateDownloadBodySchema,
  DownloadIdParamsSchema,
  SearchDownloadSchema,
} from '../api/downloads.ts';
import { endpoint } from './endpoint.ts';

/** Search downloads of spec 01 §7 (ADR 018): only for the signed-in owner. */
export const downloads = {
  active: endpoint({
    method: 'GET',
    path: '/profile/downloads/active',
    group: 'profile',
    summary: 'How many of your downloads are queued or being written',
    response: ActiveDownloadsSchema,
    errors: [400, 401, 403, 404, 409, 410],
  }),
  create: endpoint({
    method: 'POST',
    path: '/profile/downloads',
    group: 'profile',
    summary: "Queue a CSV download of a search's results in a bulk-downloadable collection",
    body: CreateDownloadBodySchema,
    response: SearchDownloadSchema,
    errors: [400, 401, 403, 404, 409, 410],
  }),
  get: endpoint({
    method: 'GET',
    path: '/profile/downloads/:id',
    group: 'profile',
    summary: 'One of your downloads: its state, and where its file is once done',
    params: DownloadIdParamsSchema,
    response: SearchDownloadSchema,
    errors: [400, 401, 403, 404, 409, 410],
  }),
  file: endpoint({
    method: 'GET',
    path: '/profile/downloads/:id/file',
    group: 'profile',
    summary: 'The CSV file of one of your finished downloads',
    params: DownloadIdParamsSchema,
    produces: 'text/csv',
    response: z.string(),
    errors: [400, 401, 403, 404, 409, 410],
  }),
};
