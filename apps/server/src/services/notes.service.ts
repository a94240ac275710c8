import { type Annotation, type WriteTarget, noteProblem, storedTarget } from '@trove/contracts';
import { annotationById, deleteAnnotation, insertAnnotation, updateAnnotation } from '@trove/db';
import type { AppDeps } from '../deps.ts';
import { type Caller, type CallerId, callerIdOf } from '../auth/caller.ts';
import { enforce } from '../domain/decision.ts';
import { invalid, recordNotFound } from '../domain/errors.ts';
import { awardAchievements } from './achievements.service.ts';
import { mayAdd, mayChange } from './contribution-policy.ts';
import { annotationOf, requireTarget } from './contribution-service.ts';

/**
 * Adding, changing and removing notes (spec 02 §2 Notes panel, §5, §6). Content is kept as plain
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
  deps: AppDeps,
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
  const id = await insertAnnotation(deps.store.db, {
    content: fields.content,
    userId: callerId,
    targetType: target,
    targetId,
    priv,
  });
  const answer = await noteAnswer(deps, id, callerId);
  return { ...answer, userAchievement: await awardAchievements(deps, caller, ['notes']) };
}

async function noteAnswer(deps: AppDeps, id: number, callerId: CallerId): Promise<Annotation> {
  const row = await annotationById(deps.store.db, id);
  if (!row) throw noteMissing(id);
  return annotationOf(row, callerId);
}

export async function changeNote(deps: AppDeps, caller: Caller | null, id: number, fields: NoteFields) {
  const row = await annotationById(deps.store.db, id);
  if (!row) throw noteMissing(id);
  enforce(mayChange(caller, row.userId));
  if (!caller) throw noteMissing(id);
  const priv = checkFields(fields);
  await updateAnnotation(deps.store.db, id, { content: fields.content, priv });
  return noteAnswer(deps, id, caller.userId);
}

export async function removeNote(deps: AppDeps, caller: Caller | null, id: number): Promise<boolean> {
  const row = await annotationById(deps.store.db, id);
  if (!row) return false;
  enforce(mayChange(caller, row.userId));
  return deleteAnnotation(deps.store.db, id);
}
