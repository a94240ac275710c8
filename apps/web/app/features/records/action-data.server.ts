import { BorrowOptionsSchema, type BorrowOptions } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';

/** Borrow options for the work page; null when they cannot be had, so the page still renders. */
export async function loadBorrowOptions(workId: string): Promise<BorrowOptions | null> {
  const result = await apiGet(`/work/${encodeURIComponent(workId)}/borrowOptions`, BorrowOptionsSchema);
  return result.ok ? result.data : null;
}
