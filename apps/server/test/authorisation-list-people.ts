import { queryBuilderOf } from '@trove/db/test-support';
import { type Endpoint, type World, fresh } from './authorisation-endpoints.ts';

/**
 * The calls on a list's people for the authorisation matrix (spec 03 §6; ADR 038): each makes a
 * fresh list of the owner's, with a third person asking, blocked or collaborating as the call
 * needs. The finer list roles (administrator, collaborator, follower, blocked) have their own
 * table in list-people-roles.int.test.ts.
 */

let serial = 0;

/** A person who is none of the matrix's callers. */
const thirdPerson = async (w: World) => {
  const username = `third-${++serial}`;
  return { username, id: await w.store.accounts.ensureUserAccount({ username, displayName: username }) };
};

const ownersList = (w: World, priv = false) =>
  w.store.lists.insertUserList({
    userId: w.ownerId,
    title: fresh('People list'),
    priv,
    collaborative: !priv,
  });

const requestsOn = (w: World, listId: number) =>
  queryBuilderOf(w.store)
    .selectFrom('listCollaborationRequest')
    .select(['userId', 'status'])
    .where('listId', '=', listId)
    .orderBy('userId')
    .execute();

const collaboratorsOf = (w: World, listId: number) =>
  queryBuilderOf(w.store)
    .selectFrom('listCollaborator')
    .select(['userId', 'role'])
    .where('listId', '=', listId)
    .orderBy('userId')
    .execute();

const followersOf = async (w: World, listId: number) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('listFollower')
      .select('userId')
      .where('listId', '=', listId)
      .execute()
  ).length;

/** A third person's request on a new list of the owner's, in the status given; its id. */
async function requestOn(w: World, status: 'PENDING' | 'BLOCKED') {
  const listId = await ownersList(w);
  const person = await thirdPerson(w);
  await w.store.listPeople.fileJoinRequest(listId, person.id);
  const [row] = await queryBuilderOf(w.store)
    .selectFrom('listCollaborationRequest')
    .select('id')
    .where('listId', '=', listId)
    .execute();
  if (status === 'BLOCKED') await w.store.listPeople.decideRequest(row!.id, 'PENDING', 'BLOCKED', w.ownerId);
  return { listId, requestId: row!.id, person };
}

/** A new list of the owner's with a third person collaborating in the role given. */
async function withCollaborator(w: World, role: 'ADMINISTRATOR' | 'COLLABORATOR') {
  const listId = await ownersList(w);
  const person = await thirdPerson(w);
  await w.store.listPeople.addCollaborator(listId, person.id, role);
  return { listId, person };
}

export const requestToJoin = (visibility: 'public' | 'private'): Endpoint => ({
  name: `POST /list/collaborationRequest (the owner's ${visibility} list)`,
  prepare: async (w) => {
    const listId = await ownersList(w, visibility === 'private');
    return {
      request: { method: 'POST', url: '/api/list/collaborationRequest', payload: { listId } },
      subject: String(listId),
      effect: () => requestsOn(w, listId),
    };
  },
});

export const collaborationRequests: Endpoint = {
  name: "GET /list/:id/collaborationRequests (the owner's list)",
  prepare: async (w) => {
    const { listId } = await requestOn(w, 'PENDING');
    return { request: { method: 'GET', url: `/api/list/${listId}/collaborationRequests` } };
  },
};

export const decideRequest = (action: 'accept' | 'decline' | 'decline?blockUser=true'): Endpoint => ({
  name: `POST /list/collaborationRequest/:id/${action}`,
  prepare: async (w) => {
    const { listId, requestId } = await requestOn(w, 'PENDING');
    return {
      request: { method: 'POST', url: `/api/list/collaborationRequest/${requestId}/${action}` },
      effect: async () => [await requestsOn(w, listId), await collaboratorsOf(w, listId)],
    };
  },
});

export const unblock: Endpoint = {
  name: 'DELETE /list/collaborationRequest/:id/unblock/:user',
  prepare: async (w) => {
    const { listId, requestId, person } = await requestOn(w, 'BLOCKED');
    return {
      request: {
        method: 'DELETE',
        url: `/api/list/collaborationRequest/${requestId}/unblock/${person.username}`,
      },
      effect: () => requestsOn(w, listId),
    };
  },
};

export const setRole: Endpoint = {
  name: 'POST /list/:id/collaborator/:user/role',
  prepare: async (w) => {
    const { listId, person } = await withCollaborator(w, 'COLLABORATOR');
    return {
      request: {
        method: 'POST',
        url: `/api/list/${listId}/collaborator/${person.username}/role?newRole=ADMINISTRATOR`,
      },
      effect: () => collaboratorsOf(w, listId),
    };
  },
};

export const removeCollaborator: Endpoint = {
  name: 'DELETE /list/:id/collaborator/:user (with a reason)',
  prepare: async (w) => {
    const { listId, person } = await withCollaborator(w, 'COLLABORATOR');
    const reason = encodeURIComponent('Not contributing to group');
    return {
      request: {
        method: 'DELETE',
        url: `/api/list/${listId}/collaborator/${person.username}?reason=${reason}`,
      },
      effect: () => collaboratorsOf(w, listId),
    };
  },
};

export const transfer: Endpoint = {
  name: 'POST /list/:id/transfer/:user (to its administrator)',
  prepare: async (w) => {
    const { listId, person } = await withCollaborator(w, 'ADMINISTRATOR');
    return {
      request: { method: 'POST', url: `/api/list/${listId}/transfer/${person.username}` },
      effect: async () => [
        await queryBuilderOf(w.store)
          .selectFrom('userList')
          .select('userId')
          .where('id', '=', listId)
          .execute(),
        await collaboratorsOf(w, listId),
      ],
    };
  },
};

export const follow = (visibility: 'public' | 'private'): Endpoint => ({
  name: `POST /list/:id/follow (the owner's ${visibility} list)`,
  prepare: async (w) => {
    const listId = await ownersList(w, visibility === 'private');
    return {
      request: { method: 'POST', url: `/api/list/${listId}/follow` },
      subject: String(listId),
      effect: () => followersOf(w, listId),
    };
  },
});

/** Every signed-in caller but the owner follows the list first. */
export const stopFollowing: Endpoint = {
  name: "POST /list/:id/stopFollowing (the owner's public list)",
  prepare: async (w) => {
    const listId = await ownersList(w);
    for (const name of ['other', 'manager', 'checker']) {
      const userId = await w.store.accounts.userIdByName(name);
      if (userId !== undefined) await w.store.listPeople.follow(listId, userId);
    }
    return {
      request: { method: 'POST', url: `/api/list/${listId}/stopFollowing` },
      effect: () => followersOf(w, listId),
    };
  },
};

/** The owner's private list, busy lately, never trends: not even for its owner. */
export const trendingPrivate: Endpoint = {
  name: "GET /list/trendingLists (the owner's busy private list)",
  prepare: async (w) => {
    const secret = fresh('Busy secret');
    const listId = await w.store.lists.insertUserList({ userId: w.ownerId, title: secret, priv: true });
    await queryBuilderOf(w.store)
      .insertInto('listViewDay')
      .values({ listId, day: new Date().toISOString().slice(0, 10), views: 1_000_000 })
      .execute();
    return { request: { method: 'GET', url: '/api/list/trendingLists' }, secret };
  },
};
