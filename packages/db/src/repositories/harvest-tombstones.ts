import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';

/**
 * Tombstones of public lists (migration 032, ADR 052): OAI-PMH keeps reporting a list as deleted
 * after it is deleted or turned private, and forgets the tombstone when the list is public again.
 * Written in the transaction of the change, so a harvester never misses one.
 */
export async function recordListVisibility(db: Executor, listId: number, visible: boolean): Promise<void> {
  if (visible) {
    await db
      .deleteFrom('harvestTombstone')
      .where('kind', '=', 'list')
      .where('recordId', '=', listId)
      .execute();
    return;
  }
  await db
    .insertInto('harvestTombstone')
    .values({ kind: 'list', recordId: listId, deletedAt: nowIso() })
    .onConflict((oc) => oc.columns(['kind', 'recordId']).doUpdateSet({ deletedAt: nowIso() }))
    .execute();
}
