import { ListManageSchema } from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { type Person, callAs, eventsOn, listWorld, makeList, toldOn } from './list-world.ts';

/**
 * Turning a list private and ending its collaboration (spec 03 §4, §5; ADR 038): the collaborators
 * go, with their items and their tags and notes on the list, and the people on it are told.
 */
describe.each(await storesUnderTest())('closing a list to others on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true });
  const tag = (listId: number, person: Person, name: string) =>
    w.store.tags.insertTag({ name, userId: w.userIds[person], targetType: 'list', targetId: listId });
  const notesOn = (listId: number) =>
    queryBuilderOf(w.store)
      .selectFrom('annotation')
      .select('id')
      .where('targetType', '=', 'list')
      .where('targetId', '=', listId)
      .execute();
  const tagNames = async (listId: number) =>
    (
      await queryBuilderOf(w.store)
        .selectFrom('tag')
        .select('name')
        .where('targetType', '=', 'list')
        .where('targetId', '=', listId)
        .orderBy('name')
        .execute()
    ).map((t) => t.name);

  /** New details saved for a list: the manage view it answers. */
  const save = async (who: 'owner' | 'administrator', listId: number, details: object) => {
    const res = await callAs(w, who, 'POST', `/api/list/${listId}`, details);
    expect(res.statusCode, res.body).toBe(200);
    return ListManageSchema.parse(res.json());
  };

  it('turning a list private without a word on collaboration ends it', async () => {
    const list = await makeList(w);
    expect(await save('owner', list.listId, { name: 'Shut', priv: 'y' })).toMatchObject({
      priv: true,
      collaborative: false,
      collaborators: [],
    });
  });

  it('turning a list private deletes others’ tags and notes on it and ends collaboration with their items', async () => {
    const list = await makeList(w);
    await tag(list.listId, 'owner', 'owner tag');
    await tag(list.listId, 'stranger', 'stranger tag');
    await w.store.notes.insertAnnotation({
      content: 'admin note',
      userId: w.userIds.administrator,
      targetType: 'list',
      targetId: list.listId,
    });
    const details = { name: 'Quiet now', description: 'Mine', priv: 'y', collaborative: false };
    expect(await save('owner', list.listId, details)).toMatchObject({
      title: 'Quiet now',
      priv: true,
      collaborative: false,
      collaborators: [],
      numItems: 3,
    });
    expect(await tagNames(list.listId)).toEqual(['owner tag']);
    expect(await notesOn(list.listId)).toEqual([]);
    expect((await callAs(w, 'collaborator', 'GET', `/api/list/${list.listId}`)).statusCode).toBe(404);
    expect(await toldOn(w, list.listId, 'COLLAB_LIST_NOT_COLLABORATIVE')).toEqual([
      'administrator',
      'collaborator',
    ]);
    const changed = await eventsOn(w, list.listId, 'LIST_CHANGED');
    expect(changed.map((e) => e.username)).toEqual(['follower']);
    expect(changed[0]?.details).toMatchObject({
      nameChanged: true,
      descriptionChanged: true,
      facebookChanged: false,
      listTitle: 'Quiet now',
    });
  });

  it('ending collaboration removes collaborators with their items and their notes and tags on the list', async () => {
    const list = await makeList(w);
    await tag(list.listId, 'collaborator', 'collab tag');
    await tag(list.listId, 'stranger', 'stranger tag');
    const details = {
      name: 'Federation sources',
      description: 'For the essay',
      priv: 'n',
      collaborative: false,
    };
    expect(await save('administrator', list.listId, details)).toMatchObject({
      collaborative: false,
      collaborators: [],
      numItems: 3,
    });
    expect(await tagNames(list.listId)).toEqual(['stranger tag']);
    expect((await w.store.lists.listOrder(list.listId)).map((o) => o.id)).toEqual([
      list.items.book,
      list.items.article,
      list.items.website,
    ]);
  });
});
