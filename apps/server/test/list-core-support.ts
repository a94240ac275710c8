import type { Store } from '@trove/db';
import { queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import type { Fixtures } from './fixtures.ts';

/**
 * The people of the list tests (spec 03 §6): a list's owner, administrator, collaborator and
 * follower, a signed-in stranger, a blocked user and an anonymous visitor, and lists made for them.
 */

export const PEOPLE = [
  'owner',
  'admin',
  'collaborator',
  'follower',
  'stranger',
  'blocked',
  'anonymous',
] as const;
export type Person = (typeof PEOPLE)[number];
export type SignedIn = Exclude<Person, 'anonymous'>;

export interface ListWorld {
  app: FastifyInstance;
  store: Store;
  ids: Fixtures;
  visitors: Record<Person, Visitor | null>;
  userIds: Record<SignedIn, number>;
}

export async function peopleOf(
  app: FastifyInstance,
  store: Store,
): Promise<Omit<ListWorld, 'ids' | 'app' | 'store'>> {
  const visitors = { anonymous: null } as Record<Person, Visitor | null>;
  const userIds = {} as Record<SignedIn, number>;
  for (const person of PEOPLE) {
    if (person === 'anonymous') continue;
    visitors[person] = await signedUpVisitor(app, store, `${person}@example.org`);
    // By address: a reserved word such as 'admin' is not its user name (ADR 039).
    userIds[person] = (await store.accounts.findAccountByEmail(`${person}@example.org`))!.id;
  }
  return { visitors, userIds };
}

export interface MadeList {
  listId: number;
  /** Items by who added them. */
  items: { book: number; article: number; person: number; version: number; website: number; uri: number };
}

/**
 * A list of the owner's with the administrator, collaborator, follower and blocked user in place,
 * and an item of each type: the book, article and website by the owner, the person and a web
 * address by the collaborator, an edition by the administrator.
 */
export async function makeList(
  w: ListWorld,
  options: { priv?: boolean; title?: string; versionId: number } = { versionId: 0 },
): Promise<MadeList> {
  const { lists } = w.store;
  const db = queryBuilderOf(w.store);
  const listId = await lists.insertUserList({
    userId: w.userIds.owner,
    title: options.title ?? 'Federation sources',
    description: 'For the essay',
    priv: options.priv ?? false,
    collaborative: !options.priv,
  });
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('listCollaborator')
    .values([
      { listId, userId: w.userIds.admin, role: 'ADMINISTRATOR', createdAt: at },
      { listId, userId: w.userIds.collaborator, role: 'COLLABORATOR', createdAt: at },
    ])
    .execute();
  await db.insertInto('listFollower').values({ listId, userId: w.userIds.follower, createdAt: at }).execute();
  await db
    .insertInto('listCollaborationRequest')
    .values({ listId, userId: w.userIds.blocked, status: 'BLOCKED', createdAt: at })
    .execute();
  const add = (
    by: SignedIn,
    item: {
      targetType: 'work' | 'article' | 'person' | 'version' | 'website' | 'uri';
      targetId: number | null;
      url?: string;
      title?: string;
      note?: string;
    },
  ) => lists.addListItem({ listId, createdBy: w.userIds[by], ...item });
  const items = {
    book: await add('owner', { targetType: 'work', targetId: w.ids.bookId, note: 'Chapter 3 on gold' }),
    article: await add('owner', { targetType: 'article', targetId: w.ids.articleId }),
    person: await add('collaborator', { targetType: 'person', targetId: w.ids.personId, note: 'First PM' }),
    version: await add('admin', { targetType: 'version', targetId: options.versionId }),
    website: await add('owner', { targetType: 'website', targetId: w.ids.websiteId }),
    uri: await add('collaborator', {
      targetType: 'uri',
      targetId: null,
      url: 'https://example.org/federation',
      title: 'Federation timeline',
    }),
  };
  return { listId, items };
}

/** A call by one of the people. */
export function callAs(
  w: ListWorld,
  person: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return browserCall(w.app, w.visitors[person], method, url, payload);
}
