import { MESSAGES, type PublicProfile, type UserLists } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * The profile info call and the Lists tab set (spec 03 §2, §3, §6; ADR 039): what each caller
 * may see of a reader, and a private profile that only its owner and allowed viewers find.
 */
describe.each(await storesUnderTest())('the profile area on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let ben: Visitor;
  let vic: Visitor;
  const ids = { ada: 0, ben: 0, cat: 0 };
  const lists = { personal: 0, personalPrivate: 0, ownShared: 0, bensShared: 0, bensFollowed: 0 };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
    vic = await signedUpVisitor(app, store, 'vic@example.org', 'profileViewer');
    await signedUpVisitor(app, store, 'cat@example.org');
    for (const name of ['ada', 'ben', 'cat'] as const) ids[name] = (await store.accounts.userIdByName(name))!;

    // Ada's contributions: one public and one private of each.
    const on = { targetType: 'work' as const, targetId: 1 };
    await store.tags.insertTag({ name: 'open', userId: ids.ada, ...on });
    await store.tags.insertTag({ name: 'hidden', userId: ids.ada, ...on, priv: true });
    await store.notes.insertAnnotation({ content: 'open note', userId: ids.ada, ...on });
    await store.notes.insertAnnotation({ content: 'hidden note', userId: ids.ada, ...on, priv: true });

    const list = (userId: number, title: string, options: { priv?: boolean; collaborative?: boolean } = {}) =>
      store.lists.insertUserList({ userId, title, ...options });
    lists.personal = await list(ids.ada, 'Ada personal');
    lists.personalPrivate = await list(ids.ada, 'Ada secret shelf', { priv: true });
    lists.ownShared = await list(ids.ada, 'Ada shared', { collaborative: true });
    await store.listPeople.fileJoinRequest(lists.ownShared, ids.cat);
    lists.bensShared = await list(ids.ben, 'Ben shared', { collaborative: true });
    await store.listPeople.addCollaborator(lists.bensShared, ids.ada, 'COLLABORATOR');
    lists.bensFollowed = await list(ids.ben, 'Ben followed');
    await store.listPeople.follow(lists.bensFollowed, ids.ada);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const get = async <T>(visitor: Visitor | null, url: string) => {
    const res = await browserCall(app, visitor, 'GET', url);
    return { status: res.statusCode, body: res.json<T>(), text: res.body };
  };

  it('answers profile info with the counts each caller may see', async () => {
    const open = await get<PublicProfile>(null, '/api/profile/ADA');
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      username: 'ada',
      user: { fullUserId: 'ada', displayName: 'A. Reader' },
      publiclyVisible: true,
      own: false,
      tagCount: 1,
      annotationCount: 1,
      listCount: 3,
    });
    expect(open.text).not.toContain('ada@example.org');
    const own = await get<PublicProfile>(ada, '/api/profile/ada');
    expect(own.body).toMatchObject({ own: true, tagCount: 2, annotationCount: 2, listCount: 4 });
    // A viewer allowed to see private profiles counts private tags and notes, not private lists.
    const viewer = await get<PublicProfile>(vic, '/api/profile/ada');
    expect(viewer.body).toMatchObject({ own: false, tagCount: 2, annotationCount: 2, listCount: 3 });
  });

  it('shows a private profile to its owner and allowed viewers only; others find no such user', async () => {
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', ids.ben)
      .execute();
    try {
      for (const caller of [null, ada]) {
        const res = await get<{ error: string; message: string }>(caller, '/api/profile/ben');
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'not_found', message: MESSAGES.notFound('user', 'ben') });
      }
      expect((await get<PublicProfile>(ben, '/api/profile/ben')).body).toMatchObject({
        publiclyVisible: false,
        own: true,
      });
      expect((await get<PublicProfile>(vic, '/api/profile/ben')).status).toBe(200);
      const unknown = await get<{ error: string }>(null, '/api/profile/nobody-here');
      expect(unknown.status).toBe(404);
    } finally {
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', ids.ben)
        .execute();
    }
  });

  const titles = (answer: UserLists) => answer.content.map((l) => l.name);

  it("answers each tab of the reader's own lists, with counts and the dot of waiting requests", async () => {
    const personal = await get<UserLists>(ada, '/api/list/user/ada?tab=personal');
    expect(personal.status).toBe(200);
    expect(titles(personal.body).sort()).toEqual(['Ada personal', 'Ada secret shelf']);
    expect(personal.body.tabs).toEqual({
      personal: { count: 2, pending: false },
      collaborative: { count: 2, pending: true },
      followed: { count: 1, pending: false },
    });
    const shared = await get<UserLists>(ada, '/api/list/user/ada?tab=collaborative');
    expect(shared.body.content.map((l) => [l.name, l.role, l.pendingCollaborationRequests]).sort()).toEqual([
      ['Ada shared', 'OWNER', 1],
      ['Ben shared', 'COLLABORATOR', 0],
    ]);
    const followed = await get<UserLists>(ada, '/api/list/user/ada?tab=followed');
    expect(followed.body.content).toMatchObject([
      { name: 'Ben followed', role: null, currentUserAFollower: true },
    ]);
  });

  it('filters a tab by the reader’s role and the lists’ visibility', async () => {
    const collaborator = await get<UserLists>(ada, '/api/list/user/ada?tab=collaborative&role=COLLABORATOR');
    expect(titles(collaborator.body)).toEqual(['Ben shared']);
    expect(collaborator.body.totalElements).toBe(1);
    const owner = await get<UserLists>(ada, '/api/list/user/ada?tab=collaborative&role=OWNER');
    expect(titles(owner.body)).toEqual(['Ada shared']);
    const priv = await get<UserLists>(ada, '/api/list/user/ada?tab=personal&visibility=PRIVATE');
    expect(titles(priv.body)).toEqual(['Ada secret shelf']);
    const pub = await get<UserLists>(ada, '/api/list/user/ada?tab=personal&visibility=PUBLIC');
    expect(titles(pub.body)).toEqual(['Ada personal']);
    const all = await get<UserLists>(ada, '/api/list/user/ada?tab=personal&visibility=PERSONAL');
    expect(all.body.totalElements).toBe(2);
  });

  it('shows others only what they may see, without the dot', async () => {
    for (const caller of [null, ben]) {
      const personal = await get<UserLists>(caller, '/api/list/user/ada?tab=personal');
      expect(titles(personal.body)).toEqual(['Ada personal']);
      expect(personal.text).not.toContain('secret shelf');
      expect(personal.body.tabs).toEqual({
        personal: { count: 1, pending: false },
        collaborative: { count: 2, pending: false },
        followed: { count: 1, pending: false },
      });
    }
  });

  it('refuses an unknown tab, role or visibility with a clear 400', async () => {
    for (const query of ['tab=mine', 'tab=personal&role=OWNERS', 'tab=personal&visibility=secret']) {
      const res = await get<{ error: string; message: string }>(ada, `/api/list/user/ada?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBeTruthy();
      expect(res.body.message, query).toBeTruthy();
    }
  });
});
