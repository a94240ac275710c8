import type { BorrowOptions, Citation, Version, Work } from '@trove/contracts';
import { api } from '../../lib/api-client.ts';
import { loadBuy } from './buy-data.server.ts';
import type { BuyData } from './buy-view.ts';
import { loadCitation } from '../../components/records/citation-data.server.ts';

/**
 * Borrow options for the work page, of one edition when one is selected; null when they cannot be
 * had, so the page still renders.
 */
export async function loadBorrowOptions(
  workId: string,
  versionId: string | null = null,
): Promise<BorrowOptions | null> {
  const result = await api.works.borrowOptions({ id: workId, versionId: versionId ?? undefined });
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
  const [citation, buy] = await Promise.all([
    loadCitation(api.citations.work({ id: work.id, version: version ? String(version.id) : undefined })),
    loadBuy(work.id, version ?? work.items[0]),
  ]);
  return { citation, buy };
}
