import type { ListItemTarget } from '../schema.ts';
import type { Store } from '../connection.ts';
import type { NewUserList } from '../repositories/lists.repository.ts';
import { unique } from './unique.ts';

/** Accounts and lists for tests, written through the real repositories. */

export interface AccountSpec {
  username?: string;
  /** Defaults to the username. */
  displayName?: string;
  roles?: string[];
  demo?: boolean;
}

/** An account without a password (as one linked to an external provider is); its id. */
export async function buildAccount(store: Store, spec: AccountSpec = {}): Promise<number> {
  const username = spec.username ?? unique('reader');
  const id = await store.accounts.ensureUserAccount({
    username,
    displayName: spec.displayName ?? username,
    ...(spec.demo !== undefined ? { demo: spec.demo } : {}),
  });
  if (spec.roles) await store.accounts.setAccountRoles(id, spec.roles);
  return id;
}

export interface ListItemSpec {
  targetType: ListItemTarget;
  targetId: number | null;
  url?: string | null;
  title?: string | null;
  note?: string | null;
}

export interface ListSpec extends Partial<NewUserList> {
  items?: ListItemSpec[];
}

export interface BuiltList {
  listId: number;
  userId: number;
  itemIds: number[];
}

/** A public list titled 'A test list' with the given items, owned by a new account unless `userId` is given. */
export async function buildList(store: Store, spec: ListSpec = {}): Promise<BuiltList> {
  const { items = [], ...list } = spec;
  const userId = list.userId ?? (await buildAccount(store));
  const listId = await store.lists.insertUserList({ title: 'A test list', ...list, userId });
  const itemIds: number[] = [];
  for (const item of items)
    itemIds.push(await store.lists.addListItem({ ...item, listId, createdBy: userId }));
  return { listId, userId, itemIds };
}
