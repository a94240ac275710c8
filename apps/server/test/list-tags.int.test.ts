import { ApiErrorSchema, TagsSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/** GET /api/tag/list/{id} (ADR 012): a list's tags read back like its notes. */
describe.each(await storesUnderTest())('the tags of a list on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  const lists = { public: 0, private: 0, ownersPrivate: 0 };
  let owner: Visitor;
  let stranger: Visitor;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const ada = await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada Reader' });
    const ben = await store.accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben Private' });
    lists.public = await store.lists.insertUserList({ userId: ada, title: 'Reading group' });
    lists.private = await store.lists.insertUserList({ userId: ben, title: 'Ben’s secrets', priv: true });
    await store.tags.insertTag({
      name: 'reading group',
      userId: ada,
      targetType: 'list',
      targetId: lists.public,
    });
    // Someone else's private tag on Ada's public list: never shown to anyone but them.
    await store.tags.insertTag({
      name: 'ben on ada list',
      userId: ben,
      targetType: 'list',
      targetId: lists.public,
      priv: true,
    });
    await store.tags.insertTag({
      name: 'ben secret',
      userId: ben,
      targetType: 'list',
      targetId: lists.private,
    });
    app = await testApp(store);

    // Signed-in callers: the owner of a private list with a public and a private tag, and a stranger.
    owner = await signedUpVisitor(app, store, 'lister@example.org');
    stranger = await signedUpVisitor(app, store, 'stranger@example.org');
    const ownerId = (await store.accounts.userIdByName('lister'))!;
    lists.ownersPrivate = await store.lists.insertUserList({
      userId: ownerId,
      title: 'My shelf',
      priv: true,
    });
    await store.tags.insertTag({
      name: 'to read',
      userId: ownerId,
      targetType: 'list',
      targetId: lists.ownersPrivate,
    });
    await store.tags.insertTag({
      name: 'my own label',
      userId: ownerId,
      targetType: 'list',
      targetId: lists.ownersPrivate,
      priv: true,
    });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('answers the public tags of a public list to an anonymous caller, cached like the notes', async () => {
    const res = await get(`/api/tag/list/${lists.public}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const { tags } = TagsSchema.parse(res.json());
    expect(tags.map((t) => t.name)).toEqual(['reading group']);
    expect(tags[0]).toMatchObject({ user: { displayName: 'Ada Reader' }, editable: false, priv: false });
  });

  it('treats a private list as missing to anonymous callers and to other users, as the notes call does', async () => {
    for (const visitor of [null, stranger]) {
      const res = await browserCall(app, visitor, 'GET', `/api/tag/list/${lists.ownersPrivate}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('to read');
      expect(ApiErrorSchema.parse(res.json()).message).toBe(
        `A(n) list with ${lists.ownersPrivate} could not be found`,
      );
      const notes = await browserCall(app, visitor, 'GET', `/api/annotation/list/${lists.ownersPrivate}`);
      expect(notes.statusCode).toBe(404);
    }
    expect((await get(`/api/tag/list/${lists.private}`)).statusCode).toBe(404);
  });

  it('answers the owner of a private list its tags, the private ones too, as theirs and not for caching', async () => {
    const res = await browserCall(app, owner, 'GET', `/api/tag/list/${lists.ownersPrivate}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { tags } = TagsSchema.parse(res.json());
    expect(tags.map((t) => [t.name, t.priv, t.editable])).toEqual([
      ['my own label', true, true],
      ['to read', false, true],
    ]);
  });

  it('answers unknown and malformed list ids with 404', async () => {
    expect((await get('/api/tag/list/987654')).statusCode).toBe(404);
    const malformed = await get('/api/tag/list/x1');
    expect(malformed.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(malformed.json()).message).toBe('A(n) list with x1 could not be found');
  });
});
