import type { Kysely } from 'kysely';
import type { ContributionTarget, Database } from '../schema.ts';
import { nowIso } from '../time.ts';
import { type Executor, inTransaction } from './upsert.ts';
import { type Paging, targetVisibleTo } from './contributions-of-user.ts';
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
    await trx
      .insertInto('searchChange')
      .values({ entityType: tag.targetType, entityId: tag.targetId, changedAt: nowIso() })
      .execute();
    return row.id;
  });
}

/** A tag a contributor asks for (POST /tag): never a subject heading. */
export interface AskedTag {
  name: string;
  targetType: ContributionTarget;
  targetId: number;
  priv: boolean;
}

/** "The same tag" for one contributor: target, visibility, and the name ignoring case. */
const sameTagKey = (tag: { targetType: string; targetId: number; priv: boolean; name: string }) =>
  `${tag.targetType}:${tag.targetId}:${tag.priv ? 1 : 0}:${tag.name.toLowerCase()}`;

/**
 * Adds a contributor's tags (userId null: anonymous visitors, who count as one contributor), each
 * unless they already hold it: the same name ignoring case, on the same target, with the same
 * visibility. A repeat within one call counts once. One transaction; the unique index tag_once_ux
 * (migration 015) settles two calls racing each other. Answers, in the order asked, the id of each
 * tag added, or null for one that was already there. Public tags of records are logged for search.
 */
export function addTagsOnce(
  db: Executor,
  userId: number | null,
  asked: readonly AskedTag[],
): Promise<(number | null)[]> {
  if (asked.length === 0) return Promise.resolve([]);
  return inTransaction(db, async (trx) => {
    const held = await heldTagKeys(trx, userId, asked);
    const logged = new Set<string>();
    const ids: (number | null)[] = [];
    for (const tag of asked) {
      const key = sameTagKey(tag);
      if (held.has(key)) {
        ids.push(null);
        continue;
      }
      held.add(key);
      const row = await trx
        .insertInto('tag')
        .values({
          name: tag.name,
          userId,
          targetType: tag.targetType,
          targetId: tag.targetId,
          priv: tag.priv ? 1 : 0,
          subject: 0,
          createdAt: nowIso(),
        })
        // Another call added the same tag since it was read: theirs stands.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      ids.push(row?.id ?? null);
      const target = `${tag.targetType}:${tag.targetId}`;
      if (!row || tag.priv || logged.has(target)) continue;
      logged.add(target);
      await trx
        .insertInto('searchChange')
        .values({ entityType: tag.targetType, entityId: tag.targetId, changedAt: nowIso() })
        .execute();
    }
    return ids;
  });
}

/** The keys of the tags (not subject headings) a contributor already holds on the targets asked about. */
async function heldTagKeys(
  trx: Executor,
  userId: number | null,
  asked: readonly AskedTag[],
): Promise<Set<string>> {
  const targets = [...new Map(asked.map((t) => [`${t.targetType}:${t.targetId}`, t])).values()];
  const rows = await trx
    .selectFrom('tag')
    .select(['name', 'targetType', 'targetId', 'priv'])
    .where((eb) => (userId === null ? eb('userId', 'is', null) : eb('userId', '=', userId)))
    .where('subject', '=', 0)
    .where((eb) =>
      eb.or(
        targets.map((t) => eb.and([eb('targetType', '=', t.targetType), eb('targetId', '=', t.targetId)])),
      ),
    )
    .execute();
  return new Set(rows.map((row) => sameTagKey({ ...row, priv: row.priv === 1 })));
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
 * public tags of its versions. A tag a content manager hid or deleted is left out (ADR 045).
 */
export async function publicTagNames(
  db: Kysely<Database>,
  kind: 'work' | 'person' | 'list',
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
    .where('moderation', 'is', null)
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
      .where('tag.moderation', 'is', null)
      .execute();
    for (const row of viaVersions) add(row.targetId, row.name);
  }
  return new Map([...byRecord].map(([id, names]) => [id, [...names].sort()]));
}

/** One tag as its owner and the search index need it. */
export interface StoredTag {
  id: number;
  name: string;
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv: number;
}

/** Tags by id; one a content manager hid or deleted is out of its author's reach until restored (ADR 045). */
export function tagsById(db: Kysely<Database>, ids: readonly number[]): Promise<StoredTag[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tag')
    .select(['id', 'name', 'userId', 'targetType', 'targetId', 'priv'])
    .where('id', 'in', [...ids])
    .where('moderation', 'is', null)
    .orderBy('id')
    .execute();
}

/** Removes tags; removing a public tag of a record logs a search change in the same transaction. */
export function deleteTags(db: Executor, tags: readonly StoredTag[]): Promise<number> {
  if (tags.length === 0) return Promise.resolve(0);
  return inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom('tag')
      .where(
        'id',
        'in',
        tags.map((tag) => tag.id),
      )
      .executeTakeFirst();
    const changed = tags.filter((tag) => tag.priv === 0);
    const seen = new Set<string>();
    for (const tag of changed) {
      const key = `${tag.targetType}:${tag.targetId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await trx
        .insertInto('searchChange')
        .values({ entityType: tag.targetType, entityId: tag.targetId, changedAt: nowIso() })
        .execute();
    }
    return Number(result.numDeletedRows);
  });
}

/** Up to `limit` distinct names of a user's own tags starting with `prefix` (case ignored), by name. */
export async function ownTagNamesStartingWith(
  db: Kysely<Database>,
  userId: number,
  prefix: string,
  limit: number,
): Promise<string[]> {
  const lowered = prefix.toLowerCase();
  const rows = await db
    .selectFrom('tag')
    .select('name')
    .distinct()
    .where('userId', '=', userId)
    .where((eb) =>
      eb(eb.fn('substr', [eb.fn('lower', ['name']), eb.val(1), eb.val(lowered.length)]), '=', lowered),
    )
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map((row) => row.name);
}

/**
 * The tags on any of the targets whose name is one of `names` (case ignored), of the given
 * visibility (null: public and private): what a bulk removal takes away.
 */
export function tagsOnTargets(
  db: Kysely<Database>,
  targets: readonly { type: ContributionTarget; id: number }[],
  names: readonly string[],
  priv: boolean | null,
): Promise<StoredTag[]> {
  if (targets.length === 0 || names.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('tag')
    .select(['id', 'name', 'userId', 'targetType', 'targetId', 'priv'])
    .where((eb) =>
      eb.or(targets.map((t) => eb.and([eb('targetType', '=', t.type), eb('targetId', '=', t.id)]))),
    )
    .where(
      (eb) => eb.fn('lower', ['name']),
      'in',
      names.map((n) => n.toLowerCase()),
    );
  if (priv !== null) query = query.where('priv', '=', priv ? 1 : 0);
  return query.orderBy('id').execute();
}

/** A record a user tagged, as the search index knows it: a version's tag counts for its work. */
export interface TaggedRecord {
  name: string;
  kind: 'work' | 'person';
  id: number;
}

/**
 * Every record a user tagged, public or private, with the tag's name (l-usertag, ADR 022). The
 * caller picks the names: a search normalises quotes and dashes in what it is given, so names
 * are compared in JavaScript, not in SQL. List tags are left out: lists are not searched.
 */
export async function recordsTaggedBy(db: Kysely<Database>, userId: number): Promise<TaggedRecord[]> {
  const rows = await db
    .selectFrom('tag')
    .leftJoin('version', (join) =>
      join.onRef('version.id', '=', 'tag.targetId').on('tag.targetType', '=', 'version'),
    )
    .select(['tag.name', 'tag.targetType', 'tag.targetId', 'version.workId'])
    .where('tag.userId', '=', userId)
    .where('tag.targetType', 'in', ['work', 'version', 'person'])
    .where('tag.moderation', 'is', null)
    .execute();
  return rows.flatMap((row): TaggedRecord[] => {
    if (row.targetType === 'person') return [{ name: row.name, kind: 'person', id: row.targetId }];
    if (row.targetType === 'work') return [{ name: row.name, kind: 'work', id: row.targetId }];
    return row.workId === null ? [] : [{ name: row.name, kind: 'work', id: row.workId }];
  });
}

export interface UserTagRow {
  id: number;
  name: string;
  priv: number;
  targetType: ContributionTarget;
  targetId: number;
  createdAt: string;
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
