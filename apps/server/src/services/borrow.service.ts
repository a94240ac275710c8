import type { BorrowOptions } from '@trove/contracts';
import { findVersionLocation, findWorkStatus, readHoldings } from '@trove/db';
import type { AppDeps } from '../deps.ts';
import { recordDeleted, recordNotFound } from '../domain/errors.ts';
import { groupHoldings } from './borrow-options.ts';

/** GET /work/{id}/borrowOptions: holdings of the work, or of one version, grouped by state. */
export async function getBorrowOptions(
  deps: AppDeps,
  raw: { id: string; versionId?: string | undefined },
  workId: number,
  versionId: number | undefined,
): Promise<BorrowOptions> {
  const { db } = deps.store;
  const work = await findWorkStatus(db, workId);
  if (!work) throw recordNotFound('work', raw.id);
  if (work.deletedAt !== null) throw recordDeleted('work', raw.id);
  if (versionId !== undefined) {
    const location = await findVersionLocation(db, versionId);
    if (location?.workId !== workId) throw recordNotFound('version', raw.versionId ?? String(versionId));
  }
  return groupHoldings(await readHoldings(db, workId, versionId));
}
