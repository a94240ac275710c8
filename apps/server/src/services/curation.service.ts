import {
  type DeletedDetails,
  type MergeWorksBody,
  REGROUP_PENDING_MESSAGE,
  type RegroupAnswer,
  SPLIT_NOT_ALLOWED_MESSAGE,
  type SplitWorkBody,
  versionNotInWorkMessage,
} from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { conflict, invalid, recordDeleted, recordNotFound } from '../domain/errors.ts';

/** POST /work/split/{id}: the edition moves to a new work; answers that work (ADR 016). */
export async function splitWork(
  deps: ServiceDeps<'curation'>,
  rawId: string,
  workId: number,
  body: SplitWorkBody,
  caller: Caller,
): Promise<RegroupAnswer> {
  const outcome = await deps.store.curation.splitVersion(workId, body.versionId, {
    note: body.note.trim(),
    userId: caller.userId,
  });
  switch (outcome.kind) {
    case 'split':
      return { workId: outcome.workId };
    case 'work_missing':
      throw recordNotFound('work', rawId);
    case 'work_deleted':
      throw recordDeleted('work', rawId);
    case 'version_missing':
      throw invalid(versionNotInWorkMessage(body.versionId, workId), { code: 'bad_request' });
    case 'single_version':
      throw conflict(SPLIT_NOT_ALLOWED_MESSAGE);
    case 'pending':
      throw conflict(REGROUP_PENDING_MESSAGE);
  }
}

/** POST /work/merge: every edition of the other works moves to the first; the others are deleted. */
export async function mergeWorkIds(
  deps: ServiceDeps<'curation'>,
  body: MergeWorksBody,
  caller: Caller,
): Promise<RegroupAnswer> {
  const outcome = await deps.store.curation.mergeWorks(body.workIds, {
    note: body.note.trim(),
    userId: caller.userId,
  });
  if (outcome.kind === 'work_missing') throw recordNotFound('work', String(outcome.workId));
  if (outcome.kind === 'work_deleted') throw recordDeleted('work', String(outcome.workId));
  return { workId: outcome.workId };
}

/** What a data manager sees of a deleted work with the 410 answer (spec 02 §2). */
export async function deletedDetails(
  deps: ServiceDeps<'curation'>,
  workId: number,
  deletedAt: string,
): Promise<DeletedDetails> {
  return { deletedOn: deletedAt, record: await deps.store.curation.readDeletionRecord(workId) };
}
