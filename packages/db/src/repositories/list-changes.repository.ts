import { sql } from 'kysely';
import { nowIso } from '../time.ts';
import { recordListVisibility } from './harvest-tombstones.ts';
import { type Executor, inTransaction } from './upsert.ts';

/**
 * Changes to one list (spec 03 §4, §6; ADR 038): order, items, notes, details and the state
 * changes they bring, deletion and the list's image. Each runs in one transaction that first takes
 * the list's row lock, so concurrent changes to one list queue up instead of interleaving, and
 * each logs a search change of kind 'list' so the lists search collection follows.
 */

/** The search change kind the lists search collection reads (ADR 038). */
export const LIST_SEARCH_KIND = 'list';

/** Logs that a list changed, in the caller's transaction, for the lists search collection. */
export async function logListChange(db: Executor, listId: number): Promise<void> {
  await db
    .insertInto('searchChange')
    .values({ entityType: LIST_SEARCH_KIND, entityId: listId, changedAt: nowIso() })
    .execute();
}

/**
 * Takes the list's row lock for the rest of the transaction (PostgreSQL: the row's write lock;
 * SQLite: the database's write lock) and marks the list updated unless told not to. False when
 * there is no such list.
 */
export async function lockList(db: Executor, listId: number, touch = true): Promise<boolean> {
  const result = await db
    .updateTable('userList')
    .set(touch ? { updatedAt: nowIso() } : { itemCount: sql`item_count` })
    .where('id', '=', listId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Numbers a list's items 1..n in their order (position, then id), touching only rows that move. */
export async function renumberListItems(db: Executor, listId: number): Promise<void> {
  await sql`
    update list_item set position = ranked.rn
    from (
      select id, row_number() over (order by position, id) as rn
      from list_item where list_id = ${listId}
    ) as ranked
    where list_item.id = ranked.id and list_item.position <> ranked.rn`.execute(db);
  const count = await db
    .selectFrom('listItem')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('listId', '=', listId)
    .executeTakeFirst();
  await db
    .updateTable('userList')
    .set({ itemCount: Number(count?.n ?? 0) })
    .where('id', '=', listId)
    .execute();
}

/** Every item id of a list with its position, in order. */
export async function listOrder(db: Executor, listId: number): Promise<{ id: number; seq: number }[]> {
  const rows = await db
    .selectFrom('listItem')
    .select(['id', 'position'])
    .where('listId', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, seq: r.position }));
}

export type MoveOutcome =
  | { outcome: 'moved'; order: { id: number; seq: number }[] }
  | { outcome: 'no-item' }
  | { outcome: 'bad-sequence' };

/**
 * Moves an item to position `newSeq` (1..size), shifting the items between; the order stays 1..n
 * with no gaps or repeats however many moves run at once.
 */
export function moveListItem(
  db: Executor,
  listId: number,
  itemId: number,
  newSeq: number,
): Promise<MoveOutcome> {
  return inTransaction(db, async (trx) => {
    if (!(await lockList(trx, listId))) return { outcome: 'no-item' };
    await renumberListItems(trx, listId);
    const item = await trx
      .selectFrom('listItem')
      .select('position')
      .where('listId', '=', listId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!item) return { outcome: 'no-item' };
    const size = await trx
      .selectFrom('listItem')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('listId', '=', listId)
      .executeTakeFirst();
    if (!Number.isInteger(newSeq) || newSeq < 1 || newSeq > Number(size?.n ?? 0))
      return { outcome: 'bad-sequence' };
    const from = item.position;
    if (newSeq < from)
      await trx
        .updateTable('listItem')
        .set({ position: sql`position + 1` })
        .where('listId', '=', listId)
        .where('position', '>=', newSeq)
        .where('position', '<', from)
        .execute();
    else if (newSeq > from)
      await trx
        .updateTable('listItem')
        .set({ position: sql`position - 1` })
        .where('listId', '=', listId)
        .where('position', '>', from)
        .where('position', '<=', newSeq)
        .execute();
    if (newSeq !== from) {
      await trx.updateTable('listItem').set({ position: newSeq }).where('id', '=', itemId).execute();
      await logListChange(trx, listId);
    }
    return { outcome: 'moved', order: await listOrder(trx, listId) };
  });
}

/** Removes items of a list and closes the gaps; answers how many went. */
export function removeListItems(db: Executor, listId: number, itemIds: readonly number[]): Promise<number> {
  if (itemIds.length === 0) return Promise.resolve(0);
  return inTransaction(db, async (trx) => {
    if (!(await lockList(trx, listId))) return 0;
    const result = await trx
      .deleteFrom('listItem')
      .where('listId', '=', listId)
      .where('id', 'in', [...itemIds])
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    await renumberListItems(trx, listId);
    if (removed > 0) await logListChange(trx, listId);
    return removed;
  });
}

/** Sets or clears (null) an item's note; false when the list holds no such item. */
export async function setListItemNote(
  db: Executor,
  listId: number,
  itemId: number,
  note: string | null,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('listItem')
      .set({ note, updatedAt: nowIso() })
      .where('listId', '=', listId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await logListChange(trx, listId);
    return true;
  });
}

export interface ListDetailsChange {
  title: string;
  description: string | null;
  priv: boolean;
  collaborative: boolean;
  facebookGroupId: string | null;
}

export interface ListDetailsOutcome {
  /** Collaborators removed because collaboration ended. */
  removedCollaboratorIds: number[];
  /** Tags and notes of others deleted because the list turned private. */
  removedTagsAndNotes: number;
  /** Items of removed collaborators deleted with them. */
  removedItems: number;
}

/**
 * Changes a list's details with the state changes of spec 03 §4, in one transaction: turning
 * private deletes the tags and notes others put on the list, and ends collaboration; ending
 * collaboration removes every collaborator with their items and their notes and tags on the list.
 */
export function updateListDetails(
  db: Executor,
  listId: number,
  ownerId: number,
  change: ListDetailsChange,
): Promise<ListDetailsOutcome> {
  return inTransaction(db, async (trx) => {
    await lockList(trx, listId);
    const before = await trx
      .selectFrom('userList')
      .select(['priv', 'collaborative'])
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    const toPrivate = before.priv === 0 && change.priv;
    // A private list cannot be collaborative (spec 03 §4, §5).
    const collaborative = change.collaborative && !change.priv;
    const endsCollaboration = before.collaborative === 1 && !collaborative;
    const outcome: ListDetailsOutcome = {
      removedCollaboratorIds: [],
      removedTagsAndNotes: 0,
      removedItems: 0,
    };

    if (endsCollaboration) {
      const collaborators = await trx
        .selectFrom('listCollaborator')
        .select('userId')
        .where('listId', '=', listId)
        .execute();
      const ids = collaborators.map((c) => c.userId);
      outcome.removedCollaboratorIds = ids;
      if (ids.length > 0) {
        const items = await trx
          .deleteFrom('listItem')
          .where('listId', '=', listId)
          .where('createdBy', 'in', ids)
          .executeTakeFirst();
        outcome.removedItems = Number(items.numDeletedRows);
        outcome.removedTagsAndNotes += await deleteListContributions(trx, listId, { only: ids });
        await trx.deleteFrom('listCollaborator').where('listId', '=', listId).execute();
      }
      await trx
        .deleteFrom('listCollaborationRequest')
        .where('listId', '=', listId)
        .where('status', '=', 'PENDING')
        .execute();
      await renumberListItems(trx, listId);
    }
    if (toPrivate)
      outcome.removedTagsAndNotes += await deleteListContributions(trx, listId, { allBut: ownerId });

    await trx
      .updateTable('userList')
      .set({
        title: change.title,
        description: change.description,
        priv: change.priv ? 1 : 0,
        collaborative: collaborative ? 1 : 0,
        facebookGroupId: change.facebookGroupId,
      })
      .where('id', '=', listId)
      .execute();
    // A harvester is told when a public list goes private, and forgets it when it comes back.
    if (before.priv === 0 && change.priv) await recordListVisibility(trx, listId, false);
    if (before.priv === 1 && !change.priv) await recordListVisibility(trx, listId, true);
    await logListChange(trx, listId);
    return outcome;
  });
}

/** Whose tags and notes on a list go: these people's, or everyone's but the owner's. */
type Whose = { only: readonly number[] } | { allBut: number };

/** Deletes tags and notes on a list by some people; answers how many went. */
async function deleteListContributions(trx: Executor, listId: number, whose: Whose): Promise<number> {
  let removed = 0;
  for (const table of ['tag', 'annotation'] as const) {
    const result = await trx
      .deleteFrom(table)
      .where('targetType', '=', 'list')
      .where('targetId', '=', listId)
      .where((eb) =>
        'only' in whose
          ? eb('userId', 'in', [...whose.only])
          : eb.or([eb('userId', 'is', null), eb('userId', '!=', whose.allBut)]),
      )
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** Deletes a list with its items, people and followers, and the tags and notes on it. */
export function deleteList(db: Executor, listId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await lockList(trx, listId, false))) return false;
    const list = await trx.selectFrom('userList').select('priv').where('id', '=', listId).executeTakeFirst();
    if (list?.priv === 0) await recordListVisibility(trx, listId, false);
    for (const table of ['tag', 'annotation'] as const)
      await trx.deleteFrom(table).where('targetType', '=', 'list').where('targetId', '=', listId).execute();
    // Items, collaborators, requests, followers and views go with the list (foreign keys cascade).
    await trx.deleteFrom('userList').where('id', '=', listId).execute();
    await logListChange(trx, listId);
    return true;
  });
}

/** Sets the list's image (null for none). */
export function setListThumbnail(db: Executor, listId: number, url: string | null): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('userList')
      .set({ thumbnailUrl: url, updatedAt: nowIso() })
      .where('id', '=', listId)
      .execute();
    await logListChange(trx, listId);
  });
}
