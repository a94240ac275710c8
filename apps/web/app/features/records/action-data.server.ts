import {
  BorrowOptionsSchema,
  type BorrowOptions,
  type Citation,
  type Version,
  type Work,
} from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import { loadBuy } from './buy-data.server.ts';
import type { BuyData } from './buy-view.ts';
import { loadCitation } from './citation-data.server.ts';

/**
 * Borrow options for the work page, of one edition when one is selected; null when they cannot be
 * had, so the page still renders.
 */
export async function loadBorrowOptions(
  workId: string,
  versionId: string | null = null,
): Promise<BorrowOptions | null> {
  const versionQuery = versionId === null ? '' : `?versionId=${encodeURIComponent(versionId)}`;
  const result = await apiGet(
    `/work/${encodeURIComponent(workId)}/borrowOptions${versionQuery}`,
    BorrowOptionsSchema,
  );
  return result.ok ? result.data : null;
}

/**
 * Cite and Buy for the action panel, loaded on the server so both work before hydration: the
 * citation of the selected edition (or of the work), and the bookshops for that edition (or the
 * work's first edition).
 */
export async function loadWorkActions(
  work: Work,
  version?: Version | null,
): Promise<{ citation: Citation | null; buy: BuyData | null }> {
  const versionQuery = version ? `?version=${version.id}` : '';
  const [citation, buy] = await Promise.all([
    loadCitation(`/work/${work.id}${versionQuery}`),
    loadBuy(work.id, version ?? work.items[0]),
  ]);
  return { citation, buy };
}
