import type { Kysely } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';
import { type Paging, targetVisibleTo } from './contributions-of-user.ts';
import { type Viewer, unmoderated, visibleTo } from './visibility.ts';

/** Notes (annotations) on records and lists (spec 02 §3 Annotation). */

/** A note's columns with its author's display name, as every reader of notes needs them. */
const ANNOTATION_COLUMNS = [
  'annotation.id',
  'annotation.content',
  'annotation.userId',
  'userAccount.displayName',
  'annotation.priv',
  'annotation.targetType',
  'annotation.targetId',
  'annotation.lastModified',
] as const;

export interface NewAnnotation {
  content: string;
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv?: boolean;
  /** When it was written; now unless given (seeded content keeps its own dates). */
  at?: string;
}

export interface AnnotationRow {
  id: number;
  content: string;
  userId: number | null;
  displayName: string | null;
  priv: number;
  targetType: ContributionTarget;
  targetId: number;
  lastModified: string;
}

export async function insertAnnotation(db: Executor, note: NewAnnotation): Promise<number> {
  const at = note.at ?? nowIso();
  const row = await db
    .insertInto('annotation')
    .values({
      content: note.content,
      userId: note.userId,
      targetType: note.targetType,
      targetId: note.targetId,
      priv: note.priv ? 1 : 0,
      createdAt: at,
      lastModified: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The notes on one target the viewer may see, newest first, at most `limit`, and how many there are. */
export async function annotationsOfTarget(
  db: Kysely<Database>,
  targetType: ContributionTarget,
  targetId: number,
  viewer: Viewer,
  limit: number,
): Promise<{ rows: AnnotationRow[]; total: number }> {
  const base = db
    .selectFrom('annotation')
    .where('annotation.targetType', '=', targetType)
    .where('annotation.targetId', '=', targetId)
    .where(visibleTo('annotation', viewer));
  const rows = await base
    .leftJoin('userAccount', 'userAccount.id', 'annotation.userId')
    .select(ANNOTATION_COLUMNS)
    .orderBy('annotation.lastModified', 'desc')
    .orderBy('annotation.id', 'desc')
    .limit(limit)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * One note by id, whoever may see it (the caller checks ownership), or undefined; one a content
 * manager hid or deleted is out of its author's reach too until restored (ADR 045).
 */
export function annotationById(db: Kysely<Database>, id: number): Promise<AnnotationRow | undefined> {
  return db
    .selectFrom('annotation')
    .leftJoin('userAccount', 'userAccount.id', 'annotation.userId')
    .select(ANNOTATION_COLUMNS)
    .where('annotation.id', '=', id)
    .where(unmoderated('annotation'))
    .executeTakeFirst();
}

export async function updateAnnotation(
  db: Executor,
  id: number,
  change: { content: string; priv: boolean },
): Promise<void> {
  await db
    .updateTable('annotation')
    .set({ content: change.content, priv: change.priv ? 1 : 0, lastModified: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** True when a note was removed. */
export async function deleteAnnotation(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('annotation').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface UserNoteRow {
  id: number;
  content: string;
  priv: number;
  targetType: ContributionTarget;
  targetId: number;
  lastModified: string;
}

/** A page of a user's notes, last changed first, and how many the viewer may see in all. */
export async function notesOfUser(
  db: Kysely<Database>,
  userId: number,
  viewer: Viewer,
  paging: Paging,
): Promise<{ rows: UserNoteRow[]; total: number }> {
  const base = db
    .selectFrom('annotation')
    .where('annotation.userId', '=', userId)
    .where(visibleTo('annotation', viewer))
    .where(targetVisibleTo('annotation', viewer));
  const [rows, count] = await Promise.all([
    base
      .select([
        'annotation.id',
        'annotation.content',
        'annotation.priv',
        'annotation.targetType',
        'annotation.targetId',
        'annotation.lastModified',
      ])
      .orderBy('annotation.lastModified', 'desc')
      .orderBy('annotation.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
