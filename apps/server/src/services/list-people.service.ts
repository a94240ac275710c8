import { type CollaboratorRole, type ListResult, MESSAGES, type RemovalReason } from '@trove/contracts';
import type { AccountName } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { invalid, notFound, unauthenticated } from '../domain/errors.ts';
import { accessTo, listDetails, listUser } from './list-access.ts';
import {
  LIST_PEOPLE_MESSAGES,
  mayChangeRoles,
  mayRemoveCollaborator,
  mayTransfer,
} from './list-people-policy.ts';

/**
 * A list's collaborators: role changes, removal (or leaving) and transfer of ownership (spec 03
 * §4, §5, §6; ADR 038). Each change is one transaction with the events it raises.
 */

type Deps = ServiceDeps<'lists' | 'listPeople' | 'transaction'>;

const collaboratorMissing = (username: string) => notFound(MESSAGES.notFound('collaborator', username));

/** The account a call's `{user}` names, as a collaborator of the list (404 when they are not one). */
async function collaboratorOf(
  deps: Deps,
  listId: number,
  username: string,
): Promise<{ person: AccountName; role: CollaboratorRole }> {
  const person = await deps.store.listPeople.accountByUsername(username);
  const role = person && (await deps.store.listPeople.collaboratorRole(listId, person.id));
  if (!person || !role) throw collaboratorMissing(username);
  return { person, role };
}

/** POST /list/{id}/collaborator/{user}/role?newRole: the owner makes someone administrator or collaborator. */
export async function setRole(
  deps: Deps,
  anyone: Caller | null,
  listId: number,
  username: string,
  newRole: CollaboratorRole,
): Promise<ListResult> {
  const access = await accessTo(deps, listId, anyone);
  const caller = admitted(anyone, mayChangeRoles(anyone, access));
  if (username === access.list.ownerUsername) throw invalid(LIST_PEOPLE_MESSAGES.ownerRole);
  const { person, role: oldRole } = await collaboratorOf(deps, listId, username);
  if (oldRole === newRole) return { result: true };
  await deps.store.transaction(async (trx) => {
    if (!(await trx.listPeople.setCollaboratorRole(listId, person.id, newRole)))
      throw collaboratorMissing(username);
    await trx.lists.recordListEvents([
      {
        userId: person.id,
        category: 'COLLAB_LIST_ROLE_CHANGED',
        listId,
        details: { oldRole, newRole, user: listUser(caller), ...listDetails(access) },
      },
    ]);
  });
  return { result: true };
}

/**
 * DELETE /list/{id}/collaborator/{user}?removeContributions&reason: a manager removes someone,
 * giving one of the spec's reasons, or a collaborator leaves (no reason). With removeContributions
 * their items, and their tags and notes on the list, go in the same transaction.
 */
export async function removeCollaborator(
  deps: Deps,
  anyone: Caller | null,
  listId: number,
  username: string,
  options: { removeContributions: boolean; reason: RemovalReason | undefined },
): Promise<ListResult> {
  if (anyone === null) throw unauthenticated();
  const access = await accessTo(deps, listId, anyone);
  const self = username === anyone.username;
  // Someone who may remove nobody learns nothing of who is on the list.
  if (!self) enforce(mayRemoveCollaborator(anyone, access, { self, role: 'COLLABORATOR' }));
  const { person, role } = await collaboratorOf(deps, listId, username);
  const caller = admitted(anyone, mayRemoveCollaborator(anyone, access, { self, role }));
  if (!self && options.reason === undefined) throw invalid(LIST_PEOPLE_MESSAGES.reasonRequired);

  await deps.store.transaction(async (trx) => {
    if (!(await trx.listPeople.removeCollaborator(listId, person.id))) throw collaboratorMissing(username);
    const removed = options.removeContributions
      ? await trx.listPeople.removeContributionsOf(listId, person.id)
      : null;
    const details = {
      oldRole: role,
      newRole: null,
      removedBySelf: self,
      removedByAdmin: !self,
      ...(self ? {} : { reason: options.reason }),
      ...(removed ? { removedContributions: removed } : {}),
      user: listUser(self ? person : caller),
      ...listDetails(access),
    };
    // Someone removed is told why; someone leaving, the managers are told.
    const told = self
      ? (await trx.listPeople.listManagers(listId)).filter((id) => id !== person.id)
      : [person.id];
    await trx.lists.recordListEvents(
      told.map((userId) => ({ userId, category: 'COLLAB_LIST_ROLE_CHANGED' as const, listId, details })),
    );
  });
  return { result: true };
}

/**
 * POST /list/{id}/transfer/{user}: the owner gives the list to one of its administrators and
 * becomes a collaborator. The new owner's profile must be public for a collaborative list to stay
 * valid (spec 03 §5).
 */
export async function transferList(
  deps: Deps,
  anyone: Caller | null,
  listId: number,
  username: string,
): Promise<ListResult> {
  const access = await accessTo(deps, listId, anyone);
  const caller = admitted(anyone, mayTransfer(anyone, access));
  const person = await deps.store.listPeople.accountByUsername(username);
  const role = person && (await deps.store.listPeople.collaboratorRole(listId, person.id));
  if (!person || role !== 'ADMINISTRATOR') throw invalid(LIST_PEOPLE_MESSAGES.transferToAdministrator);
  if (access.list.collaborative === 1 && !(await deps.store.listPeople.profilePublicOf(person.id)))
    throw invalid(LIST_PEOPLE_MESSAGES.transferNeedsPublicProfile);

  await deps.store.transaction(async (trx) => {
    if (!(await trx.listPeople.transferOwnership(listId, caller.userId, person.id)))
      throw invalid(LIST_PEOPLE_MESSAGES.transferToAdministrator);
    const audience = await trx.lists.listAudience(listId);
    await trx.lists.recordListEvents(
      audience
        .filter((id) => id !== caller.userId)
        .map((userId) => ({
          userId,
          category: 'LIST_OWNER_CHANGED' as const,
          listId,
          details: { oldOwner: listUser(caller), user: listUser(person), ...listDetails(access) },
        })),
    );
  });
  return { result: true };
}
