import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { LIST_PEOPLE_MESSAGES } from '../src/services/list-people-policy.ts';
import { type PeopleList, ROLES, type RoleName, callAs, listWorld, peopleList } from './list-world.ts';

/**
 * Every call of a list's people × every list role (spec 03 §6; ADR 038), on a public collaborative
 * list and on a private one: the exact status and message, and a refused call changes nothing.
 */

interface Call {
  name: string;
  request(list: PeopleList): { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
  /** What a 404 names: the list, or the request. */
  missing?: (list: PeopleList) => string;
}

const REASON = encodeURIComponent('Breaching group rules');
const CALLS = {
  requestToJoin: {
    name: 'POST /list/collaborationRequest',
    request: (l) => ({
      method: 'POST',
      url: '/api/list/collaborationRequest',
      payload: { listId: l.listId },
    }),
  },
  requests: {
    name: 'GET /list/:id/collaborationRequests',
    request: (l) => ({ method: 'GET', url: `/api/list/${l.listId}/collaborationRequests` }),
  },
  accept: {
    name: 'POST /list/collaborationRequest/:id/accept',
    request: (l) => ({ method: 'POST', url: `/api/list/collaborationRequest/${l.pendingId}/accept` }),
    missing: (l) => MESSAGES.notFound('collaboration request', String(l.pendingId)),
  },
  decline: {
    name: 'POST /list/collaborationRequest/:id/decline',
    request: (l) => ({ method: 'POST', url: `/api/list/collaborationRequest/${l.pendingId}/decline` }),
    missing: (l) => MESSAGES.notFound('collaboration request', String(l.pendingId)),
  },
  declineAndBlock: {
    name: 'POST /list/collaborationRequest/:id/decline?blockUser=true',
    request: (l) => ({
      method: 'POST',
      url: `/api/list/collaborationRequest/${l.pendingId}/decline?blockUser=true`,
    }),
    missing: (l) => MESSAGES.notFound('collaboration request', String(l.pendingId)),
  },
  unblock: {
    name: 'DELETE /list/collaborationRequest/:id/unblock/:user',
    request: (l) => ({
      method: 'DELETE',
      url: `/api/list/collaborationRequest/${l.blockedId}/unblock/blocked`,
    }),
    missing: (l) => MESSAGES.notFound('collaboration request', String(l.blockedId)),
  },
  setRole: {
    name: 'POST /list/:id/collaborator/:user/role',
    request: (l) => ({
      method: 'POST',
      url: `/api/list/${l.listId}/collaborator/member/role?newRole=ADMINISTRATOR`,
    }),
  },
  remove: {
    name: 'DELETE /list/:id/collaborator/:user (a collaborator, with a reason)',
    request: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}/collaborator/member?reason=${REASON}` }),
  },
  removeAdministrator: {
    name: 'DELETE /list/:id/collaborator/:user (an administrator, with a reason)',
    request: (l) => ({
      method: 'DELETE',
      url: `/api/list/${l.listId}/collaborator/administrator?reason=${REASON}`,
    }),
  },
  transfer: {
    name: 'POST /list/:id/transfer/:user',
    request: (l) => ({ method: 'POST', url: `/api/list/${l.listId}/transfer/administrator` }),
  },
  follow: {
    name: 'POST /list/:id/follow',
    request: (l) => ({ method: 'POST', url: `/api/list/${l.listId}/follow` }),
  },
  stopFollowing: {
    name: 'POST /list/:id/stopFollowing',
    request: (l) => ({ method: 'POST', url: `/api/list/${l.listId}/stopFollowing` }),
  },
} satisfies Record<string, Call>;

type Status = 200 | 401 | 403 | 404 | 409;
type Row = [Call, Status, Status, Status, Status, Status, Status, Status];

// prettier-ignore
const PUBLIC: Row[] = [
  //                          owner administrator collaborator follower stranger blocked anonymous
  [CALLS.requestToJoin,       403,  403,          403,         200,     200,     403,    401],
  [CALLS.requests,            200,  200,          403,         403,     403,     403,    401],
  [CALLS.accept,              200,  200,          403,         403,     403,     403,    401],
  [CALLS.decline,             200,  200,          403,         403,     403,     403,    401],
  [CALLS.declineAndBlock,     200,  200,          403,         403,     403,     403,    401],
  [CALLS.unblock,             200,  200,          403,         403,     403,     403,    401],
  [CALLS.setRole,             200,  403,          403,         403,     403,     403,    401],
  [CALLS.remove,              200,  200,          403,         403,     403,     403,    401],
  // The administrator removing themselves is leaving, allowed (below).
  [CALLS.removeAdministrator, 200,  200,          403,         403,     403,     403,    401],
  [CALLS.transfer,            200,  403,          403,         403,     403,     403,    401],
  [CALLS.follow,              403,  403,          403,         200,     200,     200,    401],
  [CALLS.stopFollowing,       200,  200,          200,         200,     200,     200,    401],
];

// A private list is missing for everyone but its owner and collaborators.
// prettier-ignore
const PRIVATE: Row[] = [
  //                          owner administrator collaborator follower stranger blocked anonymous
  [CALLS.requestToJoin,       403,  403,          403,         404,     404,     404,    401],
  [CALLS.requests,            200,  200,          403,         404,     404,     404,    401],
  // A list no longer collaborative takes nobody on.
  [CALLS.accept,              409,  409,          403,         404,     404,     404,    401],
  [CALLS.decline,             200,  200,          403,         404,     404,     404,    401],
  [CALLS.unblock,             200,  200,          403,         404,     404,     404,    401],
  [CALLS.setRole,             200,  403,          403,         404,     404,     404,    401],
  [CALLS.remove,              200,  200,          403,         404,     404,     404,    401],
  [CALLS.transfer,            200,  403,          403,         404,     404,     404,    401],
  [CALLS.follow,              403,  403,          403,         404,     404,     404,    401],
  [CALLS.stopFollowing,       200,  200,          200,         404,     404,     404,    401],
];

const cellsOf = (rows: Row[]) =>
  rows.map(([call, ...statuses]) => ({
    name: call.name,
    call,
    cells: ROLES.map((role, i) => [role, statuses[i]!] as const),
  }));

/** Everything a call of these could change on a list. */
async function snapshot(store: Store, listId: number) {
  const db = queryBuilderOf(store);
  return {
    owner: await db.selectFrom('userList').select('userId').where('id', '=', listId).execute(),
    collaborators: await db
      .selectFrom('listCollaborator')
      .select(['userId', 'role'])
      .where('listId', '=', listId)
      .orderBy('userId')
      .execute(),
    requests: await db
      .selectFrom('listCollaborationRequest')
      .select(['userId', 'status'])
      .where('listId', '=', listId)
      .orderBy('userId')
      .execute(),
    followers: await db
      .selectFrom('listFollower')
      .select('userId')
      .where('listId', '=', listId)
      .orderBy('userId')
      .execute(),
    events: await db.selectFrom('listEvent').select('id').where('listId', '=', listId).execute(),
  };
}

describe.each(await storesUnderTest())('who may act on a list’s people on %s', (dialect) => {
  const w = listWorld(dialect);

  for (const [label, rows, priv] of [
    ['a public collaborative list', PUBLIC, false],
    ['a private list', PRIVATE, true],
  ] as const) {
    describe.each(cellsOf(rows))(`$name on ${label}`, ({ call, cells }) => {
      it.each(cells)('as %s: %i', async (role: RoleName, status) => {
        const list = await peopleList(w, { priv });
        const before = await snapshot(w.store, list.listId);
        const { method, url, payload } = call.request(list);
        const res = await callAs(w, role, method, url, payload);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
        if (status === 200) return;
        const body = res.json();
        if (status === 401) expect(body).toEqual({ error: 'unauthorised', message: MESSAGES.noPermission });
        if (status === 403) expect(body).toEqual({ error: 'forbidden', message: MESSAGES.noPermission });
        if (status === 404)
          expect(body).toEqual({
            error: 'not_found',
            message: call.missing?.(list) ?? MESSAGES.notFound('list', String(list.listId)),
          });
        if (status === 409)
          expect(body).toEqual({ error: 'conflict', message: LIST_PEOPLE_MESSAGES.notCollaborative });
        expect(await snapshot(w.store, list.listId)).toEqual(before);
      });
    });
  }

  it('refuses asking to join a public list that is not collaborative (403)', async () => {
    const list = await peopleList(w, { collaborative: false });
    const res = await callAs(w, 'stranger', 'POST', '/api/list/collaborationRequest', {
      listId: list.listId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'not_collaborative',
      message: LIST_PEOPLE_MESSAGES.notCollaborative,
    });
  });

  it('answers a list or request that is not there with the 404 wording, to anyone', async () => {
    for (const who of ['owner', 'anonymous'] as const) {
      const res = await callAs(w, who, 'POST', '/api/list/99999999/follow');
      // Anonymous callers are asked to sign in whether the list is there or not.
      expect(res.statusCode).toBe(who === 'anonymous' ? 401 : 404);
    }
    const missing = await callAs(w, 'owner', 'POST', '/api/list/collaborationRequest/99999999/accept');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.notFound('collaboration request', '99999999'));
    const noList = await callAs(w, 'stranger', 'POST', '/api/list/collaborationRequest', {
      listId: 99999999,
    });
    expect(noList.json()).toEqual({ error: 'not_found', message: MESSAGES.notFound('list', '99999999') });
    const text = await callAs(w, 'owner', 'GET', '/api/list/abc/collaborationRequests');
    expect(text.statusCode).toBe(404);
  });
});
