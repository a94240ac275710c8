import { MESSAGES } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { type MadeList, ROLES, type RoleName, callAs, listWorld, makeList } from './list-world.ts';

/**
 * Who may change a list and its items (spec 03 §4–§6; ADR 038): every write by every role on a
 * public list, and a private list missing for everyone not on it.
 */

interface WriteCall {
  name: string;
  call: (
    list: MadeList,
    personId: number,
  ) => { method: 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object };
  /** Who may make it; every other signed-in person gets 403, anonymous 401. */
  allowed: RoleName[];
}

const WRITES: WriteCall[] = [
  {
    name: 'PUT /list/:id/move/:item',
    call: (l) => ({
      method: 'PUT',
      url: `/api/list/${l.listId}/move/${l.items.book}`,
      payload: { newSeq: 3 },
    }),
    allowed: ['owner', 'administrator'],
  },
  {
    name: 'DELETE /list/:id/remove/:item (the owner’s item)',
    call: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}/remove/${l.items.book}` }),
    allowed: ['owner', 'administrator'],
  },
  {
    name: 'DELETE /list/:id/remove/:item (the collaborator’s item)',
    call: (l) => ({ method: 'DELETE', url: `/api/list/${l.listId}/remove/${l.items.uri}` }),
    allowed: ['owner', 'administrator', 'collaborator'],
  },
  {
    name: 'DELETE /list/:id/remove/:item/:target',
    call: (l, personId) => ({
      method: 'DELETE',
      url: `/api/list/${l.listId}/remove/${l.items.person}/${personId}`,
    }),
    allowed: ['owner', 'administrator', 'collaborator'],
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
    allowed: ['owner', 'administrator', 'collaborator'],
  },
  {
    name: 'POST /list/:id',
    call: (l) => ({
      method: 'POST',
      url: `/api/list/${l.listId}`,
      payload: { name: 'Renamed', priv: 'n', collaborative: true },
    }),
    allowed: ['owner', 'administrator'],
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
    allowed: ['owner', 'administrator'],
  },
];

describe.each(await storesUnderTest())('who may change a list on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true });

  describe.each(WRITES)('$name', ({ call, allowed }) => {
    it.each(ROLES)('on a public list, by %s', async (person) => {
      const { method, url, payload } = call(await makeList(w), w.ids.personId);
      const res = await callAs(w, person, method, url, payload);
      const expected = allowed.includes(person) ? 200 : person === 'anonymous' ? 401 : 403;
      expect(res.statusCode, res.body).toBe(expected);
      if (expected !== 200) expect(res.json().message).toBe(MESSAGES.noPermission);
    });

    it.each(['follower', 'stranger', 'blocked', 'anonymous'] as const)(
      'on a private list is not there for %s (404)',
      async (person) => {
        const list = await makeList(w, { priv: true });
        const { method, url, payload } = call(list, w.ids.personId);
        const res = await callAs(w, person, method, url, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: 'not_found',
          message: MESSAGES.notFound('list', String(list.listId)),
        });
      },
    );
  });
});
