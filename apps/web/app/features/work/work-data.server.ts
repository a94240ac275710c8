import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { loadBorrowOptions, loadWorkActions } from './action-data.server.ts';
import { loadContributions } from '../../components/contributions/contributions-data.server.ts';
import { loadCopyright } from './copyright-data.server.ts';
import { keptQueryOf } from './edition-links.ts';
import { loadRecord } from '../../components/records/record-data.server.ts';
import { loadVersion, type VersionLoad } from './version-data.server.ts';

/**
 * Everything the work page needs, for the whole work or with one edition selected: the work, the
 * edition (or why there is none), borrow options, Cite and Buy, the copyright status of the
 * edition shown, the tags and notes of what is shown (the edition, or the whole work) and the
 * lists holding the work.
 */
export async function loadWorkPage(request: Request, workId: string, versionId: string | null) {
  const kept = keptQueryOf(new URL(request.url).searchParams);
  // Fetched beside the work, not after it.
  const borrowing = loadBorrowOptions(workId, versionId);
  const cookie = cookieOf(request);
  const contributions = loadContributions(
    versionId ? { record: 'version', id: versionId, workId } : { record: 'work', id: workId },
    cookie,
  );
  const versioning: Promise<VersionLoad | null> = versionId
    ? loadVersion(workId, versionId, kept.includeRaw, cookie)
    : Promise.resolve(null);
  // The version call brings that edition's raw records; the work's are for the all-editions page.
  const result = await loadRecord(
    api.works.get({ id: workId, includeraw: kept.includeRaw && !versionId ? 'y' : undefined }, { cookie }),
  );
  const version = await versioning;
  const selected = version?.kind === 'found' ? version.version : null;
  const [copyright, actions] = await Promise.all([
    loadCopyright(selected?.id ?? result.record?.items[0]?.id),
    result.record ? loadWorkActions(result.record, selected) : { citation: null, buy: null },
  ]);
  return {
    ...result,
    kept,
    keyword: kept.keyword,
    version,
    copyright,
    ...actions,
    borrow: await borrowing,
    // A separated edition's page shows the work, so the work's tags and notes (a rare second call).
    contributions: await (version?.kind === 'separated'
      ? loadContributions({ record: 'work', id: workId }, cookie)
      : contributions),
  };
}

export type WorkPageData = Awaited<ReturnType<typeof loadWorkPage>>;
