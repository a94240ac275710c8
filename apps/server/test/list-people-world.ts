import type { Store } from '@trove/db';
import { queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';

/**
 * The people of a list for the collaboration and follow tests: every list role of spec 03 §6, each
 * a signed-in browser (user name: the e-mail's local part), and lists made fresh for each call.
 */

export const PEOPLE = [
  'owner',
  'administrator',
  'collaborator',
  'member',
  'follower',
  'stranger',
  'blocked',
  'asker',
] as const;
export type Person = (typeof PEOPLE)[number];
/** The callers of the role tables: every role, and anonymous. */
export const ROLES = [
  'owner',
  'administrator',
  'collaborator',
  'follower',
  'stranger',
  'blocked',
  'anonymous',
] as const;
export type RoleName = (typeof ROLES)[number];

export interface PeopleWorld {
  app: FastifyInstance;
  store: Store;
  visitors: Record<Person, Visitor>;
  ids: Record<Person, number>;
}

export async function peopleWorld(app: FastifyInstance, store: Store): Promise<PeopleWorld> {
  const visitors = {} as Record<Person, Visitor>;
  const ids = {} as Record<Person, number>;
  for (const person of PEOPLE) {
    visitors[person] = await signedUpVisitor(app, store, `${person}@example.org`);
    ids[person] = (await store.accounts.userIdByName(person))!;
  }
  return { app, store, visitors, ids };
}

export interface PeopleList {
  listId: number;
  title: string;
  /** The asker's pending request. */
  pendingId: number;
  /** The blocked person's request. */
  blockedId: number;
}

let serial = 0;

/**
 * A list of the owner's with an administrator, two collaborators (collaborator, member), a
 * follower, a blocked person and a pending request (the asker's).
 */
export async function peopleList(
  w: PeopleWorld,
  options: { priv?: boolean; collaborative?: boolean } = {},
): Promise<PeopleList> {
  const priv = options.priv ?? false;
  const title = `Shared shelf ${++serial}`;
  const { store, ids } = w;
  const listId = await store.lists.insertUserList({
    userId: ids.owner,
    title,
    priv,
    collaborative: options.collaborative ?? !priv,
  });
  await store.listPeople.addCollaborator(listId, ids.administrator, 'ADMINISTRATOR');
  await store.listPeople.addCollaborator(listId, ids.collaborator, 'COLLABORATOR');
  await store.listPeople.addCollaborator(listId, ids.member, 'COLLABORATOR');
  await store.listPeople.follow(listId, ids.follower);
  await store.listPeople.fileJoinRequest(listId, ids.asker);
  await store.listPeople.fileJoinRequest(listId, ids.blocked);
  const requests = await queryBuilderOf(store)
    .selectFrom('listCollaborationRequest')
    .select(['id', 'userId'])
    .where('listId', '=', listId)
    .execute();
  const blockedId = requests.find((r) => r.userId === ids.blocked)!.id;
  await store.listPeople.decideRequest(blockedId, 'PENDING', 'BLOCKED', ids.owner);
  return { listId, title, pendingId: requests.find((r) => r.userId === ids.asker)!.id, blockedId };
}

/** A call by one of the people, or anonymously. */
export function callAs(
  w: PeopleWorld,
  who: Person | 'anonymous',
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return browserCall(w.app, who === 'anonymous' ? null : w.visitors[who], method, url, payload);
}

/** The events recorded for a person on a list, oldest first, with their details parsed. */
export async function eventsOf(w: PeopleWorld, person: Person, listId: number) {
  const rows = await queryBuilderOf(w.store)
    .selectFrom('listEvent')
    .select(['category', 'details'])
    .where('userId', '=', w.ids[person])
    .where('listId', '=', listId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    category: r.category,
    details: JSON.parse(r.details) as Record<string, unknown>,
  }));
}

/** Everyone told of anything on a list, by name. */
export async function toldOn(w: PeopleWorld, listId: number): Promise<string[]> {
  const rows = await queryBuilderOf(w.store)
    .selectFrom('listEvent')
    .innerJoin('userAccount', 'userAccount.id', 'listEvent.userId')
    .select('userAccount.username')
    .where('listEvent.listId', '=', listId)
    .orderBy('userAccount.username')
    .execute();
  return rows.map((r) => r.username);
}
