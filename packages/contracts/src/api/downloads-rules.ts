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

/** The path of a finished download's file, under /api (spec 03 §7). */
export const downloadFilePath = (id: number) => `/profile/downloads/${id}`;

/** The five states of spec 03 §4, without zod (the schema is in downloads.ts). */
export type DownloadStatusName = 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED' | 'DOWNLOADED' | 'FAILED';

/** Each state's statusLabel (spec 03 §3 leaves the words open; ADR 043). */
export const DOWNLOAD_STATUS_LABELS: Record<DownloadStatusName, string> = {
  QUEUED: 'Queued',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  DOWNLOADED: 'Downloaded',
  FAILED: 'Failed',
};

/** What a download in a state allows (spec 03 §4): Cancel while it may still finish, else Delete. */
export function downloadActions(status: DownloadStatusName): {
  download: boolean;
  retry: boolean;
  removal: 'cancel' | 'delete';
} {
  return {
    download: status === 'COMPLETED' || status === 'DOWNLOADED',
    retry: status === 'FAILED',
    removal: status === 'FAILED' || status === 'IN_PROGRESS' || status === 'QUEUED' ? 'cancel' : 'delete',
  };
}

/** Words of the Downloads tab the spec leaves open (ADR 043). */
export const DOWNLOADS_TAB_WORDS = {
  heading: (active: number, max: number) => `Downloads (${active} of ${max} allowed)`,
  kept: (days: number) =>
    `Finished files are kept for ${days} day${days === 1 ? '' : 's'} after the download was requested.`,
  none: 'You have no downloads. Queue one from the results of a search with its Download button.',
  refresh: 'Refresh',
  progress: (percent: number, rows: number, expected: number) =>
    `${percent}% (${rows.toLocaleString('en-AU')} of ${expected.toLocaleString('en-AU')} records)`,
  confirmCancel: (name: string) => `Cancel the download '${name}'? Its file will not be written.`,
  confirmDelete: (name: string) => `Delete the download '${name}' and its file?`,
  cancelled: 'The download has been cancelled.',
  deleted: 'The download has been deleted.',
  retried: 'The download has been queued again.',
  contributionsHeading: 'Your contributions',
  contributionsText:
    'Download everything you have contributed (tags, notes, and lists with their items), private ones included, as one JSON file.',
  contributionsLink: 'Download my contributions (JSON)',
  removeAction: 'remove your download',
  retryAction: 'retry your download',
  loadAction: 'retrieve your downloads',
} as const;
