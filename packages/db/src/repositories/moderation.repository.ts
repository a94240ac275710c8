import { type Kysely, sql } from 'kysely';
import type { ContributionTarget, Database, ModeratedItemType, ModerationAction } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { Paging } from './contributions-of-user.ts';
import { type Executor, inTransaction } from './upsert.ts';

/**
 * Moderation of tags and notes (issue 16 §5, ADR 045): every tag or note as a content manager
 * reviews it, whatever its visibility or state, and hiding, deleting and restoring one with the
 * log of who did it, when and why. The `moderation` column it writes is what `visibleTo` reads.
 */

export type ModerationState = 'hidden' | 'deleted';

export interface ModerationFilter {
  type: ModeratedItemType;
  visibility: 'both' | 'public' | 'private';
  /** Which items by state: every one, those anyone may see, or those hidden or deleted. */
  state: 'all' | 'visible' | 'hidden' | 'deleted';
  /** By the author's user name. */
  sort: 'ASC' | 'DESC';
}

export interface ModerationItemRow {
  id: number;
  content: string;
  priv: number;
  userId: number | null;
  username: string | null;
  targetType: ContributionTarget;
  targetId: number;
  created: string;
  moderation: ModerationState | null;
}

/** A page of tags or notes for review, by author name (anonymous ones last), and how many match. */
export async function moderationItems(
  db: Kysely<Database>,
  filter: ModerationFilter,
  paging: Paging,
): Promise<{ rows: ModerationItemRow[]; total: number }> {
  // Both tables hold the columns read here but the text, so one query serves both: typed as the tag
  // table, with the text column named by type.
  const from = (filter.type === 'note' ? 'annotation as item' : 'tag as item') as 'tag as item';
  const content = sql.ref<string>(filter.type === 'note' ? 'item.content' : 'item.name');
  let base = db.selectFrom(from).leftJoin('userAccount', 'userAccount.id', 'item.userId');
  if (filter.visibility !== 'both')
    base = base.where('item.priv', '=', filter.visibility === 'private' ? 1 : 0);
  if (filter.state === 'visible') base = base.where('item.moderation', 'is', null);
  if (filter.state === 'hidden' || filter.state === 'deleted')
    base = base.where('item.moderation', '=', filter.state);
  const direction = filter.sort === 'DESC' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select([
        'item.id',
        content.as('content'),
        'item.priv',
        'item.userId',
        'userAccount.username',
        'item.targetType',
        'item.targetId',
        'item.createdAt as created',
        'item.moderation',
      ])
      // Anonymous contributors have no name: after every named one, whichever the direction.
      .orderBy(sql`case when user_account.username is null then 1 else 0 end`)
      .orderBy(sql`lower(user_account.username)`, direction)
      .orderBy('item.id', direction)
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One tag or note as moderation needs it, whatever its state, or undefined. */
export function moderatedItem(
  db: Kysely<Database>,
  type: ModeratedItemType,
  id: number,
): Promise<ModerationItemRow | undefined> {
  const from = (type === 'note' ? 'annotation as item' : 'tag as item') as 'tag as item';
  const content = sql.ref<string>(type === 'note' ? 'item.content' : 'item.name');
  return db
    .selectFrom(from)
    .leftJoin('userAccount', 'userAccount.id', 'item.userId')
    .select([
      'item.id',
      content.as('content'),
      'item.priv',
      'item.userId',
      'userAccount.username',
      'item.targetType',
      'item.targetId',
      'item.createdAt as created',
      'item.moderation',
    ])
    .where('item.id', '=', id)
    .executeTakeFirst();
}

export interface ModerationChange {
  type: ModeratedItemType;
  id: number;
  action: ModerationAction;
  reason: string;
  moderatorId: number | null;
}

const STATE_AFTER: Record<ModerationAction, ModerationState | null> = {
  hide: 'hidden',
  delete: 'deleted',
  restore: null,
};

/**
 * Hides, deletes or restores a tag or note and logs it, in one transaction. Its record is logged
 * for the search index as well: a public tag leaves or rejoins the record's search document, and
 * the index's new revision retires the kept copies of pages that showed the item (ADR 045).
 * Answers the log entry's id, or undefined when there is no such item.
 */
export function moderate(db: Executor, change: ModerationChange): Promise<number | undefined> {
  return inTransaction(db, async (trx) => {
    const table = change.type === 'note' ? 'annotation' : 'tag';
    const item = await trx
      .updateTable(table)
      .set({ moderation: STATE_AFTER[change.action] })
      .where('id', '=', change.id)
      .returning(['targetType', 'targetId'])
      .executeTakeFirst();
    if (!item) return undefined;
    const entry = await trx
      .insertInto('moderationLog')
      .values({
        itemType: change.type,
        itemId: change.id,
        action: change.action,
        reason: change.reason,
        moderatorId: change.moderatorId,
        at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As a tag's own writes log it (tags.repository.ts), lists included.
    await trx
      .insertInto('searchChange')
      .values({ entityType: item.targetType, entityId: item.targetId, changedAt: nowIso() })
      .execute();
    return entry.id;
  });
}

export interface ModerationLogRow {
  id: number;
  itemType: ModeratedItemType;
  itemId: number;
  action: ModerationAction;
  reason: string;
  moderator: string | null;
  at: string;
}

/** The moderation log, newest first, of every item or of one, and how many entries match. */
export async function moderationLog(
  db: Kysely<Database>,
  item: { type: ModeratedItemType; id: number } | null,
  paging: Paging,
): Promise<{ rows: ModerationLogRow[]; total: number }> {
  let base = db
    .selectFrom('moderationLog')
    .leftJoin('userAccount', 'userAccount.id', 'moderationLog.moderatorId');
  if (item)
    base = base.where('moderationLog.itemType', '=', item.type).where('moderationLog.itemId', '=', item.id);
  const [rows, count] = await Promise.all([
    base
      .select([
        'moderationLog.id',
        'moderationLog.itemType',
        'moderationLog.itemId',
        'moderationLog.action',
        'moderationLog.reason',
        'userAccount.username as moderator',
        'moderationLog.at',
      ])
      .orderBy('moderationLog.at', 'desc')
      .orderBy('moderationLog.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
