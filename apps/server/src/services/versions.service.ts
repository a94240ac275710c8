import { type VersionRef, type WorkVersion, versionSeparatedMessage } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { type DomainError, moved, notFound, recordNotFound } from '../domain/errors.ts';
import { type RecordOptions, deletedWork, linkedVersions } from './works.service.ts';
import { rawRecordsOf } from './raw-records.ts';

/** A version moved to another work since the link was made: naming where it lives now. */
function separated(rawVersionId: string, where: VersionRef): DomainError {
  return moved(versionSeparatedMessage(rawVersionId), 'separated', where);
}

/** GET /work/{id}/version/{versionId}: a version of that work (spec 02 §7, §8). */
export async function getWorkVersion(
  deps: ServiceDeps<'curation' | 'records' | 'works'>,
  raw: { id: string; versionId: string },
  workId: number,
  versionId: number,
  options: RecordOptions = { includeRaw: false },
): Promise<WorkVersion> {
  const location = await deps.store.works.findVersionLocation(versionId);
  if (!location) throw recordNotFound('version', raw.versionId);
  if (location.workId !== workId) throw separated(raw.versionId, location);
  const record = await deps.store.records.readWork(workId);
  const row = record?.versions.find((v) => v.id === versionId);
  if (!record || !row) throw recordNotFound('version', raw.versionId);
  const { deletedAt } = record.work;
  if (deletedAt !== null) throw await deletedWork(deps, raw.id, { id: workId, deletedAt }, options);
  const [version] = await linkedVersions(deps, record, [row]);
  const rawRecords = options.includeRaw ? { rawRecords: await rawRecordsOf(deps, [versionId]) } : {};
  return { ...version!, workId, ...rawRecords };
}

/** GET /work/version/{id}: the work a version belongs to; the VersionRedirect route's wording. */
export async function getVersionWork(deps: ServiceDeps<'works'>, versionId: number): Promise<VersionRef> {
  const location = await deps.store.works.findVersionLocation(versionId);
  if (!location) throw notFound();
  return location;
}

/** GET /work/nbdid/{id}: the version whose source record carries this NBD (or source) id (ADR 007). */
export async function getNbdWork(deps: ServiceDeps<'works'>, nbdId: string): Promise<VersionRef> {
  const location = await deps.store.works.findVersionBySourceRecordId(nbdId);
  if (!location) throw notFound();
  return location;
}
