import type { ListUser } from '@trove/contracts';
import type { ListAccess } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { recordNotFound } from '../domain/errors.ts';

/** Shared by the list people and follow services: a list's access facts, or the 404 wording. */

export async function accessTo(
  deps: ServiceDeps<'lists'>,
  listId: number,
  caller: Caller | null,
): Promise<ListAccess> {
  const access = await deps.store.lists.listAccess(listId, caller?.userId ?? null);
  if (!access) throw recordNotFound('list', String(listId));
  return access;
}

/** A person as events and answers name them (spec 03 §3: fullUserId and displayName). */
export const listUser = (person: { username: string; displayName: string }): ListUser => ({
  fullUserId: person.username,
  displayName: person.displayName,
});

/** The detail fields every list event carries (spec 03 §3 Notification). */
export const listDetails = (access: ListAccess) => ({
  listId: access.list.id,
  listTitle: access.list.title,
});
