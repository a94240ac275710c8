import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import { type Viewer, visibleTo } from './visibility.ts';

/**
 * One user's tags and notes, a page at a time, for their profile (spec 03 §3 Tag and User note).
 * The viewer sees public ones only unless they are that user, and never anything on a private list
 * that is not theirs, since its title is private too.
 */

export interface Paging {
  offset: number;
  limit: number;
}

export interface UserTagRow {
  id: number;
  name: string;
  priv: number;
  targetType: ContributionTarget;
  targetId: number;
  createdAt: string;
}

export interface UserNoteRow {
  id: number;
  content: string;
  priv: number;
  targetType: ContributionTarget;
  targetId: number;
  lastModified: string;
}

/** Rows of a table with target columns whose target is not a private list of someone other than the viewer. */
function targetVisibleTo(table: 'tag' | 'annotation', viewer: Viewer): Expression<SqlBool> {
  const type = sql.ref(`${table}.targetType`);
  const id = sql.ref(`${table}.targetId`);
  const hiddenList =
    viewer === null
      ? sql<SqlBool>`user_list.priv = 1`
      : sql<SqlBool>`user_list.priv = 1 and user_list.user_id <> ${viewer}`;
  return sql<SqlBool>`not (${type} = 'list' and exists (select 1 from user_list where user_list.id = ${id} and ${hiddenList}))`;
}

/** Which visibilities to answer: both unless one is left out. */
export interface VisibilityFilter {
  includePublic: boolean;
  includePrivate: boolean;
}

/** A page of a user's tags, newest first, and how many the viewer may see in all. */
export async function tagsOfUser(
  db: Kysely<Database>,
  userId: number,
  viewer: Viewer,
  filter: VisibilityFilter,
  paging: Paging,
): Promise<{ rows: UserTagRow[]; total: number }> {
  let base = db
    .selectFrom('tag')
    .where('tag.userId', '=', userId)
    .where(visibleTo('tag', viewer))
    .where(targetVisibleTo('tag', viewer));
  if (!filter.includePublic) base = base.where('tag.priv', '=', 1);
  if (!filter.includePrivate) base = base.where('tag.priv', '=', 0);
  const [rows, count] = await Promise.all([
    base
      .select(['tag.id', 'tag.name', 'tag.priv', 'tag.targetType', 'tag.targetId', 'tag.createdAt'])
      .orderBy('tag.createdAt', 'desc')
      .orderBy('tag.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
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

/** What a contribution is on: the record's title, and the work a version belongs to. */
export interface TargetDescription {
  title: string | null;
  workId: number | null;
}

/** The map key of a target in what describeTargets answers. */
export const targetKey = (type: ContributionTarget, id: number) => `${type}:${id}`;

/** Titles of the targets named, in one query per target type; a target that is gone is left out. */
export async function describeTargets(
  db: Kysely<Database>,
  targets: readonly { targetType: ContributionTarget; targetId: number }[],
): Promise<Map<string, TargetDescription>> {
  const ids = (type: ContributionTarget) => [
    ...new Set(targets.filter((t) => t.targetType === type).map((t) => t.targetId)),
  ];
  const found = new Map<string, TargetDescription>();
  const add = (type: ContributionTarget, rows: { id: number; title: string; workId?: number }[]) => {
    for (const row of rows)
      found.set(targetKey(type, row.id), { title: row.title, workId: row.workId ?? null });
  };
  const [works, versions, people, lists] = [ids('work'), ids('version'), ids('person'), ids('list')];
  if (works.length > 0)
    add('work', await db.selectFrom('work').select(['id', 'title']).where('id', 'in', works).execute());
  if (versions.length > 0)
    add(
      'version',
      await db.selectFrom('version').select(['id', 'title', 'workId']).where('id', 'in', versions).execute(),
    );
  if (people.length > 0)
    add(
      'person',
      await db
        .selectFrom('person')
        .select(['id', 'displayName as title'])
        .where('id', 'in', people)
        .execute(),
    );
  if (lists.length > 0)
    add('list', await db.selectFrom('userList').select(['id', 'title']).where('id', 'in', lists).execute());
  return found;
}
