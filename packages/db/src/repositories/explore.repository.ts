import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Makes a collection explorable with the given stored page (which carries exploreByFacets).
 * Content seeding only inserts; this is the one-off update that brings older stores up to date.
 */
export async function setCollectionExplore(
  db: Kysely<Database>,
  id: number,
  explore: { explorable: boolean; page: string },
): Promise<void> {
  await db
    .updateTable('collection')
    .set({ explorable: explore.explorable ? 1 : 0, page: explore.page })
    .where('id', '=', id)
    .execute();
}
