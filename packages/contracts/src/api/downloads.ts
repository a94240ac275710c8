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

/** The five states of a search download (spec 03 §4). */
export const DownloadStatusSchema = z.enum(['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'DOWNLOADED', 'FAILED']);
export type DownloadStatus = z.infer<typeof DownloadStatusSchema>;

/** A search download: the fields of spec 03 §3, then what the Downloads tab shows beside them. */
export const SearchDownloadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The results page's own query string. */
  query: z.string(),
  /** JSON of terms, limits and sortBy, as the dialog sent it. */
  queryData: z.string(),
  /** The collection's url key, and its name. */
  category: z.string(),
  categoryName: z.string(),
  expectedRecordCount: z.number().int(),
  created: z.string(),
  status: DownloadStatusSchema,
  statusLabel: z.string(),
  /** Rows written to the file so far (all of them once done). */
  rowsWritten: z.number().int(),
  /** Percent of the expected rows written while IN_PROGRESS; null otherwise. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** Why the download failed, for its owner. */
  error: z.string().nullable(),
  /** When the download and its file are removed (searchDownloadsDaysToLive after the request). */
  expires: z.string(),
  /** Where the finished file is fetched (COMPLETED or DOWNLOADED); null otherwise. */
  fileUrl: z.string().nullable(),
});
export type SearchDownload = z.infer<typeof SearchDownloadSchema>;

/** GET /profile/downloads: the reader's downloads, newest first, and the count against the limit. */
export const SearchDownloadsSchema = z.object({
  downloads: z.array(SearchDownloadSchema),
  /** Queued or in progress: what maxAllowedSearchDownloads counts. */
  active: z.number().int().min(0),
  maxAllowed: z.number().int().min(0),
  daysToLive: z.number().int().min(0),
});
export type SearchDownloads = z.infer<typeof SearchDownloadsSchema>;

/** DELETE /profile/downloads/{id}: whether it was cancelled (still to finish) or deleted. */
export const RemovedDownloadSchema = z.object({
  id: z.number().int(),
  removed: z.enum(['cancelled', 'deleted']),
});
export type RemovedDownload = z.infer<typeof RemovedDownloadSchema>;

/** GET /profile/downloads/active. */
export const ActiveDownloadsSchema = z.object({ count: z.number().int().min(0) });
export type ActiveDownloads = z.infer<typeof ActiveDownloadsSchema>;

export const DownloadIdParamsSchema = z.object({ id: recordId('download') });
