import {
  MONTH_NAMES,
  type Annotation,
  type AnnotationTarget,
  type Annotations,
  CONTRIBUTION_LIMITS,
  type UserNotes,
  type UserNotesQuery,
  type WriteTarget,
  noteProblem,
  storedTarget,
} from '@trove/contracts';
import { type AnnotationRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import { type Caller, type CallerId, callerIdOf } from '../auth/caller.ts';
import { enforce } from '../domain/decision.ts';
import { invalid, recordNotFound } from '../domain/errors.ts';
import { awardAchievements } from './achievements.service.ts';
import { isOwnRow, mayAdd, mayChange } from './contribution-policy.ts';
import { requireTarget } from './contribution-target.ts';
import { maySeePrivateContributions } from './profile-policy.ts';
import { pagingOf, userAndCaller, withTargets } from './contributions-of-user.ts';

/**
 * Notes: reading them on a record or of a user, adding, changing and removing them (spec 02 §2 Notes
 * panel, §5, §6, §7; the spec's paths call them annotations). Content is kept as plain
 * text exactly as written and is always rendered as text (ADR 012), so markup in it stays inert.
 */

interface NoteFields {
  content: string;
  priv?: boolean | null;
}

/** The spec's field rules first (400), so a visitor learns what to fix before who may save. */
function checkFields(fields: NoteFields): boolean {
  const visibility = fields.priv === true ? 'private' : fields.priv === false ? 'public' : null;
  const problem = noteProblem(fields.content, visibility);
  if (problem) throw invalid(problem);
  return fields.priv === true;
}

const noteMissing = (id: number) => recordNotFound('note', String(id));

export async function addNote(
  deps: ServiceDeps<'achievements' | 'content' | 'contributions' | 'notes'>,
  caller: Caller | null,
  human: boolean,
  type: WriteTarget,
  targetId: number,
  fields: NoteFields,
): Promise<Annotation> {
  const priv = checkFields(fields);
  enforce(mayAdd(caller, human, priv));
  const callerId = callerIdOf(caller);
  const target = storedTarget(type);
  await requireTarget(deps, target, String(targetId), targetId, callerId);
  const id = await deps.store.notes.insertAnnotation({
    content: fields.content,
    userId: callerId,
    targetType: target,
    targetId,
    priv,
  });
  const answer = await noteAnswer(deps, id, callerId);
  return { ...answer, userAchievement: await awardAchievements(deps, caller, ['notes']) };
}

async function noteAnswer(deps: ServiceDeps<'notes'>, id: number, callerId: CallerId): Promise<Annotation> {
  const row = await deps.store.notes.annotationById(id);
  if (!row) throw noteMissing(id);
  return annotationOf(row, callerId);
}

export async function changeNote(
  deps: ServiceDeps<'notes'>,
  caller: Caller | null,
  id: number,
  fields: NoteFields,
) {
  const row = await deps.store.notes.annotationById(id);
  if (!row) throw noteMissing(id);
  enforce(mayChange(caller, row.userId));
  if (!caller) throw noteMissing(id);
  const priv = checkFields(fields);
  await deps.store.notes.updateAnnotation(id, { content: fields.content, priv });
  return noteAnswer(deps, id, caller.userId);
}

export async function removeNote(
  deps: ServiceDeps<'notes'>,
  caller: Caller | null,
  id: number,
): Promise<boolean> {
  const row = await deps.store.notes.annotationById(id);
  if (!row) return false;
  enforce(mayChange(caller, row.userId));
  return deps.store.notes.deleteAnnotation(id);
}

/** '3 March 2024' from an ISO-8601 UTC timestamp. */
export function dateText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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

/** The notes on a record (spec 02 §2, §7), filtered by the caller. */
export async function getAnnotations(
  deps: ServiceDeps<'contributions' | 'notes'>,
  type: AnnotationTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<Annotations> {
  await requireTarget(deps, type, raw, id, callerId);
  const { rows, total } = await deps.store.notes.annotationsOfTarget(
    type,
    id,
    callerId,
    CONTRIBUTION_LIMITS.notesAnswered,
  );
  return { annotations: rows.map((row) => annotationOf(row, callerId)), total };
}

/** GET /annotation/user/{user} (spec 03 §7, ADR 021). */
export async function userNotes(
  deps: ServiceDeps<'accounts' | 'contributions' | 'notes'>,
  caller: Caller | null,
  username: string,
  query: UserNotesQuery,
): Promise<UserNotes> {
  const { userId } = await userAndCaller(deps, caller, username);
  // Private notes for their owner and for viewers allowed to see private profiles (spec 03 §2, §6).
  const viewer = maySeePrivateContributions(caller, userId) ? userId : null;
  const { rows, total } = await deps.store.notes.notesOfUser(userId, viewer, pagingOf(query));
  return {
    total,
    startPos: query.startPos,
    pageSize: query.pageSize,
    notes: (await withTargets(deps, rows)).map(({ row, target }) => ({
      id: row.id,
      content: row.content,
      priv: row.priv === 1,
      lastModified: row.lastModified,
      target,
    })),
  };
}
