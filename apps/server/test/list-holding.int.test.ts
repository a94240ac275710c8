import { ContainingListsSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildList, createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { TEST_CONFIG } from './helpers.ts';

/**
 * The record page's remove (ADR 038): the lists holding a record name, for each, the item the
 * caller may remove there: any on lists they own or administer, their own on lists they
 * collaborate on, none for anyone else.
 */
describe.each(await storesUnderTest())('the items a record page may remove on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;
  let ids: Fixtures;
  let owner: Visitor;
  let admin: Visitor;
  let collaborator: Visitor;
  let stranger: Visitor;
  const lists: Record<string, { listId: number; itemIds: number[] }> = {};

  const containing = async (visitor: Visitor | null) => {
    const res = await browserCall(app, visitor, 'GET', `/api/list/containing/work/${ids.bookId}`);
    expect(res.statusCode).toBe(200);
    const body = ContainingListsSchema.parse(res.json());
    return Object.fromEntries(body.containing.map((l) => [l.title, l.itemId ?? null]));
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, logger: false });
    owner = await signedUpVisitor(app, store, 'holder@example.org');
    admin = await signedUpVisitor(app, store, 'helper@example.org');
    collaborator = await signedUpVisitor(app, store, 'member@example.org');
    stranger = await signedUpVisitor(app, store, 'passer@example.org');
    const userId = async (name: string) => (await store.accounts.userIdByName(name)) ?? 0;
    const [ownerId, adminId, memberId] = await Promise.all(['holder', 'helper', 'member'].map(userId));
    const book = { targetType: 'work' as const, targetId: ids.bookId };
    lists.own = await buildList(store, { title: 'Own', userId: ownerId!, items: [book] });
    lists.shared = await buildList(store, {
      title: 'Shared',
      userId: ownerId!,
      collaborative: true,
      items: [book],
    });
    // The collaborator's own item on the shared list, after the owner's.
    const memberItem = await store.lists.addListItem({
      ...book,
      listId: lists.shared.listId,
      createdBy: memberId!,
    });
    lists.shared.itemIds.push(memberItem);
    await queryBuilderOf(store)
      .insertInto('listCollaborator')
      .values([
        {
          listId: lists.shared.listId,
          userId: adminId!,
          role: 'ADMINISTRATOR',
          createdAt: new Date().toISOString(),
        },
        {
          listId: lists.shared.listId,
          userId: memberId!,
          role: 'COLLABORATOR',
          createdAt: new Date().toISOString(),
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('gives the owner the first item on each of their lists', async () => {
    expect(await containing(owner)).toEqual({ Own: lists.own!.itemIds[0], Shared: lists.shared!.itemIds[0] });
  });

  it('gives an administrator any item, a collaborator only the one they added', async () => {
    expect(await containing(admin)).toEqual({ Own: null, Shared: lists.shared!.itemIds[0] });
    expect(await containing(collaborator)).toEqual({ Own: null, Shared: lists.shared!.itemIds[1] });
  });

  it('gives strangers and anonymous visitors none', async () => {
    expect(await containing(stranger)).toEqual({ Own: null, Shared: null });
    expect(await containing(null)).toEqual({ Own: null, Shared: null });
  });
});
