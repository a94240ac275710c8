import { AddListItemsSchema, UserListSummariesSchema } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PeopleList, type Person, callAs, listWorld, peopleList } from './list-world.ts';

/**
 * The list summary call (spec 03 §3 List summary, §7) and adding to lists one collaborates on
 * (issue 29 points 1 and 5): a collaborator's own summary holds the lists they may add to, each
 * with every field of the spec; pending requests are told only to those who decide them.
 */
describe.each(await storesUnderTest())('list summaries on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true });
  let shared: PeopleList;
  let ownListId: number;

  const summaries = async (who: Person, user: string) => {
    const res = await callAs(w, who, 'GET', `/api/list/summary/user/${user}`);
    expect(res.statusCode).toBe(200);
    return UserListSummariesSchema.parse(res.json()).lists;
  };

  beforeAll(async () => {
    shared = await peopleList(w);
    const made = AddListItemsSchema.parse(
      (
        await callAs(w, 'collaborator', 'POST', '/api/list/addItems', {
          items: [{ id: w.ids.bookId, type: 'work' }],
          lists: [{ name: 'My own shelf', priv: false }],
        })
      ).json(),
    );
    expect(made.items[0]?.createdItemIds).toHaveLength(1);
    ownListId = (await summaries('collaborator', 'collaborator')).find((l) => l.name === 'My own shelf')!.id;
  });

  it("gives a collaborator their own lists and the owner's shared list, all of them editable, with every field", async () => {
    const mine = await summaries('collaborator', 'collaborator');
    expect(mine.map((l) => l.name)).toEqual(['My own shelf', shared.title]);
    expect(mine.find((l) => l.id === shared.listId)).toEqual({
      id: shared.listId,
      name: shared.title,
      priv: false,
      numItems: 0,
      collaborative: true,
      editable: true,
      userId: 'owner',
      author: expect.any(String),
      followerCount: 1,
      currentUserAFollower: false,
      // A collaborator does not decide requests.
      pendingCollaborationRequests: 0,
    });
    expect(mine.find((l) => l.id === ownListId)).toMatchObject({ userId: 'collaborator', editable: true });
  });

  it('lets the collaborator add a search result to the shared list', async () => {
    const added = await callAs(w, 'collaborator', 'POST', '/api/list/addItems', {
      items: [{ id: w.ids.bookId, type: 'work' }],
      lists: [{ id: shared.listId }],
    });
    expect(added.statusCode).toBe(200);
    expect(AddListItemsSchema.parse(added.json()).items[0]?.createdItemIds).toHaveLength(1);
    expect((await summaries('owner', 'owner')).find((l) => l.id === shared.listId)?.numItems).toBe(1);
  });

  it('tells the owner and administrators of the pending request, and the follower that they follow', async () => {
    expect((await summaries('owner', 'owner')).find((l) => l.id === shared.listId)).toMatchObject({
      pendingCollaborationRequests: 1,
      editable: true,
    });
    expect(
      (await summaries('administrator', 'administrator')).find((l) => l.id === shared.listId),
    ).toMatchObject({ pendingCollaborationRequests: 1, editable: true });
    // Someone else's summary: their public lists only, nothing to add to, no requests told.
    const seen = await summaries('follower', 'owner');
    expect(seen.find((l) => l.id === shared.listId)).toMatchObject({
      editable: false,
      currentUserAFollower: true,
      pendingCollaborationRequests: 0,
    });
    expect((await summaries('follower', 'collaborator')).map((l) => l.name)).toEqual(['My own shelf']);
  });
});
