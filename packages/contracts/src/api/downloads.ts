import { z } from 'zod';
import { ID_MAX, recordId, text } from '../input.ts';

/** Search downloads: the Download dialog and its calls (spec 01 §2.9, §5, §7, §8; ADR 018). */

/**
 * POST /profile/downloads. Lengths are checked by `downloadFormProblems` so the answer carries the
 * spec's own messages; the schema only bounds what is accepted at all.
 */
export const CreateDownloadBodySchema = z.object({
  name: text().max(10_000),
  description: text().max(10_000).default(''),
  /** The results page's own query string (without the leading '?'). */
  query: text().max(20_000),
  /** JSON of terms, limits and sortBy, kept as the record of what was asked. */
  queryData: text().max(20_000).default('{}'),
  /** The collection's url key. */
  category: text().min(1).max(100),
  expectedRecordCount: z.number().int().min(0).max(ID_MAX),
});
export type CreateDownloadBody = z.input<typeof CreateDownloadBodySchema>;

export const DownloadStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type DownloadState = z.infer<typeof DownloadStateSchema>;

export const SearchDownloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  query: z.string(),
  expectedRecordCount: z.number().int(),
  state: DownloadStateSchema,
  /** Rows written to the file so far (all of them once done). */
  rowsWritten: z.number().int(),
  /** Why the download failed, for its owner. */
  error: z.string().nullable(),
  created: z.string(),
  /** When the file is removed (searchDownloadsDaysToLive after the request). */
  expires: z.string(),
  /** Where the finished file is fetched; null until done. */
  fileUrl: z.string().nullable(),
});
export type SearchDownload = z.infer<typeof SearchDownloadSchema>;

/** GET /profile/downloads/active. */
export const ActiveDownloadsSchema = z.object({ count: z.number().int().min(0) });
export type ActiveDownloads = z.infer<typeof ActiveDownloadsSchema>;

export const DownloadIdParamsSchema = z.object({ id: recordId('download') });
