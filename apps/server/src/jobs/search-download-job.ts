import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LIMITS, type WorkResult } from '@trove/contracts';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import type { ServiceDeps } from '../deps.ts';
import { isCallersFault } from '../domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { siteOrigins } from '../http/site-address.ts';
import { inertCell } from '../services/csv-inert.ts';
import { criteriaOfQueryString } from '../services/downloads-query.ts';
import { searchCollection } from '../services/search.service.ts';
import { PermanentJobError } from './retry.ts';
import type { JobHandler } from './worker.ts';

const PayloadSchema = z.object({ downloadId: z.number().int(), siteUrl: z.string().optional() });

/** The owner cancelled the download while it ran (ADR 043): stop without an error. */
class DownloadCancelled extends Error {}

/** The CSV's columns, in order (ADR 018). */
export const DOWNLOAD_COLUMNS = [
  'id',
  'title',
  'creator',
  'date',
  'format',
  'collection',
  'description',
  'link',
] as const;

/** What a download row is written from: a search result's shown fields. */
export type DownloadedResult = Pick<
  WorkResult,
  | 'id'
  | 'workType'
  | 'category'
  | 'title'
  | 'author'
  | 'date'
  | 'yearRange'
  | 'formatDisplay'
  | 'description'
  | 'deliveryUrl'
>;

function linkOf(work: DownloadedResult, publicUrl: string): string {
  switch (work.workType) {
    case 'people':
      return `${publicUrl}/people/${work.id}`;
    case 'newspaper':
      return `${publicUrl}/newspaper/article/${work.id}`;
    case 'website':
      return work.deliveryUrl ?? '';
    case 'list':
      return `${publicUrl}/list/${work.id}`;
    default:
      return `${publicUrl}/work/${work.id}`;
  }
}

export function csvRowOf(work: DownloadedResult, publicUrl: string): string[] {
  // Titles, names and descriptions come from contributors and readers (a list's title is anyone's).
  return [
    String(work.id),
    inertCell(work.title),
    inertCell(work.author ?? ''),
    inertCell(work.date ?? work.yearRange ?? ''),
    inertCell(work.formatDisplay ?? ''),
    work.category,
    inertCell(work.description ?? ''),
    inertCell(linkOf(work, publicUrl)),
  ];
}

/** A search failing for the caller's reasons (a bad query, a gone collection) will fail every time. */
async function permanentOnCallersFault<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const callersFault = isCallersFault(error) || (error instanceof HttpError && error.status < 500);
    if (callersFault) throw new PermanentJobError((error as Error).message);
    throw error;
  }
}

/**
 * Runs a queued search download: the search through the server's own engine, page by page, up to
 * the expected count, written as CSV to DATA_DIR/downloads/{user}/{id}.csv via a temporary file.
 */
export function searchDownloadHandler(deps: ServiceDeps<'content' | 'downloads' | 'tags'>): JobHandler {
  const { downloads } = deps.store;
  const idOf = (payload: unknown) => PayloadSchema.parse(payload).downloadId;
  // The address the download was asked for from, when it is still one of the site's.
  const siteUrlOf = (payload: unknown) => {
    const { siteUrl } = PayloadSchema.parse(payload);
    return siteUrl && siteOrigins(deps.config).includes(siteUrl) ? siteUrl : deps.config.publicUrl;
  };
  return {
    async run(payload) {
      const id = idOf(payload);
      const siteUrl = siteUrlOf(payload);
      const download = await downloads.findSearchDownload(id);
      if (!download) return; // removed (expired or deleted) before its turn
      const dir = deps.config.downloadsDir;
      if (!dir) throw new PermanentJobError('Downloads have no folder on this server.');
      await downloads.markDownloadRunning(id);
      const collection = await deps.store.content.findCollection('category', download.category);
      if (!collection) throw new PermanentJobError(`There is no collection ${download.category}.`);
      const criteria = await permanentOnCallersFault(async () => criteriaOfQueryString(download.query));
      const relative = path.join(String(download.userId), `${download.id}.csv`);
      const target = path.join(dir, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      const csv = stringify({ header: true, columns: [...DOWNLOAD_COLUMNS], bom: true });
      const written = pipeline(csv, fs.createWriteStream(partial));
      let rows = 0;
      try {
        while (rows < download.expectedRecordCount) {
          const page = await permanentOnCallersFault(() =>
            searchCollection(
              deps,
              collection,
              {
                ...criteria,
                startPos: rows,
                pageSize: Math.min(LIMITS.maxPageSize, download.expectedRecordCount - rows),
                explain: false,
              },
              [],
              // The download's owner asked for it: their own tags count (ADR 022).
              download.userId,
            ),
          );
          for (const work of page.works) csv.write(csvRowOf(work, siteUrl));
          rows += page.works.length;
          if (page.works.length === 0 || rows >= page.totalRecords) break;
          // The progress figure of the Downloads tab; a download cancelled meanwhile stops here.
          if (!(await downloads.markDownloadProgress(id, rows))) throw new DownloadCancelled();
        }
        csv.end();
        await written;
      } catch (error) {
        csv.destroy();
        await written.catch(() => undefined);
        fs.rmSync(partial, { force: true });
        if (error instanceof DownloadCancelled) return;
        throw error;
      }
      fs.renameSync(partial, target);
      const kept = await downloads.markDownloadDone(id, {
        filePath: relative,
        rowsWritten: rows,
        now: deps.now().toISOString(),
      });
      // Cancelled while the last page was written: its file goes with it.
      if (!kept) fs.rmSync(target, { force: true });
    },
    async onRetry(payload, error) {
      await downloads.markDownloadFailed(idOf(payload), {
        error,
        final: false,
        now: deps.now().toISOString(),
      });
    },
    async onGiveUp(payload, error) {
      await downloads.markDownloadFailed(idOf(payload), {
        error,
        final: true,
        now: deps.now().toISOString(),
      });
    },
  };
}

/** Removes downloads past their days to live, and their files. */
export async function removeExpiredDownloads(deps: ServiceDeps<'downloads'>): Promise<number> {
  const files = await deps.store.downloads.deleteExpiredDownloads(deps.now().toISOString());
  const dir = deps.config.downloadsDir;
  if (dir) for (const file of files) fs.rmSync(path.join(dir, file), { force: true });
  return files.length;
}
