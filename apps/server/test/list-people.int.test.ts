import { CollaborationRequestsSchema, LIST_MESSAGES, ListResultSchema, MESSAGES } from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { LIST_PEOPLE_MESSAGES } from '../src/services/list-people-policy.ts';
import { callAs, eventsOf, listWorld, peopleList, roleOf, toldOn } from './list-world.ts';

/**
 * Collaboration on a list (spec 03 §4, §6, §8; ADR 038): the request to join in every state and
 * role changes, with the events each records for the people it concerns. Removal and transfer are
 * in list-collaborators.int.test.ts.
 */
describe.each(await storesUnderTest())('collaborating on a list on %s', (dialect) => {
  const w = listWorld(dialect);
  const db = () => queryBuilderOf(w.store);

  const ask = (who: 'stranger' | 'asker' | 'blocked', listId: number, userId?: string) =>
    callAs(w, who, 'POST', '/api/list/collaborationRequest', { listId, ...(userId ? { userId } : {}) });
  const requestRow = (listId: number, userId: number) =>
    db()
      .selectFrom('listCollaborationRequest')
      .select(['id', 'status'])
      .where('listId', '=', listId)
      .where('userId', '=', userId)
      .executeTakeFirst();

  it('documents every call in the OpenAPI', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [path, method] of [
      ['/api/list/collaborationRequest', 'post'],
      ['/api/list/{id}/collaborationRequests', 'get'],
      ['/api/list/collaborationRequest/{id}/accept', 'post'],
      ['/api/list/collaborationRequest/{id}/decline', 'post'],
      ['/api/list/collaborationRequest/{id}/unblock/{user}', 'delete'],
      ['/api/list/{id}/collaborator/{user}/role', 'post'],
      ['/api/list/{id}/collaborator/{user}', 'delete'],
      ['/api/list/{id}/transfer/{user}', 'post'],
      ['/api/list/{id}/follow', 'post'],
      ['/api/list/{id}/stopFollowing', 'post'],
      ['/api/list/trendingLists', 'get'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('takes a request to join through pending, denied, reopened and approved', async () => {
    const { listId, title } = await peopleList(w);
    const first = await ask('stranger', listId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'new', message: LIST_MESSAGES.joinRequested });
    const again = await ask('stranger', listId, 'stranger');
    expect(again.json()).toEqual({ status: 'already', message: LIST_MESSAGES.joinAlreadyRequested });
    const request = (await requestRow(listId, w.userIds.stranger))!;
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
    expect((await requestRow(listId, w.userIds.stranger))?.status).toBe('DENIED');
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
    expect(await requestRow(listId, w.userIds.stranger)).toEqual({ id: request.id, status: 'PENDING' });

    const accept = await callAs(
      w,
      'administrator',
      'POST',
      `/api/list/collaborationRequest/${request.id}/accept`,
    );
    expect(accept.json()).toEqual({ result: true });
    expect(await roleOf(w, listId, w.userIds.stranger)).toBe('COLLABORATOR');
    expect((await requestRow(listId, w.userIds.stranger))?.status).toBe('APPROVED');
    expect((await eventsOf(w, 'stranger', listId)).at(-1)).toEqual({
      category: 'COLLAB_LIST_JOIN_REQUEST',
      details: {
        status: 'accepted',
        user: { fullUserId: 'administrator', displayName: 'A. Reader' },
        listId,
        listTitle: title,
      },
    });
    // A collaborator does not ask to join; after leaving, asking again reopens the request.
    expect((await ask('stranger', listId)).statusCode).toBe(403);
    expect(
      (await callAs(w, 'stranger', 'DELETE', `/api/list/${listId}/collaborator/stranger`)).statusCode,
    ).toBe(200);
    expect((await ask('stranger', listId)).json().status).toBe('new');
    expect(await requestRow(listId, w.userIds.stranger)).toEqual({ id: request.id, status: 'PENDING' });
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
    expect((await requestRow(listId, w.userIds.asker))?.status).toBe('BLOCKED');
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
    expect(await requestRow(listId, w.userIds.asker)).toBeUndefined();
    expect((await ask('asker', listId)).json().status).toBe('new');

    // Only a blocked request can be unblocked.
    const fresh = (await requestRow(listId, w.userIds.asker))!;
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
    expect(await requestRow(listId, w.userIds.stranger)).toBeUndefined();
  });

  it('lets the owner change roles both ways, telling the person', async () => {
    const { listId, title } = await peopleList(w);
    const set = (user: string, role: string) =>
      callAs(w, 'owner', 'POST', `/api/list/${listId}/collaborator/${user}/role?newRole=${role}`);
    expect((await set('member', 'ADMINISTRATOR')).json()).toEqual({ result: true });
    expect(await roleOf(w, listId, w.userIds.member)).toBe('ADMINISTRATOR');
    expect((await set('member', 'COLLABORATOR')).json()).toEqual({ result: true });
    expect(await roleOf(w, listId, w.userIds.member)).toBe('COLLABORATOR');
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
    const status = (await requestRow(listId, w.userIds.asker))?.status;
    expect(await roleOf(w, listId, w.userIds.asker)).toBe(status === 'APPROVED' ? 'COLLABORATOR' : null);
    expect(await eventsOf(w, 'asker', listId)).toHaveLength(1);
  });
});
