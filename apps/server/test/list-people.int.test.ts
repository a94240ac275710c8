import {
  CollaborationRequestsSchema,
  LIST_MESSAGES,
  ListResultSchema,
  MESSAGES,
  REMOVAL_REASONS,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PEOPLE_MESSAGES } from '../src/services/list-people-policy.ts';
import { testApp } from './helpers.ts';
import { type PeopleWorld, callAs, eventsOf, peopleList, peopleWorld, toldOn } from './list-people-world.ts';

/**
 * Collaboration on a list (spec 03 §4, §5, §6, §8; ADR 038): the request to join in every state,
 * roles, removal with or without the person's contributions, and transfer of ownership, with the
 * events each records for the people it concerns.
 */
describe.each(await storesUnderTest())('collaborating on a list on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let w: PeopleWorld;
  const db = () => queryBuilderOf(store);

  const ask = (who: 'stranger' | 'asker' | 'blocked', listId: number, userId?: string) =>
    callAs(w, who, 'POST', '/api/list/collaborationRequest', { listId, ...(userId ? { userId } : {}) });
  const requestRow = (listId: number, userId: number) =>
    db()
      .selectFrom('listCollaborationRequest')
      .select(['id', 'status'])
      .where('listId', '=', listId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  const roleOf = async (listId: number, userId: number) =>
    (
      await db()
        .selectFrom('listCollaborator')
        .select('role')
        .where('listId', '=', listId)
        .where('userId', '=', userId)
        .executeTakeFirst()
    )?.role ?? null;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    w = await peopleWorld(app, store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('takes a request to join through pending, denied, reopened and approved', async () => {
    const { listId, title } = await peopleList(w);
    const first = await ask('stranger', listId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'new', message: LIST_MESSAGES.joinRequested });
    const again = await ask('stranger', listId, 'stranger');
    expect(again.json()).toEqual({ status: 'already', message: LIST_MESSAGES.joinAlreadyRequested });
    const request = (await requestRow(listId, w.ids.stranger))!;
    expect(request.status).toBe('PENDING');

    // The owner and the administrator hear of it; nobody else.
    const joinEvent = {
      category: 'COLLAB_LIST_JOIN_REQUEST',
      details: {
        status: 'new',
        user: { fullUserId: 'stranger', displayName: 'A. Reader' },
        listId,
        listTitle: title,
      },
    };
    expect(await eventsOf(w, 'owner', listId)).toEqual([joinEvent]);
    expect(await eventsOf(w, 'administrator', listId)).toEqual([joinEvent]);
    expect(await toldOn(w, listId)).toEqual(['administrator', 'owner']);

    const open = CollaborationRequestsSchema.parse(
      (await callAs(w, 'administrator', 'GET', `/api/list/${listId}/collaborationRequests`)).json(),
    );
    expect(open.pendingCollaborationRequests.map((r) => [r.user.fullUserId, r.status])).toEqual([
      ['asker', 'PENDING'],
      ['stranger', 'PENDING'],
    ]);
    expect(open.blockedCollaborationRequests.map((r) => r.user.fullUserId)).toEqual(['blocked']);

    const decline = await callAs(w, 'owner', 'POST', `/api/list/collaborationRequest/${request.id}/decline`);
    expect(ListResultSchema.parse(decline.json())).toEqual({ result: true });
    expect((await requestRow(listId, w.ids.stranger))?.status).toBe('DENIED');
    expect(await eventsOf(w, 'stranger', listId)).toEqual([
      {
        category: 'COLLAB_LIST_JOIN_REQUEST',
        details: {
          status: 'declined',
          user: expect.objectContaining({ fullUserId: 'owner' }),
          listId,
          listTitle: title,
        },
      },
    ]);
    // Deciding it twice is a conflict; so is accepting a denied request.
    for (const action of ['decline', 'accept'])
      expect(
        (await callAs(w, 'owner', 'POST', `/api/list/collaborationRequest/${request.id}/${action}`)).json(),
      ).toEqual({ error: 'conflict', message: LIST_PEOPLE_MESSAGES.requestDecided });

    // Asking again after a denial reopens the same request.
    expect((await ask('stranger', listId)).json().status).toBe('new');
    expect(await requestRow(listId, w.ids.stranger)).toEqual({ id: request.id, status: 'PENDING' });

    const accept = await callAs(
      w,
      'administrator',
      'POST',
      `/api/list/collaborationRequest/${request.id}/accept`,
    );
    expect(accept.json()).toEqual({ result: true });
    expect(await roleOf(listId, w.ids.stranger)).toBe('COLLABORATOR');
    expect((await requestRow(listId, w.ids.stranger))?.status).toBe('APPROVED');
    expect((await eventsOf(w, 'stranger', listId)).at(-1)).toEqual({
      category: 'COLLAB_LIST_JOIN_REQUEST',
      details: {
        status: 'accepted',
        user: { fullUserId: 'administrator', displayName: 'A. Reader' },
        listId,
        listTitle: title,
      },
    });
    // A collaborator does not ask to join.
    expect((await ask('stranger', listId)).statusCode).toBe(403);
  });

  it('blocks a person from asking, and unblocks them so they may ask again', async () => {
    const { listId, pendingId } = await peopleList(w);
    const block = await callAs(
      w,
      'owner',
      'POST',
      `/api/list/collaborationRequest/${pendingId}/decline?blockUser=true`,
    );
    expect(block.json()).toEqual({ result: true });
    expect((await requestRow(listId, w.ids.asker))?.status).toBe('BLOCKED');
    expect((await eventsOf(w, 'asker', listId)).map((e) => e.details.status)).toEqual(['declined']);
    const refused = await ask('asker', listId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: MESSAGES.noPermission });

    const open = CollaborationRequestsSchema.parse(
      (await callAs(w, 'owner', 'GET', `/api/list/${listId}/collaborationRequests`)).json(),
    );
    expect(open.pendingCollaborationRequests).toEqual([]);
    expect(open.blockedCollaborationRequests.map((r) => r.user.fullUserId).sort()).toEqual([
      'asker',
      'blocked',
    ]);

    // The address names the request and its person: another person's name finds nothing.
    const wrongPerson = await callAs(
      w,
      'owner',
      'DELETE',
      `/api/list/collaborationRequest/${pendingId}/unblock/blocked`,
    );
    expect(wrongPerson.statusCode).toBe(404);
    const unblock = await callAs(
      w,
      'administrator',
      'DELETE',
      `/api/list/collaborationRequest/${pendingId}/unblock/asker`,
    );
    expect(unblock.json()).toEqual({ result: true });
    expect(await requestRow(listId, w.ids.asker)).toBeUndefined();
    expect((await ask('asker', listId)).json().status).toBe('new');

    // Only a blocked request can be unblocked.
    const fresh = (await requestRow(listId, w.ids.asker))!;
    const notBlocked = await callAs(
      w,
      'owner',
      'DELETE',
      `/api/list/collaborationRequest/${fresh.id}/unblock/asker`,
    );
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json().message).toBe(LIST_PEOPLE_MESSAGES.requestNotBlocked);
  });

  it('refuses asking on someone else’s behalf', async () => {
    const { listId } = await peopleList(w);
    const res = await ask('stranger', listId, 'asker');
    expect(res.statusCode).toBe(403);
    expect(await requestRow(listId, w.ids.stranger)).toBeUndefined();
  });

  it('lets the owner change roles both ways, telling the person', async () => {
    const { listId, title } = await peopleList(w);
    const set = (user: string, role: string) =>
      callAs(w, 'owner', 'POST', `/api/list/${listId}/collaborator/${user}/role?newRole=${role}`);
    expect((await set('member', 'ADMINISTRATOR')).json()).toEqual({ result: true });
    expect(await roleOf(listId, w.ids.member)).toBe('ADMINISTRATOR');
    expect((await set('member', 'COLLABORATOR')).json()).toEqual({ result: true });
    expect(await roleOf(listId, w.ids.member)).toBe('COLLABORATOR');
    // The same role again changes nothing and tells nobody.
    expect((await set('member', 'COLLABORATOR')).statusCode).toBe(200);
    expect(await eventsOf(w, 'member', listId)).toEqual([
      {
        category: 'COLLAB_LIST_ROLE_CHANGED',
        details: {
          oldRole: 'COLLABORATOR',
          newRole: 'ADMINISTRATOR',
          user: { fullUserId: 'owner', displayName: 'A. Reader' },
          listId,
          listTitle: title,
        },
      },
      expect.objectContaining({
        details: expect.objectContaining({ oldRole: 'ADMINISTRATOR', newRole: 'COLLABORATOR' }),
      }),
    ]);

    const owner = await set('owner', 'COLLABORATOR');
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toBe(LIST_PEOPLE_MESSAGES.ownerRole);
    const stranger = await set('stranger', 'ADMINISTRATOR');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(MESSAGES.notFound('collaborator', 'stranger'));
    expect((await set('member', 'OWNER')).statusCode).toBe(400);
  });

  it('removes someone only with one of the spec’s reasons, and lets anyone on the list leave', async () => {
    const { listId, title } = await peopleList(w);
    const remove = (who: 'owner' | 'administrator' | 'collaborator' | 'member', user: string, query = '') =>
      callAs(w, who, 'DELETE', `/api/list/${listId}/collaborator/${user}${query}`);

    const noReason = await remove('administrator', 'member');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(LIST_PEOPLE_MESSAGES.reasonRequired);
    expect((await remove('administrator', 'member', '?reason=Because')).statusCode).toBe(400);
    expect(await roleOf(listId, w.ids.member)).toBe('COLLABORATOR');

    const reason = REMOVAL_REASONS[1];
    const removed = await remove('administrator', 'member', `?reason=${encodeURIComponent(reason)}`);
    expect(removed.json()).toEqual({ result: true });
    expect(await roleOf(listId, w.ids.member)).toBeNull();
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
    expect(await roleOf(listId, w.ids.collaborator)).toBeNull();
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
      store.lists.addListItem({
        listId,
        targetType: 'uri',
        targetId: null,
        url: `https://example.org/${title}`,
        title,
        createdBy: by,
      });
    await add(w.ids.owner, 'one');
    await add(w.ids.member, 'two');
    await add(w.ids.owner, 'three');
    await add(w.ids.member, 'four');
    await add(w.ids.collaborator, 'five');
    for (const userId of [w.ids.member, w.ids.owner]) {
      await store.tags.insertTag({ name: `tag ${userId}`, userId, targetType: 'list', targetId: listId });
      await store.notes.insertAnnotation({
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
    expect(tagOwners.map((t) => t.userId)).toEqual([w.ids.owner]);
    const noteOwners = await db()
      .selectFrom('annotation')
      .select('userId')
      .where('targetType', '=', 'list')
      .where('targetId', '=', listId)
      .execute();
    expect(noteOwners.map((n) => n.userId)).toEqual([w.ids.owner]);
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
    expect(list.userId).toBe(w.ids.administrator);
    expect(await roleOf(listId, w.ids.administrator)).toBeNull();
    expect(await roleOf(listId, w.ids.owner)).toBe('COLLABORATOR');

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
      .where('id', '=', w.ids.administrator)
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
      expect(list.userId).toBe(w.ids.owner);
    } finally {
      await db()
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', w.ids.administrator)
        .execute();
    }
  });

  it('lets only one of two managers deciding the same request at once succeed', async () => {
    const { listId, pendingId } = await peopleList(w);
    const answers = await Promise.all([
      callAs(w, 'owner', 'POST', `/api/list/collaborationRequest/${pendingId}/accept`),
      callAs(
        w,
        'administrator',
        'POST',
        `/api/list/collaborationRequest/${pendingId}/decline?blockUser=true`,
      ),
      callAs(w, 'administrator', 'POST', `/api/list/collaborationRequest/${pendingId}/accept`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const status = (await requestRow(listId, w.ids.asker))?.status;
    expect(await roleOf(listId, w.ids.asker)).toBe(status === 'APPROVED' ? 'COLLABORATOR' : null);
    expect(await eventsOf(w, 'asker', listId)).toHaveLength(1);
  });
});
