import { z } from 'zod';
import { ContributionsExportSchema } from '../api/contributions-export.ts';
import {
  ActiveDownloadsSchema,
  CreateDownloadBodySchema,
  DownloadIdParamsSchema,
  RemovedDownloadSchema,
  SearchDownloadSchema,
  SearchDownloadsSchema,
} from '../api/downloads.ts';
import { endpoint } from './endpoint.ts';

/**
 * The download calls of spec 03 §7 (ADR 018, ADR 043), and the reader's contributions export:
 * only for the signed-in owner.
 */
export const downloads = {
  list: endpoint({
    method: 'GET',
    path: '/profile/downloads',
    group: 'profile',
    summary: 'Your search downloads, newest first, with the count of active ones against the maximum allowed',
    response: SearchDownloadsSchema,
    errors: [401, 404],
  }),
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
  file: endpoint({
    method: 'GET',
    path: '/profile/downloads/:id',
    group: 'profile',
    summary: 'The CSV file of one of your finished downloads; fetching it marks the download DOWNLOADED',
    params: DownloadIdParamsSchema,
    produces: 'text/csv',
    response: z.string(),
    errors: [400, 401, 403, 404, 409, 410],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/profile/downloads/:id',
    group: 'profile',
    summary:
      'Cancel a download still to finish (QUEUED, IN_PROGRESS, FAILED) or delete a finished one, with its file',
    params: DownloadIdParamsSchema,
    response: RemovedDownloadSchema,
    errors: [400, 401, 403, 404],
  }),
  retry: endpoint({
    method: 'POST',
    path: '/profile/downloads/:id/retry',
    group: 'profile',
    summary: 'Queue a FAILED download again',
    params: DownloadIdParamsSchema,
    response: SearchDownloadSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  contributions: endpoint({
    method: 'GET',
    path: '/profile/contributions',
    group: 'profile',
    summary:
      'Everything you have contributed (tags, notes, lists with their items), private ones included, as one JSON file',
    response: ContributionsExportSchema,
    errors: [401, 404],
  }),
};
