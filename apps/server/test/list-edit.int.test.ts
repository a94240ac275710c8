import {
  LIST_MESSAGES,
  ListItemSchema,
  ListManageSchema,
  ListOrderSchema,
  MESSAGES,
  AddUrlItemSchema,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedFixtures } from './fixtures.ts';
import { TEST_CONFIG } from './helpers.ts';
import { usernameFor } from '../../../e2e/support/usernames.ts';

/** The administrator's user name: 'admin' is reserved (ADR 039), so the account chose 'adminx'. */
const ADMIN_NAME = usernameFor('admin@example.org');
import {
  type ListWorld,
  type MadeList,
  type Person,
  PEOPLE,
  callAs,
  makeList,
  peopleOf,
} from './list-core-support.ts';

/** Managing a list by every kind of person, and the state changes it brings (spec 03 §4–§6; ADR 038). */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface WriteCall {
  name: string;
  call: (list: MadeList) => { method: Method; url: string; payload?: object };
  /** Who may make it; every other signed-in person gets 403, anonymous 401. */
  allowed: Person[];
}

const WRITES: WriteCall[] = [
  {
    name: 'PUT /list/:id/move/:item',
    call: (l) => ({
      method: 'PUT',
      url: `/api/list/${l.listId}/move/${l.items.book}`,
      payload: { newSeq: 3 },
    }),
    allowed: ['owner', 'admin'],
  },
  {
    name: 'DELETE /list/:id/remove/:item (the owner’s item)',
    call: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}/remove/${l.items.book}` }),
    allowed: ['owner', 'admin'],
  },
  {
    name: 'DELETE /list/:id/remove/:item (the collaborator’s item)',
    call: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}/remove/${l.items.uri}` }),
    allowed: ['owner', 'admin', 'collaborator'],
  },
  {
    name: 'DELETE /list/:id/remove/:item/:target',
    call: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}/remove/${l.items.person}/PERSON` }),
    allowed: ['owner', 'admin', 'collaborator'],
  },
  {
    name: 'PUT /list/:id/items/:item (a note on the collaborator’s item)',
    call: (l) => ({
      method: 'PUT',
      url: `/api/list/${l.listId}/items/${l.items.person}`,
      payload: { note: 'New' },
    }),
    allowed: ['owner', 'collaborator'],
  },
  {
    name: 'POST /list/:id/addUrlItem',
    call: (l) => ({
      method: 'POST',
      url: `/api/list/${l.listId}/addUrlItem`,
      payload: { reason: 'See', item: { id: 'https://example.org/a', type: 'uri', description: 'A page' } },
    }),
    allowed: ['owner', 'admin', 'collaborator'],
  },
  {
    name: 'POST /list/:id',
    call: (l) => ({
      method: 'POST',
      url: `/api/list/${l.listId}`,
      payload: { name: 'Renamed', priv: 'n', collaborative: true },
    }),
    allowed: ['owner', 'admin'],
  },
  {
    name: 'DELETE /list/:id',
    call: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}` }),
    allowed: ['owner'],
  },
  {
    name: 'POST /list/:id/thumbnail',
    call: (l) => ({
      method: 'POST',
      url: `/api/list/${l.listId}/thumbnail`,
      payload: { thumbnailUrl: null },
    }),
    allowed: ['owner', 'admin'],
  },
];

describe.each(await storesUnderTest())('managing lists on %s', (dialect) => {
  let app: FastifyInstance;
  let store: Store;
  let w: ListWorld;
  let versionId: number;

  const make = (priv = false) => makeList(w, { priv, versionId });
  const send = (person: Person, req: { method: Method; url: string; payload?: object }) =>
    callAs(w, person, req.method, req.url, req.payload);
  const events = (listId: number, category: string) =>
    queryBuilderOf(store)
      .selectFrom('listEvent')
      .innerJoin('userAccount', 'userAccount.id', 'listEvent.userId')
      .select(['userAccount.username', 'listEvent.details'])
      .where('listEvent.listId', '=', listId)
      .where('listEvent.category', '=', category as never)
      .orderBy('userAccount.username')
      .execute();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const ids = await seedFixtures(store);
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, logger: false });
    w = { app, store, ids, ...(await peopleOf(app, store)) };
    versionId = (
      await queryBuilderOf(store)
        .selectFrom('version')
        .select('id')
        .where('workId', '=', ids.cartoonId)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  describe.each(WRITES)('$name', ({ call, allowed }) => {
    it.each(PEOPLE)('on a public list, by %s', async (person) => {
      const list = await make();
      const req = call(list);
      if (req.url.endsWith('/PERSON')) req.url = req.url.replace('PERSON', String(w.ids.personId));
      const res = await send(person, req);
      const expected = allowed.includes(person) ? 200 : person === 'anonymous' ? 401 : 403;
      expect(res.statusCode, res.body).toBe(expected);
      if (expected !== 200) expect(res.json().message).toBe(MESSAGES.noPermission);
    });

    it.each(['follower', 'stranger', 'blocked', 'anonymous'] as const)(
      'on a private list is not there for %s (404)',
      async (person) => {
        const list = await make(true);
        const res = await send(person, call(list));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: 'not_found',
          message: MESSAGES.notFound('list', String(list.listId)),
        });
      },
    );
  });

  it('moves an item and answers the new order; a position outside 1..size is refused', async () => {
    const list = await make();
    const res = await send('admin', {
      method: 'PUT',
      url: `/api/list/${list.listId}/move/${list.items.uri}`,
      payload: { newSeq: 1 },
    });
    const order = ListOrderSchema.parse(res.json()).all;
    expect(order.map((o) => o.id)).toEqual([
      list.items.uri,
      list.items.book,
      list.items.article,
      list.items.person,
      list.items.version,
      list.items.website,
    ]);
    expect(order.map((o) => o.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const newSeq of [0, 7, -1]) {
      const bad = await send('owner', {
        method: 'PUT',
        url: `/api/list/${list.listId}/move/${list.items.uri}`,
        payload: { newSeq },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(LIST_MESSAGES.sequenceInvalid);
    }
    const other = await send('owner', {
      method: 'PUT',
      url: `/api/list/${list.listId}/move/99999999`,
      payload: { newSeq: 1 },
    });
    expect(other.statusCode).toBe(404);
  });

  it('keeps positions 1..n, a permutation of the items, under many moves at once', async () => {
    const list = await make();
    const ids = Object.values(list.items);
    const moves = Array.from({ length: 24 }, (_, i) =>
      send(i % 2 === 0 ? 'owner' : 'admin', {
        method: 'PUT',
        url: `/api/list/${list.listId}/move/${ids[(i * 5) % ids.length]}`,
        payload: { newSeq: (i % ids.length) + 1 },
      }),
    );
    expect((await Promise.all(moves)).map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    const order = await store.lists.listOrder(list.listId);
    expect(order.map((o) => o.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order.map((o) => o.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('removes an item only while it holds the record named (409 otherwise), and closes the gap', async () => {
    const list = await make();
    const wrong = await send('owner', {
      method: 'DELETE',
      url: `/api/list/${list.listId}/remove/${list.items.book}/${w.ids.cartoonId}`,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(LIST_MESSAGES.itemTargetChanged);
    const byUrl = await send('collaborator', {
      method: 'DELETE',
      url: `/api/list/${list.listId}/remove/${list.items.uri}/${encodeURIComponent('https://example.org/federation')}`,
    });
    expect(byUrl.json()).toEqual({ result: true });
    const site = await send('owner', {
      method: 'DELETE',
      url: `/api/list/${list.listId}/remove/${list.items.website}/${encodeURIComponent('https://www.education.gov.au/')}`,
    });
    expect(site.json()).toEqual({ result: true });
    const ok = await send('owner', {
      method: 'DELETE',
      url: `/api/list/${list.listId}/remove/${list.items.book}/${w.ids.bookId}`,
    });
    expect(ok.json()).toEqual({ result: true });
    const order = await store.lists.listOrder(list.listId);
    expect(order.map((o) => o.seq)).toEqual([1, 2, 3]);
    expect((await store.lists.listAccess(list.listId, null))?.list.itemCount).toBe(3);
    // Everyone on the list but the one who removed: the collaborator's removal, then the owner's.
    const told = await events(list.listId, 'LIST_ITEMS_CHANGED');
    expect(told.map((e) => e.username)).toEqual([
      ADMIN_NAME,
      ADMIN_NAME,
      ADMIN_NAME,
      'collaborator',
      'collaborator',
      'follower',
      'follower',
      'follower',
      'owner',
    ]);
  });

  it('sets, limits and clears an item’s note, telling the list’s audience', async () => {
    const list = await make();
    const url = `/api/list/${list.listId}/items/${list.items.person}`;
    const set = await send('collaborator', { method: 'PUT', url, payload: { note: 'Sworn in 1901' } });
    expect(ListItemSchema.parse(set.json())).toMatchObject({ note: 'Sworn in 1901', noteEditable: true });
    const long = await send('collaborator', { method: 'PUT', url, payload: { note: 'x'.repeat(4001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(LIST_MESSAGES.tooLong);
    expect((await send('admin', { method: 'PUT', url, payload: { note: 'Edited' } })).statusCode).toBe(403);
    const cleared = await send('admin', { method: 'PUT', url, payload: { note: '  ' } });
    expect(ListItemSchema.parse(cleared.json()).note).toBeNull();
    expect((await events(list.listId, 'NOTES_CHANGED')).map((e) => e.username)).toEqual([
      ADMIN_NAME,
      'follower',
      'owner',
    ]);
  });

  it('adds a web address at the end with the spec’s message, and refuses a bad one with its message', async () => {
    const list = await make();
    const url = `/api/list/${list.listId}/addUrlItem`;
    const res = await send('collaborator', {
      method: 'POST',
      url,
      payload: {
        reason: 'Useful',
        item: { id: ' https://example.org/x ', type: 'uri', description: 'Timeline' },
      },
    });
    const added = AddUrlItemSchema.parse(res.json());
    expect(added.message).toBe("Added 'Timeline' to the end of this list.");
    expect(added.item).toMatchObject({
      listSeq: 7,
      target: 'https://example.org/x',
      note: 'Useful',
      type: 'webpage',
    });
    const bad = async (item: object, reason?: string) => {
      const r = await send('owner', {
        method: 'POST',
        url,
        payload: { item: { type: 'uri', ...item }, reason },
      });
      expect(r.statusCode).toBe(400);
      return r.json().message;
    };
    expect(await bad({ id: 'ftp://example.org', description: 'T' })).toBe(LIST_MESSAGES.urlInvalid);
    expect(await bad({ id: 'javascript:alert(1)', description: 'T' })).toBe(LIST_MESSAGES.urlInvalid);
    expect(await bad({ id: '', description: 'T' })).toBe(LIST_MESSAGES.requiredPlain);
    expect(await bad({ id: `https://e.org/${'a'.repeat(2048)}`, description: 'T' })).toBe(
      LIST_MESSAGES.tooLong,
    );
    expect(await bad({ id: 'https://e.org', description: 'x'.repeat(101) })).toBe(LIST_MESSAGES.tooLong);
    expect(await bad({ id: 'https://e.org', description: 'T' }, 'n'.repeat(50_001))).toBe(
      LIST_MESSAGES.tooLong,
    );
  });

  it('refuses details the spec’s rules refuse', async () => {
    const list = await make();
    const update = async (payload: object) => {
      const r = await send('owner', { method: 'POST', url: `/api/list/${list.listId}`, payload });
      expect(r.statusCode).toBe(400);
      return r.json().message;
    };
    expect(await update({ name: '  ', priv: 'n' })).toBe(LIST_MESSAGES.titleRequired);
    expect(await update({ name: 'T' })).toBe(LIST_MESSAGES.visibilityRequired);
    expect(await update({ name: 'T', priv: 'n', description: 'd'.repeat(100_000) })).toBe(
      LIST_MESSAGES.tooLong,
    );
    expect(await update({ name: 'T', priv: 'y', collaborative: true })).toBe(
      LIST_MESSAGES.collaborativeNeedsPublic,
    );
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', w.userIds.owner)
      .execute();
    try {
      expect(await update({ name: 'T', priv: 'n', collaborative: true })).toBe(
        LIST_MESSAGES.collaborativeNeedsPublicProfile,
      );
    } finally {
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('id', '=', w.userIds.owner)
        .execute();
    }
  });

  it('turning a list private without a word on collaboration ends it', async () => {
    const list = await make();
    const res = await send('owner', {
      method: 'POST',
      url: `/api/list/${list.listId}`,
      payload: { name: 'Shut', priv: 'y' },
    });
    expect(res.statusCode).toBe(200);
    expect(ListManageSchema.parse(res.json())).toMatchObject({
      priv: true,
      collaborative: false,
      collaborators: [],
    });
  });

  it('turning a list private deletes others’ tags and notes on it and ends collaboration with their items', async () => {
    const list = await make();
    await store.tags.insertTag({
      name: 'owner tag',
      userId: w.userIds.owner,
      targetType: 'list',
      targetId: list.listId,
    });
    await store.tags.insertTag({
      name: 'stranger tag',
      userId: w.userIds.stranger,
      targetType: 'list',
      targetId: list.listId,
    });
    await store.notes.insertAnnotation({
      content: 'admin note',
      userId: w.userIds.admin,
      targetType: 'list',
      targetId: list.listId,
    });
    const res = await send('owner', {
      method: 'POST',
      url: `/api/list/${list.listId}`,
      payload: { name: 'Quiet now', description: 'Mine', priv: 'y', collaborative: false },
    });
    expect(res.statusCode).toBe(200);
    const manage = ListManageSchema.parse(res.json());
    expect(manage).toMatchObject({
      title: 'Quiet now',
      priv: true,
      collaborative: false,
      collaborators: [],
      numItems: 3,
    });
    const db = queryBuilderOf(store);
    const tags = await db
      .selectFrom('tag')
      .select('name')
      .where('targetType', '=', 'list')
      .where('targetId', '=', list.listId)
      .execute();
    expect(tags.map((t) => t.name)).toEqual(['owner tag']);
    expect(
      await db
        .selectFrom('annotation')
        .select('id')
        .where('targetType', '=', 'list')
        .where('targetId', '=', list.listId)
        .execute(),
    ).toEqual([]);
    expect((await send('collaborator', { method: 'GET', url: `/api/list/${list.listId}` })).statusCode).toBe(
      404,
    );
    expect((await events(list.listId, 'COLLAB_LIST_NOT_COLLABORATIVE')).map((e) => e.username)).toEqual([
      ADMIN_NAME,
      'collaborator',
    ]);
    const changed = await events(list.listId, 'LIST_CHANGED');
    expect(changed.map((e) => e.username)).toEqual(['follower']);
    expect(JSON.parse(changed[0]!.details)).toMatchObject({
      nameChanged: true,
      descriptionChanged: true,
      facebookChanged: false,
      listTitle: 'Quiet now',
    });
  });

  it('ending collaboration removes collaborators with their items and their notes and tags on the list', async () => {
    const list = await make();
    await store.tags.insertTag({
      name: 'collab tag',
      userId: w.userIds.collaborator,
      targetType: 'list',
      targetId: list.listId,
    });
    await store.tags.insertTag({
      name: 'stranger tag',
      userId: w.userIds.stranger,
      targetType: 'list',
      targetId: list.listId,
    });
    const res = await send('admin', {
      method: 'POST',
      url: `/api/list/${list.listId}`,
      payload: { name: 'Federation sources', description: 'For the essay', priv: 'n', collaborative: false },
    });
    expect(res.statusCode).toBe(200);
    expect(ListManageSchema.parse(res.json())).toMatchObject({
      collaborative: false,
      collaborators: [],
      numItems: 3,
    });
    const tags = await queryBuilderOf(store)
      .selectFrom('tag')
      .select('name')
      .where('targetType', '=', 'list')
      .where('targetId', '=', list.listId)
      .orderBy('name')
      .execute();
    expect(tags.map((t) => t.name)).toEqual(['stranger tag']);
    expect((await store.lists.listOrder(list.listId)).map((o) => o.id)).toEqual([
      list.items.book,
      list.items.article,
      list.items.website,
    ]);
  });

  it('deletes a list for its owner, with the tags on it, and tells everyone else on it', async () => {
    const list = await make();
    await store.tags.insertTag({
      name: 'doomed',
      userId: w.userIds.follower,
      targetType: 'list',
      targetId: list.listId,
    });
    const res = await send('owner', { method: 'DELETE', url: `/api/list/${list.listId}` });
    expect(res.json()).toEqual({ result: true });
    expect((await send('owner', { method: 'GET', url: `/api/list/${list.listId}` })).statusCode).toBe(404);
    expect(
      await queryBuilderOf(store).selectFrom('tag').select('id').where('name', '=', 'doomed').execute(),
    ).toEqual([]);
    expect((await events(list.listId, 'LIST_DELETED')).map((e) => e.username)).toEqual([
      ADMIN_NAME,
      'collaborator',
      'follower',
    ]);
    const logged = await queryBuilderOf(store)
      .selectFrom('searchChange')
      .select('id')
      .where('entityType', '=', 'list')
      .where('entityId', '=', list.listId)
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  it('takes only an image an item offers as the list’s image', async () => {
    const list = await make();
    const url = `/api/list/${list.listId}/thumbnail`;
    const refused = await send('owner', {
      method: 'POST',
      url,
      payload: { thumbnailUrl: 'https://evil.example/x.png' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LIST_MESSAGES.thumbnailNotOffered);
    const image = 'https://nla.gov.au/nla.obj-1/image?wid=300';
    expect((await send('admin', { method: 'POST', url, payload: { thumbnailUrl: image } })).json()).toEqual({
      thumbnailUrl: image,
    });
    expect((await store.lists.listAccess(list.listId, null))?.list.thumbnailUrl).toBe(image);
    const told = await events(list.listId, 'LIST_CHANGED');
    expect(JSON.parse(told[0]!.details)).toMatchObject({ repImageChanged: true });
  });

  it('lets the people of a collaborative list add search results to it', async () => {
    const list = await make();
    const res = await send('collaborator', {
      method: 'POST',
      url: '/api/list/addItems',
      payload: { items: [{ id: w.ids.historyId, type: 'work' }], lists: [{ id: list.listId }] },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await send('stranger', {
          method: 'POST',
          url: '/api/list/addItems',
          payload: { items: [{ id: w.ids.historyId, type: 'work' }], lists: [{ id: list.listId }] },
        })
      ).statusCode,
    ).toBe(403);
    const hidden = await make(true);
    expect(
      (
        await send('stranger', {
          method: 'POST',
          url: '/api/list/addItems',
          payload: { items: [{ id: w.ids.historyId, type: 'work' }], lists: [{ id: hidden.listId }] },
        })
      ).statusCode,
    ).toBe(404);
  });
});
