import { ApiErrorSchema, TagsSchema } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, listWorld } from './list-world.ts';

/** GET /api/tag/list/{id} (ADR 012): a list's tags read back like its notes. */
describe.each(await storesUnderTest())('the tags of a list on %s', (dialect) => {
  // Signed-in callers: the owner of a private list with a public and a private tag, and a stranger.
  const w = listWorld(dialect, { people: ['lister', 'stranger'] });
  const lists = { public: 0, private: 0, ownersPrivate: 0 };
  const get = (url: string) => w.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const { store } = w;
    const tag = (name: string, userId: number, listId: number, priv = false) =>
      store.tags.insertTag({ name, userId, targetType: 'list', targetId: listId, priv });
    const ada = await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada Reader' });
    const ben = await store.accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben Private' });
    lists.public = await store.lists.insertUserList({ userId: ada, title: 'Reading group' });
    lists.private = await store.lists.insertUserList({ userId: ben, title: 'Ben’s secrets', priv: true });
    await tag('reading group', ada, lists.public);
    // Someone else's private tag on Ada's public list: never shown to anyone but them.
    await tag('ben on ada list', ben, lists.public, true);
    await tag('ben secret', ben, lists.private);
    const ownerId = w.userIds.lister;
    lists.ownersPrivate = await store.lists.insertUserList({
      userId: ownerId,
      title: 'My shelf',
      priv: true,
    });
    await tag('to read', ownerId, lists.ownersPrivate);
    await tag('my own label', ownerId, lists.ownersPrivate, true);
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
    for (const who of ['anonymous', 'stranger'] as const) {
      const res = await callAs(w, who, 'GET', `/api/tag/list/${lists.ownersPrivate}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('to read');
      expect(ApiErrorSchema.parse(res.json()).message).toBe(
        `A(n) list with ${lists.ownersPrivate} could not be found`,
      );
      const notes = await callAs(w, who, 'GET', `/api/annotation/list/${lists.ownersPrivate}`);
      expect(notes.statusCode).toBe(404);
    }
    expect((await get(`/api/tag/list/${lists.private}`)).statusCode).toBe(404);
  });

  it('answers the owner of a private list its tags, the private ones too, as theirs and not for caching', async () => {
    const res = await callAs(w, 'lister', 'GET', `/api/tag/list/${lists.ownersPrivate}`);
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
