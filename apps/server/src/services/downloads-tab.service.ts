import fs from 'node:fs';
import path from 'node:path';
import type { RemovedDownload, SearchDownload, SearchDownloads } from '@trove/contracts';
import type { SearchDownloadRow } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { conflict } from '../domain/errors.ts';
import { environmentConfig } from './configuration.service.ts';
import { SEARCH_DOWNLOAD_JOB, downloadOf, ownDownload } from './downloads.service.ts';
import { mayDownload, mayStartAnother } from './downloads-policy.ts';

/**
 * The Downloads tab's calls (spec 03 §7; ADR 043): the reader's downloads, cancelling or deleting
 * one, and retrying a failed one. Owner only, as every download call.
 */

/** More than a reader can make within the days a download is kept, at one a few seconds. */
const LIST_LIMIT = 200;

/** Collection names by url key, read once per answer. */
async function categoryNames(
  deps: ServiceDeps<'content'>,
  rows: readonly SearchDownloadRow[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const key of new Set(rows.map((row) => row.category))) {
    const collection = await deps.store.content.findCollection('category', key);
    names.set(key, collection?.name ?? key);
  }
  return names;
}

async function presented(deps: ServiceDeps<'content'>, row: SearchDownloadRow): Promise<SearchDownload> {
  const names = await categoryNames(deps, [row]);
  return downloadOf(row, names.get(row.category) ?? row.category);
}

/** GET /profile/downloads: newest first, with the count against maxAllowedSearchDownloads. */
export async function listDownloads(
  deps: ServiceDeps<'content' | 'downloads'>,
  caller: Caller | null,
): Promise<SearchDownloads> {
  const user = admitted(caller, mayDownload(caller));
  const env = await environmentConfig(deps);
  const [rows, active] = await Promise.all([
    deps.store.downloads.searchDownloadsOfUser(user.userId, deps.now().toISOString(), LIST_LIMIT),
    deps.store.downloads.countActiveDownloads(user.userId),
  ]);
  const names = await categoryNames(deps, rows);
  return {
    downloads: rows.map((row) => downloadOf(row, names.get(row.category) ?? row.category)),
    active,
    maxAllowed: env.maxAllowedSearchDownloads,
    daysToLive: env.searchDownloadsDaysToLive,
  };
}

/**
 * DELETE /profile/downloads/{id}: cancels a download that may still finish (QUEUED, IN_PROGRESS,
 * FAILED; a running job sees its row gone and stops) or deletes a finished one, file and all.
 */
export async function removeDownload(
  deps: ServiceDeps<'downloads'>,
  caller: Caller | null,
  id: number,
): Promise<RemovedDownload> {
  const row = await ownDownload(deps, caller, id);
  const removed = await deps.store.downloads.deleteSearchDownload(row.id);
  const dir = deps.config.downloadsDir;
  if (removed?.filePath && dir) fs.rmSync(path.join(dir, removed.filePath), { force: true });
  const finished = row.state === 'done' || row.state === 'downloaded';
  return { id: row.id, removed: finished ? 'deleted' : 'cancelled' };
}

/**
 * POST /profile/downloads/{id}/retry: a FAILED download queued again from the start, kept for
 * the configured days from now; it counts as active, so only while the limit allows another.
 */
export async function retryDownload(
  deps: ServiceDeps<'content' | 'downloads' | 'jobs' | 'transaction'>,
  caller: Caller | null,
  id: number,
): Promise<SearchDownload> {
  const row = await ownDownload(deps, caller, id);
  if (row.state !== 'failed') throw conflict('Only a failed download can be retried.', 'not_failed');
  const env = await environmentConfig(deps);
  enforce(
    mayStartAnother(
      await deps.store.downloads.countActiveDownloads(row.userId),
      env.maxAllowedSearchDownloads,
    ),
  );
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + env.searchDownloadsDaysToLive * 86_400_000).toISOString();
  const requeued = await deps.store.transaction(async (repos) => {
    if (!(await repos.downloads.requeueFailedDownload(row.id, { expiresAt }))) return false;
    await repos.jobs.enqueueJob({
      type: SEARCH_DOWNLOAD_JOB,
      payload: { downloadId: row.id, siteUrl: deps.config.publicUrl },
      now: now.toISOString(),
    });
    return true;
  });
  // Another request retried or removed it in between.
  if (!requeued) throw conflict('Only a failed download can be retried.', 'not_failed');
  return presented(deps, await ownDownload(deps, caller, row.id));
}
