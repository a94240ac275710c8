import type { Kysely } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import { type Viewer, visibleTo } from './visibility.ts';

/** Whether what a tag, note or list item names is there: present, deleted, or missing. */
export type TargetState = 'present' | 'deleted' | 'missing';

/**
 * The state of a contribution target. A version is present while its work is; a list the viewer
 * may not see is missing to them, so a private list's existence does not leak.
 */
export async function targetState(
  db: Kysely<Database>,
  type: ContributionTarget,
  id: number,
  viewer: Viewer,
): Promise<TargetState> {
  switch (type) {
    case 'work':
    case 'person': {
      const row = await db.selectFrom(type).select('deletedAt').where('id', '=', id).executeTakeFirst();
      return row === undefined ? 'missing' : row.deletedAt === null ? 'present' : 'deleted';
    }
    case 'version': {
      const row = await db
        .selectFrom('version')
        .innerJoin('work', 'work.id', 'version.workId')
        .select('work.deletedAt')
        .where('version.id', '=', id)
        .executeTakeFirst();
      return row === undefined ? 'missing' : row.deletedAt === null ? 'present' : 'deleted';
    }
    case 'list': {
      const row = await db
        .selectFrom('userList')
        .select('id')
        .where('id', '=', id)
        .where(visibleTo('userList', viewer))
        .executeTakeFirst();
      return row === undefined ? 'missing' : 'present';
    }
  }
}
