import type { Kysely } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import { nowIso } from '../time.ts';
import { type Executor, inTransaction } from './upsert.ts';
import { type Viewer, visibleTo } from './visibility.ts';

/** Tags on records and lists (spec 02 §3 Tag). Public tags are searchable, so writes log a change. */

export interface NewTag {
  name: string;
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv?: boolean;
  subject?: boolean;
}

export interface TagRow {
  id: number;
  name: string;
  userId: number | null;
  displayName: string | null;
  priv: number;
  subject: number;
  createdAt: string;
}

/** Adds a tag; a work, version or person tag is logged for the search index in the same transaction. */
export function insertTag(db: Executor, tag: NewTag): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('tag')
      .values({
        name: tag.name,
        userId: tag.userId,
        targetType: tag.targetType,
        targetId: tag.targetId,
        priv: tag.priv ? 1 : 0,
        subject: tag.subject ? 1 : 0,
        createdAt: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (tag.targetType !== 'list')
      await trx
        .insertInto('searchChange')
        .values({ entityType: tag.targetType, entityId: tag.targetId, changedAt: nowIso() })
        .execute();
    return row.id;
  });
}

/** The tags of one target the viewer may see, alphabetically (case ignored), oldest first within a name. */
export function tagsOfTarget(
  db: Kysely<Database>,
  targetType: ContributionTarget,
  targetId: number,
  viewer: Viewer,
): Promise<TagRow[]> {
  return db
    .selectFrom('tag')
    .leftJoin('userAccount', 'userAccount.id', 'tag.userId')
    .select([
      'tag.id',
      'tag.name',
      'tag.userId',
      'userAccount.displayName',
      'tag.priv',
      'tag.subject',
      'tag.createdAt',
    ])
    .where('tag.targetType', '=', targetType)
    .where('tag.targetId', '=', targetId)
    .where(visibleTo('tag', viewer))
    .orderBy((eb) => eb.fn('lower', ['tag.name']))
    .orderBy('tag.id')
    .execute();
}

/**
 * The distinct public tag names of each record, for the search index: a work also carries the
 * public tags of its versions.
 */
export async function publicTagNames(
  db: Kysely<Database>,
  kind: 'work' | 'person',
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const byRecord = new Map<number, Set<string>>();
  if (ids.length === 0) return new Map();
  const add = (id: number, name: string) => byRecord.set(id, (byRecord.get(id) ?? new Set()).add(name));
  const direct = await db
    .selectFrom('tag')
    .select(['targetId', 'name'])
    .where('targetType', '=', kind)
    .where('targetId', 'in', [...ids])
    .where('priv', '=', 0)
    .execute();
  for (const row of direct) add(row.targetId, row.name);
  if (kind === 'work') {
    const viaVersions = await db
      .selectFrom('tag')
      .innerJoin('version', 'version.id', 'tag.targetId')
      .select(['version.workId as targetId', 'tag.name'])
      .where('tag.targetType', '=', 'version')
      .where('version.workId', 'in', [...ids])
      .where('tag.priv', '=', 0)
      .execute();
    for (const row of viaVersions) add(row.targetId, row.name);
  }
  return new Map([...byRecord].map(([id, names]) => [id, [...names].sort()]));
}
