import { WorkSchema } from '@trove/contracts';
import { query } from '../../lib/api.ts';
import { loadBorrowOptions } from './action-data.server.ts';
import { loadCopyright } from './copyright-data.server.ts';
import { keptQueryOf } from './edition-links.ts';
import { loadRecord } from './record-data.server.ts';
import { loadVersion, type VersionLoad } from './version-data.server.ts';

/**
 * Everything the work page needs, for the whole work or with one edition selected: the work, the
 * edition (or why there is none), borrow options and the copyright status of the edition shown.
 */
export async function loadWorkPage(request: Request, workId: string, versionId: string | null) {
  const kept = keptQueryOf(new URL(request.url).searchParams);
  // Fetched beside the work, not after it.
  const borrowing = loadBorrowOptions(workId);
  const versioning: Promise<VersionLoad | null> = versionId
    ? loadVersion(workId, versionId, kept.includeRaw)
    : Promise.resolve(null);
  const workPath = `/work/${encodeURIComponent(workId)}`;
  // The version call brings that edition's raw records; the work's are for the all-editions page.
  const result = await loadRecord(
    `${workPath}${query({ includeraw: kept.includeRaw && !versionId ? 'y' : undefined })}`,
    WorkSchema,
  );
  const version = await versioning;
  const shown = version?.kind === 'found' ? version.version.id : result.record?.items[0]?.id;
  const copyright = await loadCopyright(shown);
  return { ...result, kept, keyword: kept.keyword, version, copyright, borrow: await borrowing };
}

export type WorkPageData = Awaited<ReturnType<typeof loadWorkPage>>;
