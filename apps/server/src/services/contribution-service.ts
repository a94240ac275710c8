import {
  type Annotation,
  type AnnotationTarget,
  type Annotations,
  CONTRIBUTION_LIMITS,
  type ContainingLists,
  type ContainingTarget,
  type ListSummary,
  type TagTarget,
  type Tags,
  tagLink,
} from '@trove/contracts';
import {
  type AnnotationRow,
  type ListSummaryRow,
  annotationsOfTarget,
  listsContaining,
  listsOfUser,
  tagsOfTarget,
  targetState,
  versionIdsOfWork,
} from '@trove/db';
import type { CallerId } from '../auth/caller.ts';
import type { AppDeps } from '../deps.ts';
import { recordDeleted, recordNotFound } from '../domain/errors.ts';
import { MONTH_NAMES } from '../text/months.ts';
import { isOwnRow } from './contribution-policy.ts';

/**
 * The read side of tags, notes and lists on record pages (spec 02 §2, §3, §7). Every answer is
 * filtered by the caller: private contributions reach only the account that made them, and an
 * anonymous caller may neither edit nor delete anything.
 */

/** 404 or 410 unless the target is there for this caller; the type is the record word of the shared messages. */
export async function requireTarget(
  deps: AppDeps,
  type: AnnotationTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<void> {
  const state = await targetState(deps.store.db, type, id, callerId);
  if (state === 'missing') throw recordNotFound(type, raw);
  if (state === 'deleted') throw recordDeleted(type, raw);
}

/** '3 March 2024' from an ISO-8601 UTC timestamp. */
export function dateText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export async function getTags(
  deps: AppDeps,
  type: TagTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<Tags> {
  await requireTarget(deps, type, raw, id, callerId);
  const rows = await tagsOfTarget(deps.store.db, type, id, callerId);
  return {
    tags: rows.map((row) => ({
      id: row.id,
      name: row.name,
      user: row.displayName === null ? null : { displayName: row.displayName },
      editable: isOwnRow(callerId, row.userId),
      mine: isOwnRow(callerId, row.userId),
      priv: row.priv === 1,
      subject: row.subject === 1,
      link: tagLink(row.name, row.subject === 1, row.priv === 1),
    })),
  };
}

export function annotationOf(row: AnnotationRow, callerId: CallerId): Annotation {
  return {
    id: row.id,
    content: row.content,
    priv: row.priv === 1,
    target: { type: row.targetType, id: row.targetId },
    userId: row.userId,
    user: row.displayName === null ? null : { displayName: row.displayName },
    lastModified: row.lastModified,
    lastModifiedStr: dateText(row.lastModified),
    editable: isOwnRow(callerId, row.userId),
    deletable: isOwnRow(callerId, row.userId),
    userAchievement: null,
  };
}

export async function getAnnotations(
  deps: AppDeps,
  type: AnnotationTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<Annotations> {
  await requireTarget(deps, type, raw, id, callerId);
  const { rows, total } = await annotationsOfTarget(
    deps.store.db,
    type,
    id,
    callerId,
    CONTRIBUTION_LIMITS.notesAnswered,
  );
  return { annotations: rows.map((row) => annotationOf(row, callerId)), total };
}

function summaryOf(row: ListSummaryRow): ListSummary {
  return {
    id: row.id,
    title: row.title,
    itemCount: row.itemCount,
    priv: row.priv === 1,
    owner: { displayName: row.displayName },
  };
}

/** Lists holding a work (or any of its editions), or a person or organisation. */
export async function getContainingLists(
  deps: AppDeps,
  type: ContainingTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<ContainingLists> {
  const { db } = deps.store;
  const record = type === 'work' ? 'work' : 'person';
  await requireTarget(deps, record, raw, id, callerId);
  const targets =
    type === 'work'
      ? [
          { type: 'work' as const, ids: [id] },
          { type: 'version' as const, ids: await versionIdsOfWork(db, id) },
        ]
      : [{ type: 'person' as const, ids: [id] }];
  const { rows, total } = await listsContaining(db, targets, callerId, CONTRIBUTION_LIMITS.listsAnswered);
  const available = callerId === null ? [] : await listsOfUser(db, callerId);
  return { containing: rows.map(summaryOf), total, available: available.map(summaryOf) };
}
