import {
  AddListItemsSchema,
  ApiErrorSchema,
  BulkDeleteTagsSchema,
  LIST_WRITE_MESSAGES,
  MESSAGES,
} from '@trove/contracts';
import { storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { listWorld } from './list-world.ts';

describe.each(await storesUnderTest())('adding search results to lists on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true, people: ['reader', 'other'] });
  let reader: Visitor;
  let other: Visitor;

  const call = (visitor: Visitor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    browserCall(w.app, visitor, method, url, payload);
  const add = (visitor: Visitor | null, payload: object) =>
    call(visitor, 'POST', '/api/list/addItems', payload);
  const works = () => [
    { id: w.ids.bookId, type: 'work', format: 'Book' },
    { id: w.ids.cartoonId, type: 'work', format: 'Cartoon' },
    { id: w.ids.articleId, type: 'newspaper', format: 'Article' },
  ];
  const message = async (payload: object) => {
    const res = await add(reader, payload);
    expect(res.statusCode).toBe(400);
    return ApiErrorSchema.parse(res.json()).message;
  };

  beforeAll(() => {
    ({ reader, other } = w.visitors);
  });

  it('documents the calls in the OpenAPI', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.paths['/api/list/addItems']?.post).toBeDefined();
    expect(doc.paths['/api/list/summary/user/{user}']?.get).toBeDefined();
  });

  it('refuses anonymous callers (401)', async () => {
    const res = await add(null, { items: works(), lists: [{ name: 'Mine', priv: true }] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorised', message: MESSAGES.noPermission });
  });

  it('creates a private list holding three results, then adds to it again without repeats', async () => {
    const res = await add(reader, {
      items: works(),
      lists: [{ name: '  Federation  ', description: 'For the essay', priv: true, collaborative: false }],
      reason: 'Sources',
    });
    expect(res.statusCode).toBe(200);
    const body = AddListItemsSchema.parse(res.json());
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.name).toBe('Federation');
    expect(body.items[0]?.createdItemIds).toHaveLength(3);
    expect(body).toMatchObject({ errors: [], userAchievement: null });

    const mine = (await call(reader, 'GET', '/api/list/summary/user/reader')).json();
    expect(mine.lists).toEqual([
      expect.objectContaining({
        name: 'Federation',
        priv: true,
        numItems: 3,
        editable: true,
        userId: 'reader',
      }),
    ]);
    // A private list is the owner's alone.
    expect((await call(other, 'GET', '/api/list/summary/user/reader')).json()).toEqual({ lists: [] });
    expect((await call(null, 'GET', '/api/list/summary/user/nobody')).statusCode).toBe(404);

    const again = AddListItemsSchema.parse(
      (
        await add(reader, {
          items: [...works(), { id: w.ids.personId, type: 'people' }],
          lists: [{ id: mine.lists[0].id }],
        })
      ).json(),
    );
    expect(again.items[0]?.createdItemIds).toHaveLength(1);
    expect(again.errors).toEqual([LIST_WRITE_MESSAGES.alreadyOnList(3, 'Federation')]);
    const note = await queryBuilderOf(w.store)
      .selectFrom('listItem')
      .select('note')
      .where('listId', '=', mine.lists[0].id)
      .execute();
    expect(note.map((n) => n.note)).toEqual(['Sources', 'Sources', 'Sources', null]);
  });

  it('adds an edition as a version item, and refuses one that is not there (issue 29 point 2)', async () => {
    const { id: versionId } = await queryBuilderOf(w.store)
      .selectFrom('version')
      .select('id')
      .where('workId', '=', w.ids.cartoonId)
      .executeTakeFirstOrThrow();
    const res = await add(reader, {
      items: [{ id: versionId, type: 'version' }],
      lists: [{ name: 'Editions', priv: true }],
    });
    expect(res.statusCode).toBe(200);
    const [created] = AddListItemsSchema.parse(res.json()).items[0]!.createdItemIds;
    const item = await queryBuilderOf(w.store)
      .selectFrom('listItem')
      .select(['targetType', 'targetId'])
      .where('id', '=', created!)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ targetType: 'version', targetId: versionId });
    const missing = await add(reader, {
      items: [{ id: 99_999_999, type: 'version' }],
      lists: [{ name: 'X', priv: true }],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a public list to others, and refuses adding to someone else’s list (403)', async () => {
    const created = AddListItemsSchema.parse(
      (await add(other, { items: works().slice(0, 1), lists: [{ name: 'Open shelf', priv: false }] })).json(),
    );
    expect(created.items[0]?.name).toBe('Open shelf');
    const seen = (await call(reader, 'GET', '/api/list/summary/user/other')).json();
    expect(seen.lists).toEqual([
      expect.objectContaining({
        name: 'Open shelf',
        priv: false,
        numItems: 1,
        editable: false,
        userId: 'other',
      }),
    ]);
    const refused = await add(reader, { items: works(), lists: [{ id: seen.lists[0].id }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.noPermission);
    const noList = await add(reader, { items: works(), lists: [{ id: 999999 }] });
    expect(noList.statusCode).toBe(404);
    expect(noList.json().message).toBe(MESSAGES.notFound('list', '999999'));
  });

  it('answers the list rules in the spec’s words', async () => {
    expect(await message({ items: works(), lists: [] })).toBe('Select at least one available list to add to');
    expect(await message({ items: works(), lists: [{ name: '  ', priv: true }] })).toBe(
      'A name for the new list is required',
    );
    // Spec 03 §5 List rules, word for word ('tag' as the spec has it).
    expect(await message({ items: works(), lists: [{ name: 'No visibility' }] })).toBe(
      'You must specify the visibility of this tag',
    );
    expect(
      await message({ items: works(), lists: [{ name: 'Team', priv: true, collaborative: true }] }),
    ).toBe('Only public lists can be collaborative.');
    // Profiles are public unless their owner says otherwise (ADR 038); a private one may not collaborate.
    const profile = (on: number) =>
      queryBuilderOf(w.store)
        .updateTable('userAccount')
        .set({ profilePublic: on })
        .where('username', '=', 'reader')
        .execute();
    await profile(0);
    expect(
      await message({ items: works(), lists: [{ name: 'Team', priv: false, collaborative: true }] }),
    ).toBe('You can only collaborate on lists if your profile is publicly visible');
    await profile(1);
    // The generic too-long message names no field: the details do.
    const long = await add(reader, {
      items: works(),
      lists: [{ name: 'Long', priv: true, description: 'x'.repeat(2001) }],
    });
    expect(long.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(long.json())).toMatchObject({
      message: 'The provided value is too long',
      details: { field: 'description' },
    });
    const longReason = await add(reader, {
      items: works(),
      lists: [{ name: 'Long', priv: true }],
      reason: 'x'.repeat(50_001),
    });
    expect(ApiErrorSchema.parse(longReason.json())).toMatchObject({
      message: 'The provided value is too long',
      details: { field: 'reason' },
    });
    expect(
      await message({
        items: [{ id: w.ids.websiteId, type: 'website' }],
        lists: [{ name: 'Web', priv: true }],
      }),
    ).toBe('Websites and lists cannot be added to a list.');
    // At the limits exactly, the list is made.
    const edge = await add(reader, {
      items: works().slice(0, 1),
      lists: [{ name: 'Edge', priv: true, description: 'd'.repeat(2000) }],
      reason: 'r'.repeat(50_000),
    });
    expect(edge.statusCode).toBe(200);
    const noWork = await add(reader, {
      items: [{ id: 987654, type: 'work' }],
      lists: [{ name: 'X', priv: true }],
    });
    expect(noWork.statusCode).toBe(404);
    // The shared wording names what is missing, as merge, split and tag do (spec 03 §8).
    expect(noWork.json().message).toBe(MESSAGES.notFound('work', '987654'));
  });

  it('keeps a list name and description with markup as inert text in every answer that names the list', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const description = '<script>alert(1)</script> & <b onmouseover="x()">bold</b>';
    const res = await add(reader, {
      items: works().slice(0, 1),
      lists: [{ name, description, priv: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(AddListItemsSchema.parse(res.json()).items[0]?.name).toBe(name);

    // Stored exactly as typed: pages render it as text, so the markup stays inert.
    const stored = await queryBuilderOf(w.store)
      .selectFrom('userList')
      .select(['title', 'description'])
      .where('title', '=', name)
      .execute();
    expect(stored).toEqual([{ title: name, description }]);

    const summary = await call(other, 'GET', '/api/list/summary/user/reader');
    expect(summary.headers['content-type']).toMatch(/^application\/json/);
    expect(summary.json().lists.map((l: { name: string }) => l.name)).toContain(name);
    const containing = await call(null, 'GET', `/api/list/containing/work/${w.ids.bookId}`);
    expect(containing.headers['content-type']).toMatch(/^application\/json/);
    expect(containing.json().containing.map((l: { title: string }) => l.title)).toContain(name);
  });

  it('removes tags in bulk by name and visibility: anyone’s for a data manager, only one’s own otherwise', async () => {
    const manager = await signedUpVisitor(w.app, w.store, 'manager@example.org', 'dataManager');
    const targets = [
      { type: 'work', id: w.ids.bookId },
      { type: 'work', id: w.ids.cartoonId },
    ];
    const tag = (visitor: Visitor, content: string, priv: boolean) =>
      call(visitor, 'POST', '/api/tag', { targets, tags: [{ content, priv }] });
    expect((await tag(reader, 'Goldfields', true)).statusCode).toBe(200);
    expect((await tag(other, 'goldfields', false)).statusCode).toBe(200);
    const remove = (visitor: Visitor | null, priv: boolean | null) =>
      call(visitor, 'POST', '/api/tag/bulkDelete', { targets, tags: [{ content: 'GOLDFIELDS', priv }] });

    expect((await remove(null, null)).statusCode).toBe(401);
    // The old shape is refused.
    expect((await call(manager, 'POST', '/api/tag/bulkDelete', { ids: [1] })).statusCode).toBe(400);
    // Someone else's public tags stay; the reader's own private ones go.
    const own = BulkDeleteTagsSchema.parse((await remove(reader, null)).json());
    expect(own.items.map((t) => [t.workId, t.content])).toEqual([
      [w.ids.bookId, 'Goldfields'],
      [w.ids.cartoonId, 'Goldfields'],
    ]);
    // Private only: nothing left of that visibility.
    expect(BulkDeleteTagsSchema.parse((await remove(manager, true)).json()).items).toEqual([]);
    const publicOnes = BulkDeleteTagsSchema.parse((await remove(manager, false)).json());
    expect(publicOnes.items.map((t) => t.content)).toEqual(['goldfields', 'goldfields']);
    const left = await queryBuilderOf(w.store)
      .selectFrom('tag')
      .select('id')
      .where('name', 'in', ['Goldfields', 'goldfields'])
      .execute();
    expect(left).toEqual([]);
  });
});
