import { type ListPermissions, type ListRole, MESSAGES, listPermissions } from '@trove/contracts';
import type { ListAccess } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';
import { isOwner } from './contribution-policy.ts';

/** Who may add to lists and see them (spec 01 §5, §7; ADR 017). Pure rules over the caller and a list's owner. */

/** Adding to lists, new or existing, needs an account to hold them. */
export function mayAddToLists(caller: Caller | null): Decision {
  return caller === null ? refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission) : allow;
}

/** Adding to an existing list: only its owner (collaborative lists are not open to others yet). */
export function mayAddToList(caller: Caller | null, ownerId: number): Decision {
  if (caller === null) return mayAddToLists(caller);
  return isOwner(caller, ownerId) ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}

/** A user's private lists show to that user only. */
export function seesPrivateListsOf(caller: Caller | null, userId: number): boolean {
  return isOwner(caller, userId);
}

/*
 * Viewing and managing one list (spec 03 §2, §6; ADR 038): pure rules over the list's access facts
 * (list-access.repository.ts) and the role's permissions (listPermissions in list-rules.ts).
 */

/** The facts about a list and the caller that the rules below read. */
export interface ListStanding {
  priv: boolean;
  collaborative: boolean;
  ownerId: number;
  /** The caller's role on the list, or null (follower, stranger, anonymous). */
  role: ListRole | null;
  /** The caller's request to join, if any. */
  requestStatus: 'PENDING' | 'APPROVED' | 'DENIED' | 'BLOCKED' | null;
}

/** A list as its facts arrive from the store. */
export function standingOf(access: ListAccess): ListStanding {
  return {
    priv: access.list.priv === 1,
    collaborative: access.list.collaborative === 1,
    ownerId: access.list.ownerId,
    role: access.role,
    requestStatus: access.request?.status ?? null,
  };
}

/** A private list exists for its owner and collaborators only; for anyone else it is not there. */
export function seesList(list: ListStanding): boolean {
  return !list.priv || list.role !== null;
}

/** What the caller may do on the list; nothing at all when they cannot see it. */
export function permissionsOn(list: ListStanding): ListPermissions {
  return listPermissions(seesList(list) ? list.role : null);
}

const notSignedIn = refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission);
const notPermitted = refuse('refused', 'forbidden', MESSAGES.noPermission);

/**
 * A call on a list the caller may see: allowed when the permission holds; otherwise anonymous
 * callers are asked to sign in (401) and signed-in ones refused (403). Callers must check
 * `seesList` first, so a private list answers 404 before this.
 */
export function mayOnList(
  caller: Caller | null,
  list: ListStanding,
  permission: keyof ListPermissions,
): Decision {
  if (permissionsOn(list)[permission]) return allow;
  return caller === null ? notSignedIn : notPermitted;
}

/** Removing an item: any item with removeAnyItem, one's own with removeOwnItems (spec 03 §6). */
export function mayRemoveItem(
  caller: Caller | null,
  list: ListStanding,
  itemCreatedBy: number | null,
): Decision {
  const permissions = permissionsOn(list);
  if (permissions.removeAnyItem) return allow;
  if (permissions.removeOwnItems && caller !== null && itemCreatedBy === caller.userId) return allow;
  return caller === null ? notSignedIn : notPermitted;
}

/** The caller's rights over one item, as the item answer carries them. */
export interface ItemRights {
  noteEditable: boolean;
  noteDeletable: boolean;
  removable: boolean;
}

/**
 * An item's note is edited by the person who added the item while they are still on the list, or
 * by the owner; administrators may also delete it (spec 03 §6; ADR 038).
 */
export function itemRights(
  callerId: number | null,
  list: ListStanding,
  item: { createdBy: number | null },
  creatorOnList: boolean,
): ItemRights {
  if (callerId === null || !seesList(list) || list.role === null)
    return { noteEditable: false, noteDeletable: false, removable: false };
  const own = item.createdBy === callerId && creatorOnList;
  const noteEditable = list.role === 'OWNER' || own;
  const permissions = listPermissions(list.role);
  return {
    noteEditable,
    noteDeletable: noteEditable || list.role === 'ADMINISTRATOR',
    removable: permissions.removeAnyItem || (permissions.removeOwnItems && item.createdBy === callerId),
  };
}

/** Following: signed in, able to see the list, not its owner. */
export function mayFollowList(callerId: number | null, list: ListStanding): boolean {
  return callerId !== null && seesList(list) && list.role !== 'OWNER';
}

/** Asking to join: signed in, a collaborative list, no role on it, not blocked, nothing pending. */
export function mayRequestToJoin(callerId: number | null, list: ListStanding): boolean {
  return (
    callerId !== null &&
    seesList(list) &&
    list.collaborative &&
    list.role === null &&
    list.requestStatus !== 'BLOCKED' &&
    list.requestStatus !== 'PENDING'
  );
}

/** Counting a view for trending: not the owner's own looks. */
export function countsAsView(callerId: number | null, list: ListStanding): boolean {
  return seesList(list) && !(callerId !== null && callerId === list.ownerId);
}
