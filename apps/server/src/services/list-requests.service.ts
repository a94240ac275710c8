import {
  type CollaborationRequest,
  type CollaborationRequests,
  LIST_MESSAGES,
  type ListResult,
  MESSAGES,
} from '@trove/contracts';
import type { CollaborationRequestRow, ListAccess } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { conflict, notFound, refused, unauthenticated } from '../domain/errors.ts';
import { accessTo, listDetails, listUser } from './list-access.ts';
import { LIST_PEOPLE_MESSAGES, mayDecideRequests, mayRequestToJoin, seesList } from './list-people-policy.ts';

/**
 * Requests to join a collaborative list (spec 03 §4 Collaboration request: none, pending, then
 * approved, denied or blocked; blocked people can be unblocked; ADR 038). Each decision is one
 * transaction with the event it raises, and a conditional write, so two managers deciding the
 * same request at once cannot both succeed.
 */

type Deps = ServiceDeps<'lists' | 'listPeople' | 'transaction'>;

const requestMissing = (id: number) => notFound(MESSAGES.notFound('collaboration request', String(id)));

/** POST /list/collaborationRequest: the caller asks to join; asking while a request waits says so. */
export async function requestToJoin(
  deps: Deps,
  anyone: Caller | null,
  body: { userId?: string | undefined; listId: number },
): Promise<{ status: 'new' | 'already'; message: string }> {
  const access = await accessTo(deps, body.listId, anyone);
  const caller = admitted(anyone, mayRequestToJoin(anyone, access));
  // The spec's client sends its own name; nobody asks on someone else's behalf.
  if (body.userId !== undefined && body.userId !== caller.username) throw refused();
  const outcome = await deps.store.transaction(async (trx) => {
    const filed = await trx.listPeople.fileJoinRequest(access.list.id, caller.userId);
    if (filed === 'new') {
      const managers = await trx.listPeople.listManagers(access.list.id);
      await trx.lists.recordListEvents(
        managers.map((userId) => ({
          userId,
          category: 'COLLAB_LIST_JOIN_REQUEST' as const,
          listId: access.list.id,
          details: { status: 'new', user: listUser(caller), ...listDetails(access) },
        })),
      );
    }
    return filed;
  });
  // Blocked between the policy's read and the write.
  if (outcome === 'blocked') throw refused();
  return outcome === 'new'
    ? { status: 'new', message: LIST_MESSAGES.joinRequested }
    : { status: 'already', message: LIST_MESSAGES.joinAlreadyRequested };
}

const requestOf = (row: CollaborationRequestRow): CollaborationRequest => ({
  requestId: row.id,
  user: listUser(row),
  status: row.status,
  created: row.createdAt,
});

/** GET /list/{id}/collaborationRequests: pending requests and blocked people, for managers. */
export async function collaborationRequests(
  deps: Deps,
  caller: Caller | null,
  listId: number,
): Promise<CollaborationRequests> {
  const access = await accessTo(deps, listId, caller);
  enforce(mayDecideRequests(caller, access));
  const rows = await deps.store.listPeople.openRequestsOf(listId);
  return {
    pendingCollaborationRequests: rows.filter((r) => r.status === 'PENDING').map(requestOf),
    blockedCollaborationRequests: rows.filter((r) => r.status === 'BLOCKED').map(requestOf),
  };
}

/**
 * A request and its list, for a manager of that list. A request on a list the caller cannot see
 * is as missing as one that is not there, so a private list's requests never show it exists.
 */
async function decidable(
  deps: Deps,
  anyone: Caller | null,
  requestId: number,
): Promise<{ caller: Caller; access: ListAccess; request: CollaborationRequestRow }> {
  // Sign-in first, before anything is looked up.
  if (anyone === null) throw unauthenticated();
  const request = await deps.store.listPeople.collaborationRequest(requestId);
  if (!request) throw requestMissing(requestId);
  const access = await accessTo(deps, request.listId, anyone);
  if (!seesList(access)) throw requestMissing(requestId);
  const caller = admitted(anyone, mayDecideRequests(anyone, access));
  return { caller, access, request };
}

/** POST /list/collaborationRequest/{id}/accept: the person becomes a collaborator. */
export async function acceptRequest(
  deps: Deps,
  anyone: Caller | null,
  requestId: number,
): Promise<ListResult> {
  const { caller, access, request } = await decidable(deps, anyone, requestId);
  if (access.list.collaborative !== 1) throw conflict(LIST_PEOPLE_MESSAGES.notCollaborative);
  await deps.store.transaction(async (trx) => {
    if (!(await trx.listPeople.decideRequest(request.id, 'PENDING', 'APPROVED', caller.userId)))
      throw conflict(LIST_PEOPLE_MESSAGES.requestDecided);
    await trx.listPeople.addCollaborator(access.list.id, request.userId, 'COLLABORATOR');
    await trx.lists.recordListEvents([
      {
        userId: request.userId,
        category: 'COLLAB_LIST_JOIN_REQUEST',
        listId: access.list.id,
        details: { status: 'accepted', user: listUser(caller), ...listDetails(access) },
      },
    ]);
  });
  return { result: true };
}

/** POST /list/collaborationRequest/{id}/decline[?blockUser=true]: denied, or denied and blocked. */
export async function declineRequest(
  deps: Deps,
  anyone: Caller | null,
  requestId: number,
  blockUser: boolean,
): Promise<ListResult> {
  const { caller, access, request } = await decidable(deps, anyone, requestId);
  await deps.store.transaction(async (trx) => {
    const to = blockUser ? 'BLOCKED' : 'DENIED';
    if (!(await trx.listPeople.decideRequest(request.id, 'PENDING', to, caller.userId)))
      throw conflict(LIST_PEOPLE_MESSAGES.requestDecided);
    await trx.lists.recordListEvents([
      {
        userId: request.userId,
        category: 'COLLAB_LIST_JOIN_REQUEST',
        listId: access.list.id,
        details: { status: 'declined', user: listUser(caller), ...listDetails(access) },
      },
    ]);
  });
  return { result: true };
}

/** DELETE /list/collaborationRequest/{id}/unblock/{user}: the person may ask to join again. */
export async function unblock(
  deps: Deps,
  anyone: Caller | null,
  requestId: number,
  username: string,
): Promise<ListResult> {
  const { request } = await decidable(deps, anyone, requestId);
  // The address names the request and its person: both must agree.
  if (request.username !== username) throw requestMissing(requestId);
  if (!(await deps.store.listPeople.removeBlockedRequest(request.id)))
    throw conflict(LIST_PEOPLE_MESSAGES.requestNotBlocked);
  return { result: true };
}
