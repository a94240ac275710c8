import type { WriteTarget } from '@trove/contracts';
import { type Store } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import { type Visitor, browserCall } from './auth-visitor.ts';
import type { Fixtures } from './fixtures.ts';
import { solvedPayload } from './human-check.ts';
import { queryBuilderOf } from '@trove/db/test-support';

/**
 * The API calls of the authorisation matrix (authorisation-matrix.int.test.ts): each makes, fresh
 * for every call, what it touches, and says how to read what it would change. The reads are in
 * authorisation-reads.ts.
 */

/** What the calls act on: the seeded records and the account that owns things. */
export interface World {
  app: FastifyInstance;
  store: Store;
  ids: Fixtures;
  /** An edition of ids.bookId. */
  versionId: number;
  ownerId: number;
  /** The owner's finished download. */
  downloadId: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** JSON, or plain text (POST /profile/user/email). */
  payload?: object | string;
  /** Headers of a body that is not JSON (a multipart upload's content type). */
  headers?: Record<string, string>;
}

export interface Prepared {
  request: ApiRequest;
  /** The id a 404 names. */
  subject?: string;
  /** Reads what the call would change, before and after it (absent for reads). */
  effect?: (caller: Visitor | null) => Promise<unknown>;
  /** Text of the owner's private thing a read may or may not show. */
  secret?: string;
}

export interface Endpoint {
  name: string;
  prepare(world: World): Promise<Prepared>;
  /** The call ends the caller's session, so it is made from a session of its own. */
  endsSession?: boolean;
}

let serial = 0;
/** A name no other call uses, so an effect counts only its own call's rows. */
export const fresh = (label: string) => `${label} ${++serial}`;

const rowCount = async (rows: Promise<unknown[]>) => (await rows).length;

const tagsNamed = (w: World, name: string) =>
  rowCount(queryBuilderOf(w.store).selectFrom('tag').select('id').where('name', '=', name).execute());
const tagExists = (w: World, id: number) =>
  rowCount(queryBuilderOf(w.store).selectFrom('tag').select('id').where('id', '=', id).execute());
const notesWith = (w: World, content: string) =>
  rowCount(
    queryBuilderOf(w.store).selectFrom('annotation').select('id').where('content', '=', content).execute(),
  );
const noteRow = (w: World, id: number) =>
  queryBuilderOf(w.store)
    .selectFrom('annotation')
    .select(['content', 'priv'])
    .where('id', '=', id)
    .executeTakeFirst();

const ownersList = (w: World, priv: boolean) =>
  w.store.lists.insertUserList({ userId: w.ownerId, title: fresh('Owner list'), priv });

/** A new work of two editions, so an edition can be separated or the work merged. */
export async function twoEditionWork(w: World): Promise<{ workId: number; versionIds: number[] }> {
  const groupKey = fresh('authz-group');
  const edition = (n: number) =>
    w.store.catalogue.saveWork({
      work: { source: 'test', sourceId: `w-${groupKey}`, groupKey, title: 'Regrouped', category: 'books' },
      version: { source: 'test', sourceId: `v-${groupKey}-${n}`, title: `Regrouped (${n})`, format: 'Book' },
    });
  const saved = [await edition(1), await edition(2)];
  return { workId: saved[0]!.workId, versionIds: saved.map((s) => s.versionId) };
}

export const verifyHumanCheck: Endpoint = {
  name: 'POST /captcha/verify',
  prepare: async (w) => ({
    request: {
      method: 'POST',
      url: '/api/captcha/verify',
      payload: { recaptchaResponse: await solvedPayload(w.app) },
    },
    effect: () => rowCount(queryBuilderOf(w.store).selectFrom('captchaSpent').select('signature').execute()),
  }),
};

export const addTag = (visibility: 'public' | 'private'): Endpoint => ({
  name: `POST /tag (${visibility})`,
  prepare: async (w) => {
    const name = fresh(`${visibility} tag`);
    return {
      request: {
        method: 'POST',
        url: '/api/tag',
        payload: {
          targets: [{ type: 'work', id: w.ids.bookId }],
          tags: [{ content: name, priv: visibility === 'private' }],
        },
      },
      effect: () => tagsNamed(w, name),
    };
  },
});

export const tagOwnersPrivateList: Endpoint = {
  name: "POST /tag (public) on the owner's private list",
  prepare: async (w) => {
    const listId = await ownersList(w, true);
    const name = fresh('list tag');
    return {
      request: {
        method: 'POST',
        url: '/api/tag',
        payload: { targets: [{ type: 'list', id: listId }], tags: [{ content: name, priv: false }] },
      },
      subject: String(listId),
      effect: () => tagsNamed(w, name),
    };
  },
};

export const removeTag = (whose: 'owner' | 'anonymous'): Endpoint => ({
  name: `DELETE /tag/:id (${whose === 'owner' ? "the owner's" : 'an anonymous'} tag)`,
  prepare: async (w) => {
    const id = await w.store.tags.insertTag({
      name: fresh('removable'),
      userId: whose === 'owner' ? w.ownerId : null,
      targetType: 'work',
      targetId: w.ids.bookId,
    });
    return { request: { method: 'DELETE', url: `/api/tag/${id}` }, effect: () => tagExists(w, id) };
  },
});

export const bulkRemoveOwnersTag: Endpoint = {
  name: "POST /tag/bulkDelete (the owner's tag)",
  prepare: async (w) => {
    const name = fresh('bulk');
    await w.store.tags.insertTag({ name, userId: w.ownerId, targetType: 'work', targetId: w.ids.bookId });
    return {
      request: {
        method: 'POST',
        url: '/api/tag/bulkDelete',
        payload: { targets: [{ type: 'work', id: w.ids.bookId }], tags: [{ content: name, priv: null }] },
      },
      effect: () => tagsNamed(w, name),
    };
  },
};

/** The record a note of each type goes on; a list is a new public one of the owner. */
async function noteTarget(w: World, type: WriteTarget): Promise<number> {
  if (type === 'work') return w.ids.bookId;
  if (type === 'version') return w.versionId;
  if (type === 'list') return ownersList(w, false);
  return w.ids.personId;
}

export const addNote = (type: WriteTarget, visibility: 'public' | 'private'): Endpoint => ({
  name: `POST /annotation/${type} (${visibility})`,
  prepare: async (w) => {
    const content = fresh(`${visibility} note`);
    const target = await noteTarget(w, type);
    return {
      request: {
        method: 'POST',
        url: `/api/annotation/${type}`,
        payload: { target, content, priv: visibility === 'private' },
      },
      effect: () => notesWith(w, content),
    };
  },
});

export const noteOwnersPrivateList: Endpoint = {
  name: "POST /annotation/list (public) on the owner's private list",
  prepare: async (w) => {
    const listId = await ownersList(w, true);
    const content = fresh('list note');
    return {
      request: {
        method: 'POST',
        url: '/api/annotation/list',
        payload: { target: listId, content, priv: false },
      },
      subject: String(listId),
      effect: () => notesWith(w, content),
    };
  },
};

const ownersNote = (w: World) =>
  w.store.notes.insertAnnotation({
    content: fresh('owner note'),
    userId: w.ownerId,
    targetType: 'work',
    targetId: w.ids.bookId,
    priv: true,
  });

export const changeOwnersNote: Endpoint = {
  name: "PUT /annotation/:id (the owner's note)",
  prepare: async (w) => {
    const id = await ownersNote(w);
    return {
      request: { method: 'PUT', url: `/api/annotation/${id}`, payload: { content: 'Changed', priv: false } },
      effect: () => noteRow(w, id),
    };
  },
};

export const removeOwnersNote: Endpoint = {
  name: "DELETE /annotation/:id (the owner's note)",
  prepare: async (w) => {
    const id = await ownersNote(w);
    return { request: { method: 'DELETE', url: `/api/annotation/${id}` }, effect: () => noteRow(w, id) };
  },
};

export const addToNewList: Endpoint = {
  name: 'POST /list/addItems (a new list)',
  prepare: async (w) => {
    const name = fresh('New list');
    return {
      request: {
        method: 'POST',
        url: '/api/list/addItems',
        payload: { items: [{ id: w.ids.bookId, type: 'work' }], lists: [{ name, priv: true }] },
      },
      effect: () =>
        rowCount(
          queryBuilderOf(w.store).selectFrom('userList').select('id').where('title', '=', name).execute(),
        ),
    };
  },
};

export const addToOwnersList: Endpoint = {
  name: "POST /list/addItems (the owner's list)",
  prepare: async (w) => {
    const listId = await ownersList(w, false);
    return {
      request: {
        method: 'POST',
        url: '/api/list/addItems',
        payload: { items: [{ id: w.ids.bookId, type: 'work' }], lists: [{ id: listId }] },
      },
      effect: () =>
        rowCount(
          queryBuilderOf(w.store).selectFrom('listItem').select('id').where('listId', '=', listId).execute(),
        ),
    };
  },
};

const versionsOf = (w: World, workId: number) =>
  rowCount(queryBuilderOf(w.store).selectFrom('version').select('id').where('workId', '=', workId).execute());

export const splitEdition: Endpoint = {
  name: 'POST /work/split/:id',
  prepare: async (w) => {
    const { workId, versionIds } = await twoEditionWork(w);
    return {
      request: { method: 'POST', url: `/api/work/split/${workId}`, payload: { versionId: versionIds[1] } },
      effect: () => versionsOf(w, workId),
    };
  },
};

export const mergeWorks: Endpoint = {
  name: 'POST /work/merge',
  prepare: async (w) => {
    const target = (await twoEditionWork(w)).workId;
    const other = (await twoEditionWork(w)).workId;
    return {
      request: { method: 'POST', url: '/api/work/merge', payload: { workIds: [target, other] } },
      effect: () => versionsOf(w, target),
    };
  },
};

/** A download request as the search page's dialog sends it. */
export const downloadRequest = (name: string) => ({
  name,
  description: 'For the matrix',
  query: 'keyword=robbery',
  queryData: JSON.stringify({ terms: 'robbery', limits: {}, sortBy: 'relevance' }),
  category: 'books',
  expectedRecordCount: 5,
});

export const requestDownload: Endpoint = {
  name: 'POST /profile/downloads',
  prepare: async (w) => {
    const name = fresh('Download');
    return {
      request: { method: 'POST', url: '/api/profile/downloads', payload: downloadRequest(name) },
      effect: () =>
        rowCount(
          queryBuilderOf(w.store)
            .selectFrom('searchDownload')
            .select('id')
            .where('name', '=', name)
            .execute(),
        ),
    };
  },
};

export const logout: Endpoint = {
  name: 'GET /profile/logout',
  endsSession: true,
  prepare: async (w) => ({
    request: { method: 'GET', url: '/api/profile/logout' },
    // Whether the caller's session still stands.
    effect: async (caller) => (await browserCall(w.app, caller, 'GET', '/api/profile/info')).statusCode,
  }),
};
