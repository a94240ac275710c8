import type { Store } from '@trove/db';
import { type TestDialect, createTestStore, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';
import { webPortal } from './web-portal.ts';

/**
 * The set-up the list tests share (spec 03; ADR 038): a portal over a fresh store, the people of a
 * list signed up in it, and lists made for them. A describe block calls `listWorld` once; the
 * world is there from the block's first beforeAll hook on and closed after its last test.
 */

/** Every list role of spec 03 §6, and people with none: each a signed-in browser (user name = name). */
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

export interface ListWorld<N extends string = Person> {
  readonly app: FastifyInstance;
  readonly store: Store;
  /** The catalogue records of fixtures.ts: only in a world made with `fixtures`. */
  readonly ids: Fixtures;
  readonly visitors: Record<N, Visitor>;
  readonly userIds: Record<N, number>;
}

export interface WorldOptions<N extends string> {
  /** Seed the catalogue records of fixtures.ts (a book, a cartoon, an article, a person, a website…). */
  fixtures?: boolean;
  /** Mount the built web app, over the site's configuration and content, for the pages. */
  web?: boolean;
  /** Who signs up (e-mail name@example.org): everyone of PEOPLE unless named. */
  people?: readonly N[];
}

/** What the hooks fill in; reading a part before the block's beforeAll ran is a mistake in the test. */
class World<N extends string> implements ListWorld<N> {
  private parts: (Omit<ListWorld<N>, 'ids'> & { ids: Fixtures | null; close(): Promise<void> }) | null = null;

  private get started() {
    if (!this.parts) throw new Error('The list world starts in beforeAll: read it inside hooks and tests');
    return this.parts;
  }
  get app() {
    return this.started.app;
  }
  get store() {
    return this.started.store;
  }
  get ids() {
    const { ids } = this.started;
    if (!ids) throw new Error('This list world was made without the catalogue fixtures');
    return ids;
  }
  get visitors() {
    return this.started.visitors;
  }
  get userIds() {
    return this.started.userIds;
  }

  async start(dialect: TestDialect, options: WorldOptions<N>, people: readonly N[]): Promise<void> {
    const store = await createTestStore(dialect);
    const ids = options.fixtures ? await seedFixtures(store) : null;
    let app: FastifyInstance;
    let close: () => Promise<void>;
    if (options.web) {
      await seedConfiguration(store);
      await seedCatalogueContent(store, { synthetic: true });
      ({ app, close } = await webPortal(store));
    } else {
      app = await testApp(store);
      close = async () => {
        await app.close();
        await store.destroy();
      };
    }
    const visitors = {} as Record<N, Visitor>;
    const userIds = {} as Record<N, number>;
    // Kept before the sign-ups, so that a failing one still closes the portal.
    this.parts = { app, store, ids, visitors, userIds, close };
    for (const name of people) {
      visitors[name] = await signedUpVisitor(app, store, `${name}@example.org`);
      userIds[name] = (await store.accounts.userIdByName(name))!;
    }
  }

  async close(): Promise<void> {
    await this.parts?.close();
  }
}

/** A portal with people signed up, for the describe block this is called in. */
export function listWorld<const N extends string = Person>(
  dialect: TestDialect,
  options: WorldOptions<N> = {},
): ListWorld<N> {
  const world = new World<N>();
  beforeAll(() => world.start(dialect, options, options.people ?? (PEOPLE as readonly string[] as N[])));
  afterAll(() => world.close());
  return world;
}

/** A call by one of the people, or anonymously, as the web app makes it. */
export function callAs<N extends string>(
  w: ListWorld<N>,
  who: N | 'anonymous',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return browserCall(w.app, who === 'anonymous' ? null : w.visitors[who as N], method, url, payload);
}

export interface MadeList {
  listId: number;
  /** Items by who added them. */
  items: { book: number; article: number; person: number; version: number; website: number; uri: number };
}

/**
 * A list of the owner's with the administrator, collaborator, follower and blocked person in place,
 * and an item of each type: the book, article and website by the owner, the person and a web
 * address by the collaborator, an edition of the cartoon by the administrator. Needs the fixtures.
 */
export async function makeList(
  w: ListWorld,
  options: { priv?: boolean; title?: string } = {},
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
      { listId, userId: w.userIds.administrator, role: 'ADMINISTRATOR', createdAt: at },
      { listId, userId: w.userIds.collaborator, role: 'COLLABORATOR', createdAt: at },
    ])
    .execute();
  await db.insertInto('listFollower').values({ listId, userId: w.userIds.follower, createdAt: at }).execute();
  await db
    .insertInto('listCollaborationRequest')
    .values({ listId, userId: w.userIds.blocked, status: 'BLOCKED', createdAt: at })
    .execute();
  const { id: versionId } = await db
    .selectFrom('version')
    .select('id')
    .where('workId', '=', w.ids.cartoonId)
    .executeTakeFirstOrThrow();
  const add = (
    by: Person,
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
    version: await add('administrator', { targetType: 'version', targetId: versionId }),
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
 * An empty list of the owner's with an administrator, two collaborators (collaborator, member), a
 * follower, a blocked person and a pending request (the asker's), each made through the store.
 */
export async function peopleList(
  w: ListWorld,
  options: { priv?: boolean; collaborative?: boolean } = {},
): Promise<PeopleList> {
  const priv = options.priv ?? false;
  const title = `Shared shelf ${++serial}`;
  const { store, userIds: ids } = w;
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

/** A person's role on a list, or null. */
export async function roleOf(w: ListWorld, listId: number, userId: number): Promise<string | null> {
  const row = await queryBuilderOf(w.store)
    .selectFrom('listCollaborator')
    .select('role')
    .where('listId', '=', listId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The events recorded for a person on a list, oldest first, with their details parsed. */
export async function eventsOf(w: ListWorld, person: Person, listId: number) {
  const rows = await queryBuilderOf(w.store)
    .selectFrom('listEvent')
    .select(['category', 'details'])
    .where('userId', '=', w.userIds[person])
    .where('listId', '=', listId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    category: r.category,
    details: JSON.parse(r.details) as Record<string, unknown>,
  }));
}

/** The events on a list (or of one kind), by the name of the person told, with their details parsed. */
export async function eventsOn(w: ListWorld, listId: number, category?: string) {
  let query = queryBuilderOf(w.store)
    .selectFrom('listEvent')
    .innerJoin('userAccount', 'userAccount.id', 'listEvent.userId')
    .select(['userAccount.username', 'listEvent.details'])
    .where('listEvent.listId', '=', listId);
  if (category) query = query.where('listEvent.category', '=', category as never);
  const rows = await query.orderBy('userAccount.username').execute();
  return rows.map((r) => ({
    username: r.username,
    details: JSON.parse(r.details) as Record<string, unknown>,
  }));
}

/** Everyone told of anything on a list (or of one kind of event), by name. */
export async function toldOn(w: ListWorld, listId: number, category?: string): Promise<string[]> {
  return (await eventsOn(w, listId, category)).map((r) => r.username);
}

/**
 * Items written straight into a list, 250 rows a statement, and the list's count set: a long list
 * at once (the repository appends one item at a time).
 */
export async function insertListItems(
  store: Store,
  listId: number,
  createdBy: number,
  items: { targetType: 'work' | 'article' | 'uri'; targetId: number | null; url?: string; title?: string }[],
): Promise<void> {
  const db = queryBuilderOf(store);
  const now = new Date().toISOString();
  const rows = items.map((item, i) => ({
    listId,
    url: null,
    title: null,
    ...item,
    position: i + 1,
    createdBy,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 250)
    await db
      .insertInto('listItem')
      .values(rows.slice(i, i + 250))
      .execute();
  await db.updateTable('userList').set({ itemCount: items.length }).where('id', '=', listId).execute();
}
