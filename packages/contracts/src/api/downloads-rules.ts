import { LIMITS } from '../limits.ts';

/**
 * The Download dialog's texts and the lengths its form checks, which the API checks the same way
 * (spec 01 §5, §8). Without zod, so the browser has them without the schemas (ADR 035).
 */

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

/** The path of a finished download's file, under /api. */
export const downloadFilePath = (id: number) => `/profile/downloads/${id}/file`;
