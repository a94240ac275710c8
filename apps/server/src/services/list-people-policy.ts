import { type CollaboratorRole, MESSAGES, listPermissions } from '@trove/contracts';
import type { ListAccess } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/**
 * Who may ask to join, decide requests, change roles, remove people, transfer and follow a list
 * (spec 03 §4, §6; ADR 038). Pure rules over the caller and the list's access facts
 * (list-access.repository.ts); the services enforce them.
 */

/** Texts the spec does not give, for refusals it implies. */
export const LIST_PEOPLE_MESSAGES = {
  notCollaborative: 'This list is not open to collaborators.',
  requestDecided: 'This request to join has already been decided.',
  requestNotBlocked: 'This person is not blocked from this list.',
  ownerRole: 'The owner’s role cannot be changed.',
  transferToAdministrator: 'A list can only be given to one of its administrators.',
  transferNeedsPublicProfile:
    'The new owner’s profile must be publicly visible for this list to stay collaborative.',
  reasonRequired: 'Choose a reason for removing this person from the list.',
  listChanged: 'The list changed while you were changing it; please reload it and try again.',
} as const;

const SIGN_IN = refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission);
const FORBIDDEN = refuse('refused', 'forbidden', MESSAGES.noPermission);

/** A private list is there only for its owner and collaborators; to anyone else it is missing. */
export function seesList(access: ListAccess): boolean {
  return access.list.priv === 0 || access.role !== null;
}

const notThere = (access: ListAccess): Decision =>
  refuse('not_found', 'not_found', MESSAGES.notFound('list', String(access.list.id)));

/** Signed in and able to see the list: what every call here needs first. */
function signedInSeeing(caller: Caller | null, access: ListAccess): Decision {
  if (caller === null) return SIGN_IN;
  return seesList(access) ? allow : notThere(access);
}

/**
 * Spec 03 §6 'Any signed-in non-owner non-contributor ... may request to join a collaborative list
 * unless blocked'; collaborative lists are public (03 §5).
 */
export function mayRequestToJoin(caller: Caller | null, access: ListAccess): Decision {
  const seen = signedInSeeing(caller, access);
  if (!seen.allowed) return seen;
  if (access.role !== null || access.request?.status === 'BLOCKED') return FORBIDDEN;
  if (access.list.collaborative !== 1 || access.list.priv !== 0)
    return refuse('refused', 'not_collaborative', LIST_PEOPLE_MESSAGES.notCollaborative);
  return allow;
}

/** Seeing and deciding requests to join, and unblocking: the owner and administrators. */
export function mayDecideRequests(caller: Caller | null, access: ListAccess): Decision {
  const seen = signedInSeeing(caller, access);
  if (!seen.allowed) return seen;
  return listPermissions(access.role).decideRequests ? allow : FORBIDDEN;
}

/** Spec 03 §6: the owner alone changes roles. */
export function mayChangeRoles(caller: Caller | null, access: ListAccess): Decision {
  const seen = signedInSeeing(caller, access);
  if (!seen.allowed) return seen;
  return listPermissions(access.role).changeRoles ? allow : FORBIDDEN;
}

/** Spec 03 §6: the owner alone transfers ownership. */
export function mayTransfer(caller: Caller | null, access: ListAccess): Decision {
  const seen = signedInSeeing(caller, access);
  if (!seen.allowed) return seen;
  return listPermissions(access.role).transfer ? allow : FORBIDDEN;
}

/**
 * Spec 03 §6: the owner removes administrators and collaborators, an administrator collaborators;
 * anyone on the list may leave it. `target` is the role of the person removed.
 */
export function mayRemoveCollaborator(
  caller: Caller | null,
  access: ListAccess,
  target: { self: boolean; role: CollaboratorRole },
): Decision {
  const seen = signedInSeeing(caller, access);
  if (!seen.allowed) return seen;
  if (target.self) return access.role === null || access.role === 'OWNER' ? FORBIDDEN : allow;
  const may = listPermissions(access.role);
  const allowed = target.role === 'ADMINISTRATOR' ? may.removeAdministrators : may.removeCollaborators;
  return allowed ? allow : FORBIDDEN;
}

/**
 * Spec 03 §6 'Any signed-in non-owner non-contributor: may follow' (ADR 038): the owner and the
 * list's collaborators already hear of it, so they are refused.
 */
export function mayFollow(caller: Caller | null, access: ListAccess): Decision {
  const seen = signedInSeeing(caller, access);
  if (!seen.allowed) return seen;
  return access.role === null ? allow : FORBIDDEN;
}

/** Anyone who sees the list may stop following it (a follower who has since joined it too). */
export function mayStopFollowing(caller: Caller | null, access: ListAccess): Decision {
  return signedInSeeing(caller, access);
}
