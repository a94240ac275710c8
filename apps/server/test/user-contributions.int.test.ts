import { ApiErrorSchema, UserNotesSchema, UserTagsSchema } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps.ts';
import type { Caller } from '../src/auth/caller.ts';
import { userNotes } from '../src/services/notes.service.ts';
import { userTags } from '../src/services/tags.service.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { TEST_CONFIG, testApp } from './helpers.ts';

/** GET /tag/user/{user} and GET /annotation/user/{user} (spec 03 §3, §7; ADR 021). */
describe.each(await storesUnderTest())('a user’s tags and notes on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let deps: AppDeps;
  let ids: Fixtures;
  let versionId: number;
  let ada: Caller;
  let ben: Caller;

  const all = { startPos: 0, pageSize: 100 };
  const both = { ...all, includePublic: true, includePrivate: true };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    app = await testApp(store);
    deps = { store, search: { current: null }, config: TEST_CONFIG, now: () => new Date() };
    const account = async (username: string): Promise<Caller> => ({
      userId: await store.accounts.ensureUserAccount({ username, displayName: username.toUpperCase() }),
      username,
      displayName: username.toUpperCase(),
      roles: [],
    });
    ada = await account('ada');
    ben = await account('ben');
    versionId = (
      await queryBuilderOf(store)
        .selectFrom('version')
        .select('id')
        .where('workId', '=', ids.bookId)
        .executeTakeFirstOrThrow()
    ).id;

    const publicList = await store.lists.insertUserList({ userId: ben.userId, title: 'Ben’s open list' });
    const privateList = await store.lists.insertUserList({
      userId: ben.userId,
      title: 'Ben’s secret list',
      priv: true,
    });
    // Oldest first, so the answers (newest first) read backwards.
    const at = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
    await store.notes.insertAnnotation({
      content: 'public on a work',
      userId: ben.userId,
      targetType: 'work',
      targetId: ids.bookId,
      at: at(1),
    });
    await store.notes.insertAnnotation({
      content: 'private on a person',
      userId: ben.userId,
      targetType: 'person',
      targetId: ids.personId,
      priv: true,
      at: at(2),
    });
    await store.notes.insertAnnotation({
      content: 'public on an edition',
      userId: ben.userId,
      targetType: 'version',
      targetId: versionId,
      at: at(3),
    });
    await store.notes.insertAnnotation({
      content: 'public on an open list',
      userId: ben.userId,
      targetType: 'list',
      targetId: publicList,
      at: at(4),
    });
    await store.notes.insertAnnotation({
      content: 'public on a secret list',
      userId: ben.userId,
      targetType: 'list',
      targetId: privateList,
      at: at(5),
    });
    await store.notes.insertAnnotation({
      content: 'someone else’s',
      userId: ada.userId,
      targetType: 'work',
      targetId: ids.bookId,
    });

    const tag = (name: string, targetType: 'work' | 'person' | 'list', targetId: number, priv = false) =>
      store.tags.insertTag({ name, userId: ben.userId, targetType, targetId, priv });
    await tag('gold', 'work', ids.bookId);
    await tag('family', 'person', ids.personId, true);
    await tag('open list tag', 'list', publicList);
    await tag('secret list tag', 'list', privateList);
    await store.tags.insertTag({
      name: 'ada’s',
      userId: ada.userId,
      targetType: 'work',
      targetId: ids.bookId,
    });
  });

  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('shows others a user’s public notes only, never one on a private list, with titles and pages', async () => {
    const answer = await userNotes(deps, ada, 'ben', all);
    expect(answer.total).toBe(3);
    expect(answer.notes.map((n) => n.content)).toEqual([
      'public on an open list',
      'public on an edition',
      'public on a work',
    ]);
    const [onList, onEdition, onWork] = answer.notes;
    expect(onList?.target).toEqual({
      type: 'list',
      id: expect.any(Number),
      itemTitle: 'Ben’s open list',
      link: `/list/${onList?.target.id}`,
    });
    expect(onEdition?.target.link).toBe(`/work/${ids.bookId}/version/${versionId}`);
    expect(onWork?.target).toMatchObject({ type: 'work', id: ids.bookId, link: `/work/${ids.bookId}` });
    expect(onWork?.target.itemTitle).toEqual(expect.any(String));
    expect(JSON.stringify(await userNotes(deps, null, 'ben', all))).not.toContain('secret');
  });

  it('shows the owner every note of theirs, private ones and those on their private lists', async () => {
    const answer = await userNotes(deps, ben, 'ben', all);
    expect(answer.total).toBe(5);
    expect(answer.notes.map((n) => n.content)).toEqual([
      'public on a secret list',
      'public on an open list',
      'public on an edition',
      'private on a person',
      'public on a work',
    ]);
    const person = answer.notes.find((n) => n.target.type === 'person');
    expect(person).toMatchObject({ priv: true, target: { link: `/people/${ids.personId}` } });
    expect(answer.notes[0]?.target.itemTitle).toBe('Ben’s secret list');
  });

  it('shows a viewer allowed to see private profiles the private notes too (spec 03 §6)', async () => {
    const vic: Caller = { ...ada, roles: ['profileViewer'] };
    const answer = await userNotes(deps, vic, 'ben', all);
    expect(answer.total).toBe(5);
    expect(answer.notes.find((n) => n.content === 'private on a person')).toMatchObject({ priv: true });
    // Ada without the role still sees the public ones only.
    expect((await userNotes(deps, ada, 'ben', all)).total).toBe(3);
  });

  it('pages notes and says how many there are in all', async () => {
    const page = await userNotes(deps, ben, 'ben', { startPos: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 5, startPos: 2, pageSize: 2 });
    expect(page.notes.map((n) => n.content)).toEqual(['public on an edition', 'private on a person']);
    expect((await userNotes(deps, ben, 'ben', { startPos: 10, pageSize: 2 })).notes).toEqual([]);
  });

  it('chooses tags by visibility, and hides private ones and those on private lists from others', async () => {
    const names = async (caller: Caller | null, filter: Partial<typeof both> = {}) =>
      (await userTags(deps, caller, 'ben', { ...both, ...filter })).tags.map((t) => t.name).sort();
    expect(await names(ada)).toEqual(['gold', 'open list tag']);
    expect(await names(null)).toEqual(['gold', 'open list tag']);
    expect(await names(ben)).toEqual(['family', 'gold', 'open list tag', 'secret list tag']);
    expect(await names(ben, { includePublic: false })).toEqual(['family']);
    expect(await names(ben, { includePrivate: false })).toEqual(['gold', 'open list tag', 'secret list tag']);
    expect(await names(ada, { includePublic: false })).toEqual([]);
    const family = (await userTags(deps, ben, 'ben', both)).tags.find((t) => t.name === 'family');
    expect(family?.target).toMatchObject({
      type: 'person',
      id: ids.personId,
      link: `/people/${ids.personId}`,
    });
  });

  it('answers over HTTP with the documented shape, uncached, and 404 for no such user', async () => {
    const tags = await app.inject({ method: 'GET', url: '/api/tag/user/ben?pageSize=1' });
    expect(tags.statusCode).toBe(200);
    expect(tags.headers['cache-control']).toBe('private, no-store');
    expect(UserTagsSchema.parse(tags.json())).toMatchObject({ total: 2, pageSize: 1, startPos: 0 });
    const notes = await app.inject({ method: 'GET', url: '/api/annotation/user/ben' });
    expect(UserNotesSchema.parse(notes.json())).toMatchObject({ total: 3, pageSize: 20 });

    const missing = await app.inject({ method: 'GET', url: '/api/annotation/user/nobody' });
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(missing.json()).message).toBe('A(n) user with nobody could not be found');
  });

  it('refuses paging and flags it cannot read with a 400 naming the parameter', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'startPos=-1', 'includePrivate=maybe']) {
      const answer = await app.inject({ method: 'GET', url: `/api/tag/user/ben?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(ApiErrorSchema.parse(answer.json()).message).toContain(query.split('=')[0]);
    }
    const notes = await app.inject({ method: 'GET', url: '/api/annotation/user/ben?pageSize=abc' });
    expect(notes.statusCode).toBe(400);
  });
});
