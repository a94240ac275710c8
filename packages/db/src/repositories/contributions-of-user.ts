import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import type { Viewer } from './visibility.ts';

/**
 * What a user's tags and notes share: paging, which targets the viewer may see, and the titles of
 * what they are on (spec 03 §3 Tag and User note; tagsOfUser and notesOfUser are with their aggregates).
 * The viewer sees public ones only unless they are that user, and never anything on a private list
 * that is not theirs, since its title is private too.
 */

export interface Paging {
  offset: number;
  limit: number;
}

/** Rows of a table with target columns whose target is not a private list of someone other than the viewer. */
export function targetVisibleTo(table: 'tag' | 'annotation', viewer: Viewer): Expression<SqlBool> {
  const type = sql.ref(`${table}.targetType`);
  const id = sql.ref(`${table}.targetId`);
  const hiddenList =
    viewer === null
      ? sql<SqlBool>`user_list.priv = 1`
      : sql<SqlBool>`user_list.priv = 1 and user_list.user_id <> ${viewer}`;
  return sql<SqlBool>`not (${type} = 'list' and exists (select 1 from user_list where user_list.id = ${id} and ${hiddenList}))`;
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
