import { DOWNLOAD_MESSAGES, MESSAGES } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/**
 * Who may download a search's results, and when (spec 03 §7; ADR 018). Pure rules over the caller,
 * the environment's settings and the caller's active downloads.
 */

/** Downloads belong to an account: an anonymous visitor signs in first. */
export function mayDownload(caller: Caller | null): Decision {
  return caller === null ? refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission) : allow;
}

/** A download is its owner's alone. */
export function mayReadDownload(caller: Caller | null, ownerId: number): Decision {
  if (caller === null) return mayDownload(caller);
  return caller.userId === ownerId ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}

/** Whether this portal exports this collection: downloads on, the collection bulk-downloadable, a place for the files. */
export function mayExport(setting: {
  exportSize: number;
  downloadable: boolean;
  filesKept: boolean;
}): Decision {
  return setting.exportSize > 0 && setting.downloadable && setting.filesKept
    ? allow
    : refuse('refused', 'not_downloadable', DOWNLOAD_MESSAGES.notDownloadable);
}

/** One more download only while fewer than the environment allows are still running. */
export function mayStartAnother(active: number, allowed: number): Decision {
  return active < allowed
    ? allow
    : refuse('conflict', 'too_many_downloads', DOWNLOAD_MESSAGES.tooMany(active));
}
