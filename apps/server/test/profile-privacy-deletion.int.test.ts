import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, SETTINGS_MESSAGES, SETTINGS_WORDS } from '@trove/contracts';
import { FORMER_USER_DISPLAY_NAME, type Store } from '@trove/db';
import { buildWork, createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../src/services/account-deletion.service.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * The privacy switches and account deletion (spec 03 §4, §6; ADR 041): each switch's consequence,
 * and a deletion that removes everything private, credits what stays public to 'a former user',
 * and happens in one transaction.
 */
describe.each(await storesUnderTest())('privacy switches and account deletion on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let downloadsDir: string;
  let workId: number;
  const db = () => queryBuilderOf(store);
  const idOf = async (name: string) => (await store.accounts.userIdByName(name))!;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    downloadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-settings-'));
    app = await testApp(store, { config: { downloadsDir } });
    workId = (await buildWork(store)).workId;
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
    fs.rmSync(downloadsDir, { recursive: true, force: true });
  });

  const privacy = (visitor: Visitor | null, body: object) =>
    browserCall(app, visitor, 'POST', '/api/profile/user/privacy', body);

  it('turning the profile private ends collaboration: own collaborative lists private, others’ lists left', async () => {
    const ann = await signedUpVisitor(app, store, 'ann@example.org');
    await signedUpVisitor(app, store, 'bob@example.org');
    const [annId, bobId] = [await idOf('ann'), await idOf('bob')];
    const shared = await store.lists.insertUserList({
      userId: annId,
      title: 'Ann shared',
      collaborative: true,
    });
    await store.listPeople.addCollaborator(shared, bobId, 'COLLABORATOR');
    await store.lists.addListItem({
      listId: shared,
      targetType: 'uri',
      targetId: null,
      url: 'https://example.org/',
      title: 'Bob link',
      note: null,
      createdBy: bobId,
    });
    await store.tags.insertTag({ name: 'bobs', userId: bobId, targetType: 'list', targetId: shared });
    const bobsList = await store.lists.insertUserList({
      userId: bobId,
      title: 'Bob shared',
      collaborative: true,
    });
    await store.listPeople.addCollaborator(bobsList, annId, 'ADMINISTRATOR');

    const res = await privacy(ann, { publiclyVisible: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publiclyVisible: false,
      activityVisible: false,
      feedEnabled: true,
      listsMadePrivate: 1,
      collaborationsLeft: 1,
      feedEventsDeleted: 0,
    });
    const list = await db()
      .selectFrom('userList')
      .select(['priv', 'collaborative', 'itemCount'])
      .where('id', '=', shared)
      .executeTakeFirstOrThrow();
    expect(list).toEqual({ priv: 1, collaborative: 0, itemCount: 0 });
    expect(
      await db()
        .selectFrom('listCollaborator')
        .selectAll()
        .where('listId', 'in', [shared, bobsList])
        .execute(),
    ).toEqual([]);
    expect(
      await db()
        .selectFrom('tag')
        .select('id')
        .where('targetType', '=', 'list')
        .where('targetId', '=', shared)
        .execute(),
    ).toEqual([]);
    // Bob hears that his collaboration ended, and as owner that Ann left his list.
    const bobEvents = await store.lists.listEventsOf(bobId);
    expect(bobEvents.map((e) => e.category).sort()).toEqual([
      'COLLAB_LIST_NOT_COLLABORATIVE',
      'COLLAB_LIST_ROLE_CHANGED',
    ]);
    // A private profile cannot make activity public; the profile info says what is set.
    const activity = await privacy(ann, { activityVisible: true });
    expect(activity.statusCode).toBe(400);
    expect(activity.json()).toMatchObject({ message: SETTINGS_WORDS.activityNeedsPublic });
    const info = (await browserCall(app, ann, 'GET', '/api/profile/info')).json();
    expect(info).toMatchObject({ publiclyVisible: false, activityVisible: false, feedEnabled: true });
    expect((await browserCall(app, null, 'GET', '/api/profile/ann')).statusCode).toBe(404);
    // Public again, with activity.
    expect((await privacy(ann, { publiclyVisible: true, activityVisible: true })).json()).toMatchObject({
      publiclyVisible: true,
      activityVisible: true,
    });
  });

  it('turning the feed off deletes its history and keeps alerts', async () => {
    const cat = await signedUpVisitor(app, store, 'cat@example.org');
    const catId = await idOf('cat');
    await store.lists.recordListEvents([
      { userId: catId, category: 'LIST_ITEMS_CHANGED', listId: null, details: {} },
      { userId: catId, category: 'NOTES_CHANGED', listId: null, details: {} },
      { userId: catId, category: 'COLLAB_LIST_JOIN_REQUEST', listId: null, details: {} },
    ]);
    const res = await privacy(cat, { feedEnabled: false });
    expect(res.json()).toMatchObject({ feedEnabled: false, feedEventsDeleted: 2 });
    expect((await store.lists.listEventsOf(catId)).map((e) => e.category)).toEqual([
      'COLLAB_LIST_JOIN_REQUEST',
    ]);
    expect((await privacy(cat, { feedEnabled: true })).json()).toMatchObject({
      feedEnabled: true,
      feedEventsDeleted: 0,
    });
  });

  it('refuses bad bodies and visitors', async () => {
    const dee = await signedUpVisitor(app, store, 'dee@example.org');
    expect((await privacy(dee, { publiclyVisible: 'no' })).statusCode).toBe(400);
    expect((await privacy(dee, { somethingElse: true })).statusCode).toBe(400);
    const visitor = await privacy(null, { feedEnabled: false });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.noPermission });
  });

  /** A reader with one of everything, public and private, and someone else's list they added to. */
  async function readerWithEverything(email: string) {
    const visitor = await signedUpVisitor(app, store, email);
    const name = email.split('@')[0]!;
    const id = await idOf(name);
    const other = await signedUpVisitor(app, store, `host-${name}@example.org`);
    const hostId = await idOf(`host-${name}`);
    const on = { targetType: 'work' as const, targetId: workId };
    const publicTag = await store.tags.insertTag({ name: `open-${name}`, userId: id, ...on });
    await store.tags.insertTag({ name: `secret-${name}`, userId: id, ...on, priv: true });
    const publicNote = await store.notes.insertAnnotation({
      content: `public note ${name}`,
      userId: id,
      ...on,
    });
    await store.notes.insertAnnotation({ content: `private note ${name}`, userId: id, ...on, priv: true });
    const ownPublic = await store.lists.insertUserList({ userId: id, title: `${name} public list` });
    const ownPrivate = await store.lists.insertUserList({
      userId: id,
      title: `${name} private list`,
      priv: true,
    });
    const hostList = await store.lists.insertUserList({
      userId: hostId,
      title: 'Host list',
      collaborative: true,
    });
    await store.listPeople.addCollaborator(hostList, id, 'COLLABORATOR');
    await store.listPeople.follow(hostList, id);
    await store.listPeople.follow(ownPublic, hostId);
    const item = await store.lists.addListItem({
      listId: hostList,
      targetType: 'uri',
      targetId: null,
      url: 'https://example.org/x',
      title: 'Their link',
      note: null,
      createdBy: id,
    });
    await store.lists.recordListEvents([
      { userId: id, category: 'LIST_CHANGED', listId: hostList, details: {} },
    ]);
    fs.writeFileSync(path.join(downloadsDir, `${name}.csv`), 'a,b\n');
    await db()
      .insertInto('searchDownload')
      .values({
        userId: id,
        name: 'd',
        query: 'q',
        queryData: '{}',
        category: 'book',
        expectedRecordCount: 1,
        state: 'done',
        filePath: `${name}.csv`,
        createdAt: new Date().toISOString(),
        expiresAt: '2999-01-01T00:00:00.000Z',
      })
      .execute();
    await db()
      .insertInto('userAchievement')
      .values({ userId: id, achievementId: 'first-tag', earnedAt: new Date().toISOString() })
      .execute();
    return { visitor, other, name, id, hostId, publicTag, publicNote, ownPublic, ownPrivate, hostList, item };
  }

  const countOf = async (
    table:
      | 'userSession'
      | 'listFollower'
      | 'listCollaborator'
      | 'listEvent'
      | 'searchDownload'
      | 'userAchievement'
      | 'tag'
      | 'annotation',
    id: number,
  ) => (await db().selectFrom(table).select('userId').where('userId', '=', id).execute()).length;

  it('deletes an account with everything private, crediting what stays public to a former user', async () => {
    const r = await readerWithEverything('eve@example.org');
    const other = await browserCall(app, r.other, 'DELETE', `/api/profile/${r.name}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: MESSAGES.noPermission });
    expect((await browserCall(app, null, 'DELETE', `/api/profile/${r.name}`)).statusCode).toBe(401);

    const res = await browserCall(app, r.visitor, 'DELETE', `/api/profile/${r.name.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await store.accounts.findAccountById(r.id)).toBeNull();
    for (const table of [
      'userSession',
      'listFollower',
      'listCollaborator',
      'listEvent',
      'searchDownload',
      'userAchievement',
      'tag',
      'annotation',
    ] as const)
      expect(await countOf(table, r.id), table).toBe(0);
    expect(fs.existsSync(path.join(downloadsDir, `${r.name}.csv`))).toBe(false);
    expect(
      await db().selectFrom('userList').select('id').where('id', 'in', [r.ownPublic, r.ownPrivate]).execute(),
    ).toEqual([]);
    // Public tag and note stay on the record, by 'a former user'; private ones are gone.
    const tags = (await browserCall(app, null, 'GET', `/api/tag/work/${workId}`)).body;
    expect(tags).toContain(`open-${r.name}`);
    expect(tags).not.toContain(`secret-${r.name}`);
    const notes = (await browserCall(app, null, 'GET', `/api/annotation/work/${workId}`)).json<{
      notes?: { content: string; user: { displayName: string } | null }[];
    }>();
    const kept = JSON.stringify(notes);
    expect(kept).toContain(`public note ${r.name}`);
    expect(kept).toContain(FORMER_USER_DISPLAY_NAME);
    expect(kept).not.toContain(`private note ${r.name}`);
    expect(kept).not.toContain('A. Reader');
    const item = await db()
      .selectFrom('listItem')
      .innerJoin('userAccount', 'userAccount.id', 'listItem.createdBy')
      .select('userAccount.displayName')
      .where('listItem.id', '=', r.item)
      .executeTakeFirstOrThrow();
    expect(item.displayName).toBe(FORMER_USER_DISPLAY_NAME);
    // The host, who followed the reader's public list, hears it was deleted, by a former user.
    const told = await store.lists.listEventsOf(r.hostId);
    expect(told.find((e) => e.category === 'LIST_DELETED')?.details).toMatchObject({
      user: { displayName: FORMER_USER_DISPLAY_NAME },
    });
    // The session is over and the profile gone.
    expect((await browserCall(app, r.visitor, 'GET', '/api/profile/info')).statusCode).toBe(401);
    expect((await browserCall(app, null, 'GET', `/api/profile/${r.name}`)).statusCode).toBe(404);
  });

  it('refuses staff, and is one transaction: a failure midway leaves the account whole', async () => {
    const staff = await signedUpVisitor(app, store, 'stu@example.org', 'staff');
    const refused = await browserCall(app, staff, 'DELETE', '/api/profile/stu');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SETTINGS_MESSAGES.deleteStaff });
    expect(await store.accounts.findAccountByUsername('stu')).not.toBeNull();

    const r = await readerWithEverything('fay@example.org');
    const before = { tags: await countOf('tag', r.id), notes: await countOf('annotation', r.id) };
    // The last step fails: everything before it must be undone.
    const failing: Pick<Store, 'transaction'> = {
      transaction: (work) =>
        store.transaction((repos) =>
          work(
            Object.assign(Object.create(repos) as typeof repos, {
              settings: { ...repos.settings, deleteAccountRow: () => Promise.reject(new Error('disk full')) },
            }),
          ),
        ),
    };
    await expect(deleteAccount(failing, r.id)).rejects.toThrow('disk full');
    expect(await store.accounts.findAccountById(r.id)).not.toBeNull();
    expect({ tags: await countOf('tag', r.id), notes: await countOf('annotation', r.id) }).toEqual(before);
    expect(
      await db().selectFrom('userList').select('id').where('id', 'in', [r.ownPublic, r.ownPrivate]).execute(),
    ).toHaveLength(2);
    expect(await countOf('listCollaborator', r.id)).toBe(1);
    const still = await browserCall(app, r.visitor, 'GET', '/api/profile/info');
    expect(still.statusCode, still.body).toBe(200);
  });
});
