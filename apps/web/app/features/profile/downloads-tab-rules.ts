import type { SearchDownload } from '@trove/contracts';

/**
 * The Downloads tab's addresses and rules (spec 03 §2, §4; ADR 043), without React so the loader,
 * the page and tests share them.
 */

export type DownloadsDone = 'cancelled' | 'deleted' | 'retried';

export const DOWNLOADS_TAB_PATH = '/userProfile/downloads';

/** Where the reader's contributions export is fetched (under /api). */
export const CONTRIBUTIONS_EXPORT_URL = '/api/profile/contributions';

/** How often the page reads the downloads again while one is still to finish (with script). */
export const DOWNLOADS_REFRESH_MS = 3000;

export const doneOf = (raw: string | null): DownloadsDone | null =>
  raw === 'cancelled' || raw === 'deleted' || raw === 'retried' ? raw : null;

/** The tab's address, asking about one removal or saying what was just done. */
export function downloadsTabHref(state: { remove?: number; done?: DownloadsDone } = {}): string {
  const query = new URLSearchParams();
  if (state.remove !== undefined) query.set('remove', String(state.remove));
  if (state.done) query.set('done', state.done);
  const text = query.toString();
  return text ? `${DOWNLOADS_TAB_PATH}?${text}` : DOWNLOADS_TAB_PATH;
}

/** Whether any download is still to finish, so the page keeps reading their state. */
export const anyUnfinished = (downloads: readonly Pick<SearchDownload, 'status'>[]) =>
  downloads.some((d) => d.status === 'QUEUED' || d.status === 'IN_PROGRESS');

/** A date as the profile pages show them: 27 November 2026. */
export const downloadDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
