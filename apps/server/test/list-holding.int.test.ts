import { ContainingListsSchema } from '@trove/contracts';
import { buildList, storesUnderTest } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, listWorld } from './list-world.ts';

/**
 * The record page's remove (ADR 038): the lists holding a record name, for each, the item the
 * caller may remove there: any on lists they own or administer, their own on lists they
 * collaborate on, none for anyone else.
 */
describe.each(await storesUnderTest())('the items a record page may remove on %s', (dialect) => {
  const w = listWorld(dialect, {
    fixtures: true,
    people: ['owner', 'administrator', 'collaborator', 'stranger'],
  });
  const lists: Record<string, { listId: number; itemIds: number[] }> = {};

  const containing = async (who: 'owner' | 'administrator' | 'collaborator' | 'stranger' | 'anonymous') => {
    const res = await callAs(w, who, 'GET', `/api/list/containing/work/${w.ids.bookId}`);
    expect(res.statusCode).toBe(200);
    const body = ContainingListsSchema.parse(res.json());
    return Object.fromEntries(body.containing.map((l) => [l.title, l.itemId ?? null]));
  };

  beforeAll(async () => {
    const { store, userIds } = w;
    const book = { targetType: 'work' as const, targetId: w.ids.bookId };
    lists.own = await buildList(store, { title: 'Own', userId: userIds.owner, items: [book] });
    lists.shared = await buildList(store, {
      title: 'Shared',
      userId: userIds.owner,
      collaborative: true,
      items: [book],
    });
    const { listId } = lists.shared;
    await store.listPeople.addCollaborator(listId, userIds.administrator, 'ADMINISTRATOR');
    await store.listPeople.addCollaborator(listId, userIds.collaborator, 'COLLABORATOR');
    // The collaborator's own item on the shared list, after the owner's.
    lists.shared.itemIds.push(
      await store.lists.addListItem({ ...book, listId, createdBy: userIds.collaborator }),
    );
  });

  it('gives the owner the first item on each of their lists', async () => {
    expect(await containing('owner')).toEqual({
      Own: lists.own!.itemIds[0],
      Shared: lists.shared!.itemIds[0],
    });
  });

  it('gives an administrator any item, a collaborator only the one they added', async () => {
    expect(await containing('administrator')).toEqual({ Own: null, Shared: lists.shared!.itemIds[0] });
    expect(await containing('collaborator')).toEqual({ Own: null, Shared: lists.shared!.itemIds[1] });
  });

  it('gives strangers and anonymous visitors none', async () => {
    expect(await containing('stranger')).toEqual({ Own: null, Shared: null });
    expect(await containing('anonymous')).toEqual({ Own: null, Shared: null });
  });
});
