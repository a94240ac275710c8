import fs from 'node:fs';
import path from 'node:path';
import {
  type ActiveDownloads,
  type CreateDownloadBody,
  DOWNLOAD_STATUS_LABELS,
  type DownloadStatus,
  type EnvironmentConfig,
  MESSAGES,
  type SearchDownload,
  downloadFilePath,
  downloadFormProblems,
} from '@trove/contracts';
import type { SearchDownloadRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { conflict, gone, invalid, notFound } from '../domain/errors.ts';
import { environmentConfig } from './configuration.service.ts';
import { mayDownload, mayExport, mayReadDownload, mayStartAnother } from './downloads-policy.ts';
import { MAX_RECORDS, resolveCollection } from './search.service.ts';
import { criteriaOfQueryString } from './downloads-query.ts';

export const SEARCH_DOWNLOAD_JOB = 'search-download';

/**
 * Records one download may hold (the profile's maximumExportSize, ADR 018): the deepest a search
 * pages, while the environment allows downloads at all; otherwise 0, which hides them.
 */
export function maximumExportSize(env: EnvironmentConfig): number {
  return env.maxAllowedSearchDownloads > 0 && env.bulkDownloadableCollections.length > 0 ? MAX_RECORDS : 0;
}

const signedIn = (caller: Caller | null): Caller => admitted(caller, mayDownload(caller));

/** The stored state as the spec's five (03 §4); a failed attempt still to be retried is queued. */
const STATUS_OF: Record<SearchDownloadRow['state'], DownloadStatus> = {
  queued: 'QUEUED',
  running: 'IN_PROGRESS',
  done: 'COMPLETED',
  downloaded: 'DOWNLOADED',
  failed: 'FAILED',
};

export function downloadOf(row: SearchDownloadRow, categoryName: string): SearchDownload {
  const status = STATUS_OF[row.state];
  const finished = status === 'COMPLETED' || status === 'DOWNLOADED';
  const progress =
    status !== 'IN_PROGRESS'
      ? null
      : row.expectedRecordCount > 0
        ? Math.min(100, Math.floor((row.rowsWritten * 100) / row.expectedRecordCount))
        : 0;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    query: row.query,
    queryData: row.queryData,
    category: row.category,
    categoryName,
    expectedRecordCount: row.expectedRecordCount,
    created: row.createdAt,
    status,
    statusLabel: DOWNLOAD_STATUS_LABELS[status],
    rowsWritten: row.rowsWritten,
    progress,
    error: row.error,
    expires: row.expiresAt,
    fileUrl: finished ? `/api${downloadFilePath(row.id)}` : null,
  };
}

export async function activeDownloads(
  deps: ServiceDeps<'downloads'>,
  caller: Caller | null,
): Promise<ActiveDownloads> {
  return { count: await deps.store.downloads.countActiveDownloads(signedIn(caller).userId) };
}

/**
 * Queues a download of a search's results: the spec's form rules, a bulk-downloadable collection,
 * fewer active downloads than the environment allows; the job itself runs in the worker.
 */
export async function createDownload(
  deps: ServiceDeps<'content' | 'downloads' | 'jobs' | 'transaction'>,
  caller: Caller | null,
  body: Required<CreateDownloadBody>,
): Promise<SearchDownload> {
  const user = signedIn(caller);
  const problems = downloadFormProblems(body);
  if (problems.length > 0)
    throw invalid(problems.map((p) => p.message).join(' '), {
      code: 'validation',
      details: problems.map((p) => ({ path: [p.field], message: p.message })),
    });
  const env = await environmentConfig(deps);
  const limit = maximumExportSize(env);
  enforce(
    mayExport({
      exportSize: limit,
      downloadable: env.bulkDownloadableCollections.includes(body.category),
      filesKept: Boolean(deps.config.downloadsDir),
    }),
  );
  const collection = await resolveCollection(deps, body.category);
  criteriaOfQueryString(body.query);
  const active = await deps.store.downloads.countActiveDownloads(user.userId);
  enforce(mayStartAnother(active, env.maxAllowedSearchDownloads));
  const now = deps.now();
  const expires = new Date(now.getTime() + env.searchDownloadsDaysToLive * 86_400_000);
  const id = await deps.store.transaction(async (repos) => {
    const downloadId = await repos.downloads.insertSearchDownload({
      userId: user.userId,
      name: body.name.trim(),
      description: body.description.trim(),
      query: body.query,
      queryData: body.queryData,
      category: body.category,
      expectedRecordCount: Math.min(body.expectedRecordCount, limit),
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
    });
    await repos.jobs.enqueueJob({
      type: SEARCH_DOWNLOAD_JOB,
      // The file's links point at the address the download was asked for from (ADR 030).
      payload: { downloadId, siteUrl: deps.config.publicUrl },
      now: now.toISOString(),
    });
    return downloadId;
  });
  return downloadOf(await ownDownload(deps, user, id), collection.name);
}

/** One of the caller's own downloads: 404 when there is none, 403 when it is someone else's. */
export async function ownDownload(
  deps: ServiceDeps<'downloads'>,
  caller: Caller | null,
  id: number,
): Promise<SearchDownloadRow> {
  signedIn(caller);
  const row = await deps.store.downloads.findSearchDownload(id);
  if (!row) throw notFound(MESSAGES.notFound('download', String(id)));
  enforce(mayReadDownload(caller, row.userId));
  return row;
}

/**
 * The file of one of the caller's own finished downloads: not ready yet, or gone once removed or
 * expired. Fetching it makes a COMPLETED download DOWNLOADED (spec 03 §4).
 */
export async function downloadFile(
  deps: ServiceDeps<'downloads'>,
  caller: Caller | null,
  id: number,
): Promise<{ row: SearchDownloadRow; file: string }> {
  const row = await ownDownload(deps, caller, id);
  const dir = deps.config.downloadsDir;
  if ((row.state !== 'done' && row.state !== 'downloaded') || !row.filePath || !dir)
    throw conflict('This download has not finished yet.', 'not_ready');
  const file = path.join(dir, row.filePath);
  if (row.expiresAt < deps.now().toISOString() || !fs.existsSync(file))
    throw gone('The file of this download has been removed.', 'gone');
  await deps.store.downloads.markDownloadFetched(row.id);
  return { row, file };
}
