import { LIST_MESSAGES } from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { callAs, eventsOn, listWorld, makeList, toldOn } from './list-world.ts';

/**
 * A list's details, its image and its deletion (spec 03 §4, §5; ADR 038): the rules on the
 * details in the spec's words, the image only from the items, and a deleted list gone with its tags.
 */
describe.each(await storesUnderTest())('a list’s details on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true });
  const setProfilePublic = (on: boolean) =>
    queryBuilderOf(w.store)
      .updateTable('userAccount')
      .set({ profilePublic: on ? 1 : 0 })
      .where('id', '=', w.userIds.owner)
      .execute();

  it('refuses details the spec’s rules refuse', async () => {
    const list = await makeList(w);
    const update = async (payload: object) => {
      const r = await callAs(w, 'owner', 'POST', `/api/list/${list.listId}`, payload);
      expect(r.statusCode).toBe(400);
      return r.json().message;
    };
    expect(await update({ name: '  ', priv: 'n' })).toBe(LIST_MESSAGES.titleRequired);
    expect(await update({ name: 'T' })).toBe(LIST_MESSAGES.visibilityRequired);
    expect(await update({ name: 'T', priv: 'n', description: 'd'.repeat(100_000) })).toBe(
      LIST_MESSAGES.tooLong,
    );
    expect(await update({ name: 'T', priv: 'y', collaborative: true })).toBe(
      LIST_MESSAGES.collaborativeNeedsPublic,
    );
    await setProfilePublic(false);
    try {
      expect(await update({ name: 'T', priv: 'n', collaborative: true })).toBe(
        LIST_MESSAGES.collaborativeNeedsPublicProfile,
      );
    } finally {
      await setProfilePublic(true);
    }
  });

  it('takes only an image an item offers as the list’s image', async () => {
    const list = await makeList(w);
    const url = `/api/list/${list.listId}/thumbnail`;
    const refused = await callAs(w, 'owner', 'POST', url, { thumbnailUrl: 'https://evil.example/x.png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LIST_MESSAGES.thumbnailNotOffered);
    const image = 'https://nla.gov.au/nla.obj-1/image?wid=300';
    expect((await callAs(w, 'administrator', 'POST', url, { thumbnailUrl: image })).json()).toEqual({
      thumbnailUrl: image,
    });
    expect((await w.store.lists.listAccess(list.listId, null))?.list.thumbnailUrl).toBe(image);
    const told = await eventsOn(w, list.listId, 'LIST_CHANGED');
    expect(told[0]?.details).toMatchObject({ repImageChanged: true });
  });

  it('deletes a list for its owner, with the tags on it, and tells everyone else on it', async () => {
    const list = await makeList(w);
    await w.store.tags.insertTag({
      name: 'doomed',
      userId: w.userIds.follower,
      targetType: 'list',
      targetId: list.listId,
    });
    const res = await callAs(w, 'owner', 'DELETE', `/api/list/${list.listId}`);
    expect(res.json()).toEqual({ result: true });
    expect((await callAs(w, 'owner', 'GET', `/api/list/${list.listId}`)).statusCode).toBe(404);
    const db = queryBuilderOf(w.store);
    expect(await db.selectFrom('tag').select('id').where('name', '=', 'doomed').execute()).toEqual([]);
    expect(await toldOn(w, list.listId, 'LIST_DELETED')).toEqual([
      'administrator',
      'collaborator',
      'follower',
    ]);
    const logged = await db
      .selectFrom('searchChange')
      .select('id')
      .where('entityType', '=', 'list')
      .where('entityId', '=', list.listId)
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });
});
