import { type Endpoint, type World, fresh, twoEditionWork } from './authorisation-endpoints.ts';

/** The reads of the authorisation matrix: those that need sign-in or a role, and those that show private things. */

/** A read: nothing to make first, nothing it changes. */
const read = (name: string, url: (w: World) => string): Endpoint => ({
  name: `GET ${name}`,
  prepare: async (w) => ({ request: { method: 'GET', url: url(w) } }),
});

export const roleReads = {
  profileInfo: read('/profile/info', () => '/api/profile/info'),
  ownersProfile: read('/profile/owner (a public profile)', () => '/api/profile/owner'),
  activeDownloads: read('/profile/downloads/active', () => '/api/profile/downloads/active'),
  ownersDownloadFile: read(
    "/profile/downloads/:id (the owner's file)",
    (w) => `/api/profile/downloads/${w.downloadId}`,
  ),
  rawWork: read('/work/:id?includeraw=y', (w) => `/api/work/${w.ids.bookId}?includeraw=y`),
  rawVersion: read(
    '/work/:id/version/:versionId?includeraw=y',
    (w) => `/api/work/${w.ids.bookId}/version/${w.versionId}?includeraw=y`,
  ),
  explainSearch: read('/search/books?explain=true', () => '/api/search/books?keyword=robbery&explain=true'),
  explainFacets: read(
    '/search/books/facets?explain=true',
    () => '/api/search/books/facets?keyword=robbery&facet=format&explain=true',
  ),
  explainExplore: read('/explore/books?explain=true', () => '/api/explore/books?explain=true'),
};

/** A read of a new work that holds one private thing of the owner's, named by its secret. */
const privateRead = (
  name: string,
  make: (w: World, workId: number, secret: string) => Promise<unknown>,
  url: (workId: number, secret: string) => string,
): Endpoint => ({
  name: `GET ${name}`,
  prepare: async (w) => {
    const { workId } = await twoEditionWork(w);
    const secret = fresh('secret');
    await make(w, workId, secret);
    return { request: { method: 'GET', url: url(workId, secret) }, secret };
  },
});

const privateTag = (w: World, workId: number, name: string) =>
  w.store.tags.insertTag({ name, userId: w.ownerId, targetType: 'work', targetId: workId, priv: true });

const privateNote = (w: World, workId: number, content: string) =>
  w.store.notes.insertAnnotation({
    content,
    userId: w.ownerId,
    targetType: 'work',
    targetId: workId,
    priv: true,
  });

/** A private list of the owner's holding the work. */
async function privateListHolding(w: World, workId: number, title: string): Promise<void> {
  const listId = await w.store.lists.insertUserList({ userId: w.ownerId, title, priv: true });
  await w.store.lists.addListItem({ listId, targetType: 'work', targetId: workId, createdBy: w.ownerId });
}

export const privateReads = {
  tagsOfWork: privateRead(
    "/tag/work/:id (the owner's private tag)",
    privateTag,
    (workId) => `/api/tag/work/${workId}`,
  ),
  notesOfWork: privateRead(
    "/annotation/work/:id (the owner's private note)",
    privateNote,
    (workId) => `/api/annotation/work/${workId}`,
  ),
  notesOfOwner: privateRead(
    "/annotation/user/owner (the owner's private note)",
    privateNote,
    () => '/api/annotation/user/owner?pageSize=100',
  ),
  tagsOfOwner: privateRead(
    "/tag/user/owner (the owner's private tag)",
    privateTag,
    () => '/api/tag/user/owner?pageSize=100',
  ),
  tagSummaryOfOwner: privateRead(
    "/tag/user/owner/summary (the owner's private tag)",
    privateTag,
    () => '/api/tag/user/owner/summary?visibility=private&pageSize=100',
  ),
  tagSuggestions: privateRead(
    "/tag?text= (the owner's tag)",
    privateTag,
    (_workId, secret) => `/api/tag?text=${encodeURIComponent(secret)}`,
  ),
  listsOfOwner: privateRead(
    "/list/summary/user/owner (the owner's private list)",
    privateListHolding,
    () => '/api/list/summary/user/owner',
  ),
  listTabOfOwner: privateRead(
    "/list/user/owner?tab=personal (the owner's private list)",
    privateListHolding,
    () => '/api/list/user/owner?tab=personal',
  ),
  listsHoldingWork: privateRead(
    "/list/containing/work/:id (the owner's private list)",
    privateListHolding,
    (workId) => `/api/list/containing/work/${workId}`,
  ),
  listsHoldingArticle: {
    name: "GET /list/containing/article/:id (the owner's private list)",
    prepare: async (w) => {
      const secret = fresh('secret');
      const listId = await w.store.lists.insertUserList({ userId: w.ownerId, title: secret, priv: true });
      const articleId = w.ids.articleId;
      await w.store.lists.addListItem({
        listId,
        targetType: 'article',
        targetId: articleId,
        createdBy: w.ownerId,
      });
      return { request: { method: 'GET', url: `/api/list/containing/article/${articleId}` }, secret };
    },
  } satisfies Endpoint,
};

/** A read of one of the owner's private lists: missing (404) to anyone else, its secret shown to the owner. */
const privateListRead = (
  name: string,
  make: (w: World, listId: number, secret: string) => Promise<unknown>,
  url: (listId: number) => string,
  /** The list's title is the secret (answers that show the list, not its items). */
  titled = false,
): Endpoint => ({
  name: `GET ${name}`,
  prepare: async (w) => {
    const secret = fresh('secret');
    const listId = await w.store.lists.insertUserList({
      userId: w.ownerId,
      title: titled ? secret : fresh('Shelf'),
      priv: true,
    });
    await make(w, listId, secret);
    return { request: { method: 'GET', url: url(listId) }, subject: String(listId), secret };
  },
});

export const privateListReads = {
  tagsOfList: privateListRead(
    "/tag/list/:id (the owner's private list)",
    (w, listId, name) =>
      w.store.tags.insertTag({ name, userId: w.ownerId, targetType: 'list', targetId: listId }),
    (listId) => `/api/tag/list/${listId}`,
  ),
  notesOfList: privateListRead(
    "/annotation/list/:id (the owner's private list)",
    (w, listId, content) =>
      w.store.notes.insertAnnotation({ content, userId: w.ownerId, targetType: 'list', targetId: listId }),
    (listId) => `/api/annotation/list/${listId}`,
  ),
  list: privateListRead(
    "/list/:id (the owner's private list)",
    (w, listId, secret) => w.store.lists.addListItem(secretItem(listId, w.ownerId, secret)),
    (listId) => `/api/list/${listId}`,
    // The list's title is the secret here: the answer holds no item.
    true,
  ),
  items: privateListRead(
    "/list/:id/items (the owner's private list)",
    (w, listId, secret) => w.store.lists.addListItem(secretItem(listId, w.ownerId, secret)),
    (listId) => `/api/list/${listId}/items`,
  ),
  manage: privateListRead(
    "/list/:id/manage (the owner's private list)",
    (w, listId, secret) => w.store.lists.addListItem(secretItem(listId, w.ownerId, secret)),
    (listId) => `/api/list/${listId}/manage`,
    true,
  ),
  exportOfList: privateListRead(
    "/list/:id/export/json (the owner's private list)",
    (w, listId, secret) => w.store.lists.addListItem(secretItem(listId, w.ownerId, secret)),
    (listId) => `/api/list/${listId}/export/json`,
  ),
} satisfies Record<string, Endpoint>;

/** A web address on a list, its title the secret. */
const secretItem = (listId: number, userId: number, secret: string) => ({
  listId,
  targetType: 'uri' as const,
  targetId: null,
  url: 'https://example.org/secret',
  title: secret,
  createdBy: userId,
});

/** What a data manager alone is told about a record (ADR 016), named by its secret. */
export const dataManagerReads = {
  canSplit: {
    name: 'GET /work/:id (whether an edition can be separated)',
    prepare: async (w) => {
      const { workId } = await twoEditionWork(w);
      return { request: { method: 'GET', url: `/api/work/${workId}` }, secret: '"canSplit"' };
    },
  },
  deletedDetails: {
    name: 'GET /work/:id of a merged-away work (why it was deleted)',
    prepare: async (w) => {
      const target = (await twoEditionWork(w)).workId;
      const gone = (await twoEditionWork(w)).workId;
      const note = fresh('merge note');
      await w.store.curation.mergeWorks([target, gone], { note, userId: w.ownerId });
      return { request: { method: 'GET', url: `/api/work/${gone}` }, secret: note };
    },
  },
} satisfies Record<string, Endpoint>;
