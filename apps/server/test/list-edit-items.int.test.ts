import { AddUrlItemSchema, LIST_MESSAGES, ListItemSchema, ListOrderSchema } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { callAs, listWorld, makeList, toldOn } from './list-world.ts';

/**
 * Changing a list's items (spec 03 §4, §5; ADR 038): moving, removing, notes, web addresses and
 * search results added, with the order kept whole and the list's audience told.
 */
describe.each(await storesUnderTest())('changing the items of a list on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true });

  it('moves an item and answers the new order; a position outside 1..size is refused', async () => {
    const list = await makeList(w);
    const move = (item: number, newSeq: number) =>
      callAs(w, 'owner', 'PUT', `/api/list/${list.listId}/move/${item}`, { newSeq });
    const res = await callAs(w, 'administrator', 'PUT', `/api/list/${list.listId}/move/${list.items.uri}`, {
      newSeq: 1,
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
      const bad = await move(list.items.uri, newSeq);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(LIST_MESSAGES.sequenceInvalid);
    }
    expect((await move(99999999, 1)).statusCode).toBe(404);
  });

  it('keeps positions 1..n, a permutation of the items, under many moves at once', async () => {
    const list = await makeList(w);
    const ids = Object.values(list.items);
    const moves = Array.from({ length: 24 }, (_, i) =>
      callAs(
        w,
        i % 2 === 0 ? 'owner' : 'administrator',
        'PUT',
        `/api/list/${list.listId}/move/${ids[(i * 5) % ids.length]}`,
        { newSeq: (i % ids.length) + 1 },
      ),
    );
    expect((await Promise.all(moves)).map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    const order = await w.store.lists.listOrder(list.listId);
    expect(order.map((o) => o.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order.map((o) => o.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('removes an item only while it holds the record named (409 otherwise), and closes the gap', async () => {
    const list = await makeList(w);
    const remove = (who: 'owner' | 'collaborator', item: number, target: string | number) =>
      callAs(w, who, 'DELETE', `/api/list/${list.listId}/remove/${item}/${encodeURIComponent(target)}`);
    const wrong = await remove('owner', list.items.book, w.ids.cartoonId);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(LIST_MESSAGES.itemTargetChanged);
    const byUrl = await remove('collaborator', list.items.uri, 'https://example.org/federation');
    expect(byUrl.json()).toEqual({ result: true });
    const site = await remove('owner', list.items.website, 'https://www.education.gov.au/');
    expect(site.json()).toEqual({ result: true });
    expect((await remove('owner', list.items.book, w.ids.bookId)).json()).toEqual({ result: true });
    const order = await w.store.lists.listOrder(list.listId);
    expect(order.map((o) => o.seq)).toEqual([1, 2, 3]);
    expect((await w.store.lists.listAccess(list.listId, null))?.list.itemCount).toBe(3);
    // Everyone on the list but the one who removed: the collaborator's removal, then the owner's.
    expect(await toldOn(w, list.listId, 'LIST_ITEMS_CHANGED')).toEqual([
      'administrator',
      'administrator',
      'administrator',
      'collaborator',
      'collaborator',
      'follower',
      'follower',
      'follower',
      'owner',
    ]);
  });

  it('sets, limits and clears an item’s note, telling the list’s audience', async () => {
    const list = await makeList(w);
    const url = `/api/list/${list.listId}/items/${list.items.person}`;
    const set = await callAs(w, 'collaborator', 'PUT', url, { note: 'Sworn in 1901' });
    expect(ListItemSchema.parse(set.json())).toMatchObject({ note: 'Sworn in 1901', noteEditable: true });
    const long = await callAs(w, 'collaborator', 'PUT', url, { note: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(LIST_MESSAGES.tooLong);
    expect((await callAs(w, 'administrator', 'PUT', url, { note: 'Edited' })).statusCode).toBe(403);
    const cleared = await callAs(w, 'administrator', 'PUT', url, { note: '  ' });
    expect(ListItemSchema.parse(cleared.json()).note).toBeNull();
    expect(await toldOn(w, list.listId, 'NOTES_CHANGED')).toEqual(['administrator', 'follower', 'owner']);
  });

  it('adds a web address at the end with the spec’s message, and refuses a bad one with its message', async () => {
    const list = await makeList(w);
    const url = `/api/list/${list.listId}/addUrlItem`;
    const res = await callAs(w, 'collaborator', 'POST', url, {
      reason: 'Useful',
      item: { id: ' https://example.org/x ', type: 'uri', description: 'Timeline' },
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
      const r = await callAs(w, 'owner', 'POST', url, { item: { type: 'uri', ...item }, reason });
      expect(r.statusCode).toBe(400);
      return r.json().message;
    };
    expect(await bad({ id: 'ftp://example.org', description: 'T' })).toBe(LIST_MESSAGES.urlInvalid);
    expect(await bad({ id: 'javascript:alert(1)', description: 'T' })).toBe(LIST_MESSAGES.urlInvalid);
    expect(await bad({ id: '', description: 'T' })).toBe(LIST_MESSAGES.requiredPlain);
    // Spec 03 §5 urlProtocol: https only, and the web archive's pages come from the Websites category.
    expect(await bad({ id: 'http://example.org/x', description: 'T' })).toBe(LIST_MESSAGES.urlInsecure);
    expect(
      await bad({ id: 'https://webarchive.nla.gov.au/awa/2020/https://example.org', description: 'T' }),
    ).toBe(LIST_MESSAGES.urlWebArchive);
    expect(await bad({ id: `https://e.org/${'a'.repeat(2048)}`, description: 'T' })).toBe(
      LIST_MESSAGES.tooLong,
    );
    expect(await bad({ id: 'https://e.org', description: 'x'.repeat(101) })).toBe(LIST_MESSAGES.tooLong);
    expect(await bad({ id: 'https://e.org', description: 'T' }, 'n'.repeat(50_001))).toBe(
      LIST_MESSAGES.tooLong,
    );
  });

  it('lets the people of a collaborative list add search results to it', async () => {
    const list = await makeList(w);
    const hidden = await makeList(w, { priv: true });
    const add = (who: 'collaborator' | 'stranger', listId: number) =>
      callAs(w, who, 'POST', '/api/list/addItems', {
        items: [{ id: w.ids.historyId, type: 'work' }],
        lists: [{ id: listId }],
      });
    expect((await add('collaborator', list.listId)).statusCode).toBe(200);
    expect((await add('stranger', list.listId)).statusCode).toBe(403);
    expect((await add('stranger', hidden.listId)).statusCode).toBe(404);
  });
});
