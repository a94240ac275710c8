import { type Kysely, sql } from 'kysely';
import type { Database, ListItemTarget } from '../schema.ts';
import { nowIso } from '../time.ts';
import { logListChange } from './list-changes.repository.ts';
import { type Executor, inTransaction } from './upsert.ts';
import { type Viewer, visibleTo } from './visibility.ts';

/** User lists and their items (spec 03 §3 List, List item). */

export interface NewUserList {
  userId: number;
  title: string;
  description?: string | null;
  priv?: boolean;
  collaborative?: boolean;
}

export interface NewListItem {
  listId: number;
  targetType: ListItemTarget;
  targetId: number | null;
  url?: string | null;
  title?: string | null;
  note?: string | null;
  createdBy: number | null;
}

export interface ListSummaryRow {
  id: number;
  title: string;
  itemCount: number;
  priv: number;
  userId: number;
  displayName: string;
  updatedAt: string;
}

export function insertUserList(db: Executor, list: NewUserList): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('userList')
      .values({
        userId: list.userId,
        title: list.title,
        description: list.description ?? null,
        priv: list.priv ? 1 : 0,
        collaborative: list.collaborative ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logListChange(trx, row.id);
    return row.id;
  });
}

/**
 * Appends an item to the end of a list, keeping the list's count and update time in step. The
 * list's row is updated first: its lock makes concurrent additions queue, so no two take one position.
 */
export function addListItem(db: Executor, item: NewListItem): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('userList')
      .set({ itemCount: sql`item_count + 1`, updatedAt: now })
      .where('id', '=', item.listId)
      .execute();
    const last = await trx
      .selectFrom('listItem')
      .select((eb) => eb.fn.max<number | null>('position').as('position'))
      .where('listId', '=', item.listId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('listItem')
      .values({
        listId: item.listId,
        targetType: item.targetType,
        targetId: item.targetId,
        url: item.url ?? null,
        title: item.title ?? null,
        note: item.note ?? null,
        position: Number(last?.position ?? 0) + 1,
        createdBy: item.createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logListChange(trx, item.listId);
    return row.id;
  });
}

const SUMMARY = [
  'userList.id',
  'userList.title',
  'userList.itemCount',
  'userList.priv',
  'userList.userId',
  'userAccount.displayName',
  'userList.updatedAt',
] as const;

/**
 * The lists the viewer may see that hold any of the targets, most recently updated first, at
 * most `limit`, and how many there are.
 */
export async function listsContaining(
  db: Kysely<Database>,
  targets: { type: ListItemTarget; ids: readonly number[] }[],
  viewer: Viewer,
  limit: number,
): Promise<{ rows: ListSummaryRow[]; total: number }> {
  const wanted = targets.filter((t) => t.ids.length > 0);
  if (wanted.length === 0) return { rows: [], total: 0 };
  const base = db
    .selectFrom('userList')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .where(visibleTo('userList', viewer))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('listItem')
          .select('listItem.id')
          .whereRef('listItem.listId', '=', 'userList.id')
          .where((inner) =>
            inner.or(
              wanted.map((t) =>
                inner.and([
                  inner('listItem.targetType', '=', t.type),
                  inner('listItem.targetId', 'in', [...t.ids]),
                ]),
              ),
            ),
          ),
      ),
    );
  const rows = await base
    .select([...SUMMARY])
    .orderBy('userList.updatedAt', 'desc')
    .orderBy('userList.id', 'desc')
    .limit(limit)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/** The version ids of a work: a list holding one of its editions holds the work too. */
export async function versionIdsOfWork(db: Kysely<Database>, workId: number): Promise<number[]> {
  const rows = await db.selectFrom('version').select('id').where('workId', '=', workId).execute();
  return rows.map((r) => r.id);
}

/** Owner and title of lists by id: what a caller adding items needs to check. */
export function listOwners(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<{ id: number; userId: number; title: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('userList')
    .select(['id', 'userId', 'title'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Which of the targets a list already holds, as "type:id" keys. */
export async function listHolds(
  db: Kysely<Database>,
  listId: number,
  targetType: ListItemTarget,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('listItem')
    .select('targetId')
    .where('listId', '=', listId)
    .where('targetType', '=', targetType)
    .where('targetId', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => Number(r.targetId)));
}

/** The ids among `ids` of records present (not withdrawn) that a list item may point at. */
export async function presentRecordIds(
  db: Kysely<Database>,
  type: 'work' | 'person' | 'article' | 'version',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  // Articles and editions are never soft-deleted (an edition split off moves to another work).
  const rows =
    type === 'article' || type === 'version'
      ? await db
          .selectFrom(type)
          .select('id')
          .where('id', 'in', [...ids])
          .execute()
      : await db
          .selectFrom(type)
          .select('id')
          .where('id', 'in', [...ids])
          .where('deletedAt', 'is', null)
          .execute();
  return new Set(rows.map((r) => r.id));
}
