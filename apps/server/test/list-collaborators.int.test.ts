import { REMOVAL_REASONS } from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { LIST_PEOPLE_MESSAGES } from '../src/services/list-people-policy.ts';
import { callAs, eventsOf, listWorld, peopleList, roleOf, toldOn } from './list-world.ts';

/**
 * Leaving a list, removing someone from it (with or without their contributions) and giving it to
 * an administrator (spec 03 §4, §5, §6; ADR 038), with the events each records.
 */
describe.each(await storesUnderTest())('the collaborators of a list on %s', (dialect) => {
  const w = listWorld(dialect);
  const db = () => queryBuilderOf(w.store);

  it('removes someone only with one of the spec’s reasons, and lets anyone on the list leave', async () => {
    const { listId, title } = await peopleList(w);
    const remove = (who: 'owner' | 'administrator' | 'collaborator' | 'member', user: string, query = '') =>
      callAs(w, who, 'DELETE', `/api/list/${listId}/collaborator/${user}${query}`);

    const noReason = await remove('administrator', 'member');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(LIST_PEOPLE_MESSAGES.reasonRequired);
    expect((await remove('administrator', 'member', '?reason=Because')).statusCode).toBe(400);
    expect(await roleOf(w, listId, w.userIds.member)).toBe('COLLABORATOR');

    const reason = REMOVAL_REASONS[1];
    const removed = await remove('administrator', 'member', `?reason=${encodeURIComponent(reason)}`);
    expect(removed.json()).toEqual({ result: true });
    expect(await roleOf(w, listId, w.userIds.member)).toBeNull();
    expect(await eventsOf(w, 'member', listId)).toEqual([
      {
        category: 'COLLAB_LIST_ROLE_CHANGED',
        details: {
          oldRole: 'COLLABORATOR',
          newRole: null,
          removedBySelf: false,
          removedByAdmin: true,
          reason,
          user: { fullUserId: 'administrator', displayName: 'A. Reader' },
          listId,
          listTitle: title,
        },
      },
    ]);
    expect((await remove('owner', 'member', `?reason=${encodeURIComponent(reason)}`)).statusCode).toBe(404);

    // Leaving needs no reason; the owner and administrators hear of it.
    expect((await remove('collaborator', 'collaborator')).json()).toEqual({ result: true });
    expect(await roleOf(w, listId, w.userIds.collaborator)).toBeNull();
    const left = {
      category: 'COLLAB_LIST_ROLE_CHANGED',
      details: {
        oldRole: 'COLLABORATOR',
        newRole: null,
        removedBySelf: true,
        removedByAdmin: false,
        user: { fullUserId: 'collaborator', displayName: 'A. Reader' },
        listId,
        listTitle: title,
      },
    };
    expect(await eventsOf(w, 'owner', listId)).toEqual([left]);
    expect(await eventsOf(w, 'administrator', listId)).toEqual([left]);

    // The owner cannot leave their own list; an administrator can.
    expect((await remove('owner', 'owner')).statusCode).toBe(404);
    expect((await remove('administrator', 'administrator')).json()).toEqual({ result: true });
    expect(await eventsOf(w, 'administrator', listId)).toEqual([left]);
  });

  it('removes a person’s items, tags and notes on the list with them, closing up the order', async () => {
    const { listId } = await peopleList(w);
    const add = (by: number, title: string) =>
      w.store.lists.addListItem({
        listId,
        targetType: 'uri',
        targetId: null,
        url: `https://example.org/${title}`,
        title,
        createdBy: by,
      });
    await add(w.userIds.owner, 'one');
    await add(w.userIds.member, 'two');
    await add(w.userIds.owner, 'three');
    await add(w.userIds.member, 'four');
    await add(w.userIds.collaborator, 'five');
    for (const userId of [w.userIds.member, w.userIds.owner]) {
      await w.store.tags.insertTag({ name: `tag ${userId}`, userId, targetType: 'list', targetId: listId });
      await w.store.notes.insertAnnotation({
        content: `note ${userId}`,
        userId,
        targetType: 'list',
        targetId: listId,
      });
    }
    const items = () =>
      db()
        .selectFrom('listItem')
        .select(['title', 'position'])
        .where('listId', '=', listId)
        .orderBy('position')
        .execute();

    // Removed without their contributions: the items stay.
    expect(
      (
        await callAs(
          w,
          'owner',
          'DELETE',
          `/api/list/${listId}/collaborator/collaborator?reason=${encodeURIComponent(REMOVAL_REASONS[2])}&removeContributions=false`,
        )
      ).statusCode,
    ).toBe(200);
    expect(await items()).toHaveLength(5);

    const res = await callAs(
      w,
      'owner',
      'DELETE',
      `/api/list/${listId}/collaborator/member?reason=${encodeURIComponent(REMOVAL_REASONS[0])}&removeContributions=true`,
    );
    expect(res.json()).toEqual({ result: true });
    expect(await items()).toEqual([
      { title: 'one', position: 1 },
      { title: 'three', position: 2 },
      { title: 'five', position: 3 },
    ]);
    const list = await db()
      .selectFrom('userList')
      .select('itemCount')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(list.itemCount).toBe(3);
    const tagOwners = await db()
      .selectFrom('tag')
      .select('userId')
      .where('targetType', '=', 'list')
      .where('targetId', '=', listId)
      .execute();
    expect(tagOwners.map((t) => t.userId)).toEqual([w.userIds.owner]);
    const noteOwners = await db()
      .selectFrom('annotation')
      .select('userId')
      .where('targetType', '=', 'list')
      .where('targetId', '=', listId)
      .execute();
    expect(noteOwners.map((n) => n.userId)).toEqual([w.userIds.owner]);
    expect((await eventsOf(w, 'member', listId))[0]?.details).toMatchObject({
      removedByAdmin: true,
      reason: REMOVAL_REASONS[0],
      removedContributions: { items: 2, tags: 1, notes: 1 },
    });
  });

  it('transfers the list to an administrator: the old owner becomes a collaborator and everyone hears', async () => {
    const { listId, title } = await peopleList(w);
    const toCollaborator = await callAs(w, 'owner', 'POST', `/api/list/${listId}/transfer/collaborator`);
    expect(toCollaborator.statusCode).toBe(400);
    expect(toCollaborator.json().message).toBe(LIST_PEOPLE_MESSAGES.transferToAdministrator);
    expect((await callAs(w, 'owner', 'POST', `/api/list/${listId}/transfer/nobody`)).statusCode).toBe(400);

    const res = await callAs(w, 'owner', 'POST', `/api/list/${listId}/transfer/administrator`);
    expect(res.json()).toEqual({ result: true });
    const list = await db()
      .selectFrom('userList')
      .select('userId')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(list.userId).toBe(w.userIds.administrator);
    expect(await roleOf(w, listId, w.userIds.administrator)).toBeNull();
    expect(await roleOf(w, listId, w.userIds.owner)).toBe('COLLABORATOR');

    // Everyone on or following the list is told, but the one who gave it away.
    expect(await toldOn(w, listId)).toEqual(['administrator', 'collaborator', 'follower', 'member']);
    expect(await eventsOf(w, 'follower', listId)).toEqual([
      {
        category: 'LIST_OWNER_CHANGED',
        details: {
          oldOwner: { fullUserId: 'owner', displayName: 'A. Reader' },
          user: { fullUserId: 'administrator', displayName: 'A. Reader' },
          listId,
          listTitle: title,
        },
      },
    ]);
    // The old owner may no longer transfer; the new one may decide requests.
    expect((await callAs(w, 'owner', 'POST', `/api/list/${listId}/transfer/administrator`)).statusCode).toBe(
      403,
    );
    expect(
      (await callAs(w, 'administrator', 'GET', `/api/list/${listId}/collaborationRequests`)).statusCode,
    ).toBe(200);
  });

  it('keeps a collaborative list valid: its new owner’s profile must be public', async () => {
    const { listId } = await peopleList(w);
    await db()
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', w.userIds.administrator)
      .execute();
    try {
      const res = await callAs(w, 'owner', 'POST', `/api/list/${listId}/transfer/administrator`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LIST_PEOPLE_MESSAGES.transferNeedsPublicProfile);
      const list = await db()
        .selectFrom('userList')
        .select('userId')
        .where('id', '=', listId)
        .executeTakeFirstOrThrow();
      expect(list.userId).toBe(w.userIds.owner);
    } finally {
      await db()
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', w.userIds.administrator)
        .execute();
    }
  });
});
