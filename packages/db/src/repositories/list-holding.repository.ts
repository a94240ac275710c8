import type { Kysely } from 'kysely';
import type { Database, ListItemTarget } from '../schema.ts';

export interface RemovableHolding {
  listId: number;
  itemId: number;
}

/**
 * The items holding one record that a person may remove from the lists named (a record page's
 * remove, ADR 038): on lists they own or administer, any such item; on lists they collaborate
 * on, the ones they added (spec 03 §6). The first item a list has for the record, by position.
 */
export async function removableItemsHolding(
  db: Kysely<Database>,
  userId: number,
  target: { type: ListItemTarget; id: number },
  listIds: readonly number[],
): Promise<RemovableHolding[]> {
  if (listIds.length === 0) return [];
  const rows = await db
    .selectFrom('listItem')
    .innerJoin('userList', 'userList.id', 'listItem.listId')
    .leftJoin('listCollaborator', (join) =>
      join
        .onRef('listCollaborator.listId', '=', 'listItem.listId')
        .on('listCollaborator.userId', '=', userId),
    )
    .select(['listItem.listId as listId', 'listItem.id as itemId'])
    .where('listItem.listId', 'in', [...listIds])
    .where('listItem.targetType', '=', target.type)
    .where('listItem.targetId', '=', target.id)
    .where((eb) =>
      eb.or([
        eb('userList.userId', '=', userId),
        eb('listCollaborator.role', '=', 'ADMINISTRATOR'),
        eb.and([eb('listCollaborator.role', '=', 'COLLABORATOR'), eb('listItem.createdBy', '=', userId)]),
      ]),
    )
    .orderBy('listItem.listId')
    .orderBy('listItem.position')
    .orderBy('listItem.id')
    .execute();
  const first = new Map<number, number>();
  for (const row of rows) if (!first.has(row.listId)) first.set(row.listId, row.itemId);
  return [...first].map(([listId, itemId]) => ({ listId, itemId }));
}
