import type { BorrowOptions } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { recordDeleted, recordNotFound } from '../domain/errors.ts';
import { groupHoldings } from './borrow-options.ts';

/** GET /work/{id}/borrowOptions: holdings of the work, or of one version, grouped by state. */
export async function getBorrowOptions(
  deps: ServiceDeps<'works'>,
  raw: { id: string; versionId?: string | undefined },
  workId: number,
  versionId: number | undefined,
): Promise<BorrowOptions> {
  const work = await deps.store.works.findWorkStatus(workId);
  if (!work) throw recordNotFound('work', raw.id);
  if (work.deletedAt !== null) throw recordDeleted('work', raw.id);
  if (versionId !== undefined) {
    const location = await deps.store.works.findVersionLocation(versionId);
    if (location?.workId !== workId) throw recordNotFound('version', raw.versionId ?? String(versionId));
  }
  return groupHoldings(await deps.store.works.readHoldings(workId, versionId));
}
