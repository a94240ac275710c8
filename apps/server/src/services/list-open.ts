import type { List, ListItemType } from '@trove/contracts';
import type { ListAccess, ListCounts } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { recordNotFound } from '../domain/errors.ts';
import { itemTypeOf } from './list-items-present.ts';
import { maySeeProfile } from './profile-policy.ts';
import {
  type ListStanding,
  mayFollowList,
  mayRequestToJoin,
  permissionsOn,
  seesList,
  standingOf,
} from './lists-policy.ts';

/** One list opened for a caller (ADR 038): its access facts, or the not-found answer every call gives. */

export interface OpenList {
  access: ListAccess;
  standing: ListStanding;
}

/**
 * The list as the caller stands on it. A list that is not there, and a private list the caller is
 * not owner or collaborator of, answer alike: the spec's not-found wording (spec 03 §8; ADR 038).
 */
export async function openList(
  deps: ServiceDeps<'lists'>,
  listId: number,
  caller: Caller | null,
): Promise<OpenList> {
  const access = await deps.store.lists.listAccess(listId, caller?.userId ?? null);
  if (!access) throw recordNotFound('list', String(listId));
  const standing = standingOf(access);
  if (!seesList(standing)) throw recordNotFound('list', String(listId));
  return { access, standing };
}

const ITEM_TYPE_ORDER: ListItemType[] = ['work', 'version', 'newspaper', 'person', 'webpage'];

/** GET /list/{id}'s answer from the list's facts and counts. */
export function listAnswer(open: OpenList, counts: ListCounts, caller: Caller | null): List {
  const { list, role, following, request } = open.access;
  const callerId = caller?.userId ?? null;
  const owner = { fullUserId: list.ownerUsername, displayName: list.ownerDisplayName };
  const types = new Set(counts.itemTypes.map(itemTypeOf));
  return {
    id: list.id,
    title: list.title,
    description: list.description,
    author: owner,
    owner,
    numItems: list.itemCount,
    priv: list.priv === 1,
    collaborative: list.collaborative === 1,
    collaboratorCount: counts.collaboratorCount,
    followerCount: counts.followerCount,
    currentUserAFollower: following,
    currentUserAContributor: role !== null,
    currentUserJoinRequestPending: request?.status === 'PENDING',
    currentUserIsBlocked: request?.status === 'BLOCKED',
    currentUserRole: role,
    permissions: permissionsOn(open.standing),
    mayRequestToJoin: mayRequestToJoin(callerId, open.standing),
    mayFollow: mayFollowList(callerId, open.standing),
    ownerProfileVisible: maySeeProfile(caller, list.ownerId, list.ownerProfilePublic === 1),
    thumbnailUrl: list.thumbnailUrl,
    itemTypes: ITEM_TYPE_ORDER.filter((t) => types.has(t)),
    facebookGroupId: list.facebookGroupId,
    created: list.createdAt,
    updated: list.updatedAt,
  };
}
