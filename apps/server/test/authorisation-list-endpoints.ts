import { queryBuilderOf } from '@trove/db/test-support';
import { type Endpoint, type World, fresh } from './authorisation-endpoints.ts';

/**
 * The calls that manage one of the owner's lists (spec 03 §6, §7 Lists; ADR 038), for the
 * authorisation matrix: each makes a fresh list of two web addresses and reads what it would change.
 */

const IMAGE = 'https://nla.gov.au/nla.obj-1/image?wid=300';

async function ownersList(w: World, priv = false) {
  const listId = await w.store.lists.insertUserList({ userId: w.ownerId, title: fresh('Managed'), priv });
  const add = (n: number) =>
    w.store.lists.addListItem({
      listId,
      targetType: 'uri',
      targetId: null,
      url: `https://example.org/${n}`,
      title: `Page ${n}`,
      createdBy: w.ownerId,
    });
  const items = [await add(1), await add(2)];
  // An edition with an image, so the list has one to choose.
  await w.store.lists.addListItem({
    listId,
    targetType: 'version',
    targetId: w.versionId,
    createdBy: w.ownerId,
  });
  await queryBuilderOf(w.store)
    .updateTable('version')
    .set({ thumbnailUrl: IMAGE })
    .where('id', '=', w.versionId)
    .execute();
  return { listId, items };
}

const listRow = (w: World, listId: number) =>
  queryBuilderOf(w.store)
    .selectFrom('userList')
    .select(['title', 'priv', 'thumbnailUrl', 'itemCount'])
    .where('id', '=', listId)
    .executeTakeFirst();
const itemRows = (w: World, listId: number) =>
  queryBuilderOf(w.store)
    .selectFrom('listItem')
    .select(['id', 'position', 'note'])
    .where('listId', '=', listId)
    .orderBy('id')
    .execute();

const write = (
  name: string,
  request: (list: { listId: number; items: number[] }) => {
    method: 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  },
  priv = false,
): Endpoint => ({
  name,
  prepare: async (w) => {
    const list = await ownersList(w, priv);
    return {
      request: request(list),
      subject: String(list.listId),
      effect: async () => [await listRow(w, list.listId), await itemRows(w, list.listId)],
    };
  },
});

export const listWrites = {
  move: write("PUT /list/:id/move/:item (the owner's list)", (l) => ({
    method: 'PUT',
    url: `/api/list/${l.listId}/move/${l.items[1]}`,
    payload: { newSeq: 1 },
  })),
  removeItem: write("DELETE /list/:id/remove/:item (the owner's list)", (l) => ({
    method: 'DELETE',
    url: `/api/list/${l.listId}/remove/${l.items[0]}`,
  })),
  removeItemOfTarget: write("DELETE /list/:id/remove/:item/:target (the owner's list)", (l) => ({
    method: 'DELETE',
    url: `/api/list/${l.listId}/remove/${l.items[0]}/${encodeURIComponent('https://example.org/1')}`,
  })),
  itemNote: write("PUT /list/:id/items/:item (the owner's list)", (l) => ({
    method: 'PUT',
    url: `/api/list/${l.listId}/items/${l.items[0]}`,
    payload: { note: 'A note' },
  })),
  addUrlItem: write("POST /list/:id/addUrlItem (the owner's list)", (l) => ({
    method: 'POST',
    url: `/api/list/${l.listId}/addUrlItem`,
    payload: { item: { id: 'https://example.org/new', type: 'uri', description: 'New page' } },
  })),
  update: write("POST /list/:id (the owner's list)", (l) => ({
    method: 'POST',
    url: `/api/list/${l.listId}`,
    payload: { name: 'Renamed', priv: 'n' },
  })),
  updatePrivate: write(
    "POST /list/:id (the owner's private list)",
    (l) => ({ method: 'POST', url: `/api/list/${l.listId}`, payload: { name: 'Renamed', priv: 'y' } }),
    true,
  ),
  remove: write("DELETE /list/:id (the owner's list)", (l) => ({
    method: 'DELETE',
    url: `/api/list/${l.listId}`,
  })),
  thumbnail: write("POST /list/:id/thumbnail (the owner's list)", (l) => ({
    method: 'POST',
    url: `/api/list/${l.listId}/thumbnail`,
    payload: { thumbnailUrl: IMAGE },
  })),
} satisfies Record<string, Endpoint>;
