import { z } from 'zod';
import { ID_MAX, recordId, text } from '../input.ts';
import { LIMITS } from '../limits.ts';

/** Search downloads: the Download dialog and its calls (spec 01 §2.9, §5, §7, §8; ADR 018). */

/** Texts of the Download dialog, word for word from spec 01 §5 and §8. */
export const DOWNLOAD_MESSAGES = {
  nameRequired: 'You must provide a name for this download.',
  nameTooLong: (length: number) =>
    `Your name is too long (${length} characters). The name must not be longer than ${LIMITS.downloadName} characters.`,
  descriptionTooLong: (length: number) =>
    `Your description is too long (${length} characters). The description must not be longer than ${LIMITS.downloadDescription} characters.`,
  queued: 'Your download has been queued.',
  queueFailed: 'An error occurred while queuing your download.',
  tooMany: (count: number) =>
    `You already have ${count} active downloads. Please wait until these have completed, or delete them from your User Profile before requesting another download.`,
  notDownloadable: 'Results of this collection cannot be downloaded.',
} as const;

export interface DownloadFormProblem {
  field: 'name' | 'description';
  message: string;
}

/** The spec's rules for the dialog's two fields; the server applies the same ones. */
export function downloadFormProblems(form: { name: string; description: string }): DownloadFormProblem[] {
  const problems: DownloadFormProblem[] = [];
  const name = form.name.trim();
  if (name.length === 0) problems.push({ field: 'name', message: DOWNLOAD_MESSAGES.nameRequired });
  else if (name.length > LIMITS.downloadName)
    problems.push({ field: 'name', message: DOWNLOAD_MESSAGES.nameTooLong(name.length) });
  const description = form.description.trim();
  if (description.length > LIMITS.downloadDescription)
    problems.push({
      field: 'description',
      message: DOWNLOAD_MESSAGES.descriptionTooLong(description.length),
    });
  return problems;
}

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

/** The path of a finished download's file, under /api. */
export const downloadFilePath = (id: number) => `/profile/downloads/${id}/file`;
