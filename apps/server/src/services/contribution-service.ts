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
  type Viewer,
  annotationsOfTarget,
  listsContaining,
  listsOfUser,
  tagsOfTarget,
  targetState,
  versionIdsOfWork,
} from '@trove/db';
import type { AppDeps } from '../deps.ts';
import { recordDeleted, recordNotFound } from '../http/errors.ts';
import { MONTH_NAMES } from '../text/months.ts';

/**
 * The read side of tags, notes and lists on record pages (spec 02 §2, §3, §7). Every answer is
 * filtered by the viewer: private contributions reach only the account that made them, and an
 * anonymous caller may neither edit nor delete anything.
 */

/** 404 or 410 unless the target is there for this viewer; the type is the record word of the shared messages. */
export async function requireTarget(
  deps: AppDeps,
  type: AnnotationTarget,
  raw: string,
  id: number,
  viewer: Viewer,
): Promise<void> {
  const state = await targetState(deps.store.db, type, id, viewer);
  if (state === 'missing') throw recordNotFound(type, raw);
  if (state === 'deleted') throw recordDeleted(type, raw);
}

const mineOf = (userId: number | null, viewer: Viewer) => viewer !== null && userId === viewer;

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
  viewer: Viewer,
): Promise<Tags> {
  await requireTarget(deps, type, raw, id, viewer);
  const rows = await tagsOfTarget(deps.store.db, type, id, viewer);
  return {
    tags: rows.map((row) => ({
      id: row.id,
      name: row.name,
      user: row.displayName === null ? null : { displayName: row.displayName },
      editable: mineOf(row.userId, viewer),
      mine: mineOf(row.userId, viewer),
      priv: row.priv === 1,
      subject: row.subject === 1,
      link: tagLink(row.name, row.subject === 1, row.priv === 1),
    })),
  };
}

export function annotationOf(row: AnnotationRow, viewer: Viewer): Annotation {
  return {
    id: row.id,
    content: row.content,
    priv: row.priv === 1,
    target: { type: row.targetType, id: row.targetId },
    userId: row.userId,
    user: row.displayName === null ? null : { displayName: row.displayName },
    lastModified: row.lastModified,
    lastModifiedStr: dateText(row.lastModified),
    editable: mineOf(row.userId, viewer),
    deletable: mineOf(row.userId, viewer),
    userAchievement: null,
  };
}

export async function getAnnotations(
  deps: AppDeps,
  type: AnnotationTarget,
  raw: string,
  id: number,
  viewer: Viewer,
): Promise<Annotations> {
  await requireTarget(deps, type, raw, id, viewer);
  const { rows, total } = await annotationsOfTarget(
    deps.store.db,
    type,
    id,
    viewer,
    CONTRIBUTION_LIMITS.notesAnswered,
  );
  return { annotations: rows.map((row) => annotationOf(row, viewer)), total };
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
  viewer: Viewer,
): Promise<ContainingLists> {
  const { db } = deps.store;
  const record = type === 'work' ? 'work' : 'person';
  await requireTarget(deps, record, raw, id, viewer);
  const targets =
    type === 'work'
      ? [
          { type: 'work' as const, ids: [id] },
          { type: 'version' as const, ids: await versionIdsOfWork(db, id) },
        ]
      : [{ type: 'person' as const, ids: [id] }];
  const { rows, total } = await listsContaining(db, targets, viewer, CONTRIBUTION_LIMITS.listsAnswered);
  const available = viewer === null ? [] : await listsOfUser(db, viewer);
  return { containing: rows.map(summaryOf), total, available: available.map(summaryOf) };
}
