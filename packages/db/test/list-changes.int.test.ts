import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import {
  buildAccount,
  buildList,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '../src/test-support.ts';

/** The list change repositories (ADR 038): order under concurrent moves, state changes, search log. */
describe.each(await storesUnderTest())('list changes on %s', (dialect) => {
  let store: Store;

  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  const positions = async (listId: number) =>
    (
      await queryBuilderOf(store)
        .selectFrom('listItem')
        .select(['id', 'position'])
        .where('listId', '=', listId)
        .orderBy('position')
        .orderBy('id')
        .execute()
    ).map((r) => r.position);

  const items = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      targetType: 'uri' as const,
      targetId: null,
      url: `https://e.org/${i}`,
    }));

  it('moves an item up and down, shifting the items between', async () => {
    const { listId, itemIds } = await buildList(store, { items: items(5) });
    const [a, b, c, d, e] = itemIds as [number, number, number, number, number];
    const up = await store.lists.moveListItem(listId, d, 1);
    expect(up).toEqual({
      outcome: 'moved',
      order: [d, a, b, c, e].map((id, i) => ({ id, seq: i + 1 })),
    });
    const down = await store.lists.moveListItem(listId, d, 5);
    expect(down.outcome === 'moved' && down.order.map((o) => o.id)).toEqual([a, b, c, e, d]);
    expect(await store.lists.moveListItem(listId, d, 6)).toEqual({ outcome: 'bad-sequence' });
    expect(await store.lists.moveListItem(listId, d, 0)).toEqual({ outcome: 'bad-sequence' });
    expect(await store.lists.moveListItem(listId, 999_999, 1)).toEqual({ outcome: 'no-item' });
  });

  it('keeps positions 1..n, a permutation, under many concurrent moves', async () => {
    const n = 30;
    const { listId, itemIds } = await buildList(store, { items: items(n) });
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const moves = Array.from({ length: 60 }, () => ({
      item: itemIds[next() % n]!,
      to: (next() % n) + 1,
    }));
    const outcomes = await Promise.all(moves.map((m) => store.lists.moveListItem(listId, m.item, m.to)));
    expect(outcomes.every((o) => o.outcome === 'moved')).toBe(true);
    expect(await positions(listId)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const ids = (await store.lists.listOrder(listId)).map((o) => o.id);
    expect([...ids].sort((x, y) => x - y)).toEqual([...itemIds].sort((x, y) => x - y));
  });

  it('keeps positions distinct under concurrent additions, and closes gaps on removal', async () => {
    const { listId, userId } = await buildList(store);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.lists.addListItem({
          listId,
          targetType: 'uri',
          targetId: null,
          url: `https://a/${i}`,
          createdBy: userId,
        }),
      ),
    );
    expect(await positions(listId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const order = await store.lists.listOrder(listId);
    expect(await store.lists.removeListItems(listId, [order[3]!.id, order[10]!.id])).toBe(2);
    expect(await positions(listId)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const list = await store.lists.listAccess(listId, null);
    expect(list?.list.itemCount).toBe(18);
  });

  it('turning private deletes others’ tags and notes on the list and ends collaboration with their items', async () => {
    const owner = await buildAccount(store);
    const helper = await buildAccount(store);
    const { listId } = await buildList(store, { userId: owner, collaborative: true, items: items(2) });
    const db = queryBuilderOf(store);
    await db
      .insertInto('listCollaborator')
      .values({ listId, userId: helper, role: 'COLLABORATOR', createdAt: '2026-01-01' })
      .execute();
    await store.lists.addListItem({
      listId,
      targetType: 'uri',
      targetId: null,
      url: 'https://h',
      createdBy: helper,
    });
    await store.tags.insertTag({ name: 'owners', userId: owner, targetType: 'list', targetId: listId });
    await store.tags.insertTag({ name: 'helpers', userId: helper, targetType: 'list', targetId: listId });
    await store.notes.insertAnnotation({
      content: 'anon',
      userId: null,
      targetType: 'list',
      targetId: listId,
    });
    const before = (
      await db.selectFrom('searchChange').select('id').where('entityType', '=', 'list').execute()
    ).length;

    const outcome = await store.lists.updateListDetails(listId, owner, {
      title: 'Now private',
      description: null,
      priv: true,
      collaborative: true,
      facebookGroupId: null,
    });
    expect(outcome).toEqual({ removedCollaboratorIds: [helper], removedTagsAndNotes: 2, removedItems: 1 });
    const access = await store.lists.listAccess(listId, helper);
    expect(access?.role).toBeNull();
    expect(access?.list).toMatchObject({ priv: 1, collaborative: 0, title: 'Now private', itemCount: 2 });
    expect(await positions(listId)).toEqual([1, 2]);
    const tags = await db
      .selectFrom('tag')
      .select('name')
      .where('targetType', '=', 'list')
      .where('targetId', '=', listId)
      .execute();
    expect(tags.map((t) => t.name)).toEqual(['owners']);
    const after = (
      await db.selectFrom('searchChange').select('id').where('entityType', '=', 'list').execute()
    ).length;
    expect(after).toBeGreaterThan(before);
  });

  it('deletes a list with its items and the tags and notes on it', async () => {
    const { listId, userId } = await buildList(store, { items: items(3) });
    await store.tags.insertTag({ name: 'gone', userId, targetType: 'list', targetId: listId });
    expect(await store.lists.deleteList(listId)).toBe(true);
    const db = queryBuilderOf(store);
    expect(await db.selectFrom('listItem').select('id').where('listId', '=', listId).execute()).toEqual([]);
    expect(await db.selectFrom('tag').select('id').where('name', '=', 'gone').execute()).toEqual([]);
    expect(await store.lists.deleteList(listId)).toBe(false);
  });
});
