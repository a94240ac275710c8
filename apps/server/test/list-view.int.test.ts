import {
  ListFiltersSchema,
  ListItemSchema,
  ListItemsPageSchema,
  ListManageSchema,
  ListSchema,
  MESSAGES,
  UserListsSchema,
  AvailableThumbnailsSchema,
} from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENVIRONMENT } from '../src/content/application.ts';
import { CONFIG_KEYS } from '../src/content/stored.ts';
import { type MadeList, ROLES, type RoleName, callAs, listWorld, makeList } from './list-world.ts';

/** Viewing a list, its items and a user's lists, by every kind of person (spec 03 §2, §6, §7; ADR 038). */
describe.each(await storesUnderTest())('viewing lists on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true });
  let open: MadeList;
  let hidden: MadeList;

  const get = (person: RoleName, url: string) => callAs(w, person, 'GET', url);
  const MEMBERS: RoleName[] = ['owner', 'administrator', 'collaborator'];

  beforeAll(async () => {
    open = await makeList(w);
    // A private list keeps no collaborators in practice; the rows here prove the rule says so.
    hidden = await makeList(w, { priv: true, title: 'Private drafts' });
  });

  it.each(ROLES)('shows a public list to %s with their standing', async (person) => {
    const res = await get(person, `/api/list/${open.listId}`);
    expect(res.statusCode).toBe(200);
    const list = ListSchema.parse(res.json());
    expect(list).toMatchObject({
      title: 'Federation sources',
      numItems: 6,
      collaborative: true,
      collaboratorCount: 2,
      followerCount: 1,
      owner: { fullUserId: 'owner' },
      itemTypes: ['work', 'version', 'newspaper', 'person', 'webpage'],
    });
    const role =
      { owner: 'OWNER', administrator: 'ADMINISTRATOR', collaborator: 'COLLABORATOR' }[person as string] ??
      null;
    expect(list.currentUserRole).toBe(role);
    expect(list.currentUserAContributor).toBe(role !== null);
    expect(list.currentUserAFollower).toBe(person === 'follower');
    expect(list.currentUserIsBlocked).toBe(person === 'blocked');
    expect(list.permissions.manage).toBe(role !== null);
    expect(list.permissions.deleteList).toBe(person === 'owner');
    expect(list.mayRequestToJoin).toBe(person === 'follower' || person === 'stranger');
    expect(list.mayFollow).toBe(['follower', 'stranger', 'blocked'].includes(person));
  });

  it.each(ROLES)('shows a private list only to its owner and collaborators (%s)', async (person) => {
    for (const url of [
      `/api/list/${hidden.listId}`,
      `/api/list/${hidden.listId}/items`,
      `/api/list/${hidden.listId}/items/${hidden.items.book}`,
      `/api/list/${hidden.listId}/filters?type=all`,
      `/api/list/${hidden.listId}/manage`,
      `/api/list/${hidden.listId}/availableThumbnails`,
    ]) {
      const res = await get(person, url);
      if (MEMBERS.includes(person) && !(person === 'collaborator' && url.includes('availableThumbnails')))
        expect(res.statusCode, url).toBe(200);
      else if (MEMBERS.includes(person)) expect(res.statusCode, url).toBe(403);
      else {
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({
          error: 'not_found',
          message: MESSAGES.notFound('list', String(hidden.listId)),
        });
      }
    }
  });

  it('links the owner’s profile only for callers who may open it (a private profile: its owner alone)', async () => {
    const visible = async (person: RoleName) =>
      ListSchema.parse((await get(person, `/api/list/${hidden.listId}`)).json()).ownerProfileVisible;
    const publicly = async (person: RoleName) =>
      ListSchema.parse((await get(person, `/api/list/${open.listId}`)).json()).ownerProfileVisible;
    expect(await publicly('anonymous')).toBe(true);
    const profilePublic = (value: number) =>
      queryBuilderOf(w.store)
        .updateTable('userAccount')
        .set({ profilePublic: value })
        .where('id', '=', w.userIds.owner!)
        .execute();
    await profilePublic(0);
    try {
      expect(await visible('owner')).toBe(true);
      expect(await publicly('anonymous')).toBe(false);
      expect(await publicly('stranger')).toBe(false);
    } finally {
      await profilePublic(1);
    }
  });

  it('answers a list that is not there, or an id that names none, with 404', async () => {
    expect((await get('owner', '/api/list/99999999')).statusCode).toBe(404);
    expect((await get('owner', '/api/list/abc')).statusCode).toBe(404);
    expect((await get('owner', `/api/list/${open.listId}/items/99999999`)).statusCode).toBe(404);
  });

  it('counts views by day for trending, but not the owner’s own', async () => {
    const views = async () =>
      Number(
        (
          await queryBuilderOf(w.store)
            .selectFrom('listViewDay')
            .select('views')
            .where('listId', '=', open.listId)
            .executeTakeFirst()
        )?.views ?? 0,
      );
    const before = await views();
    await get('owner', `/api/list/${open.listId}`);
    expect(await views()).toBe(before);
    await get('anonymous', `/api/list/${open.listId}`);
    await get('stranger', `/api/list/${open.listId}`);
    expect(await views()).toBe(before + 2);
  });

  it.each([
    ['owner', 200],
    ['administrator', 200],
    ['collaborator', 200],
    ['follower', 403],
    ['stranger', 403],
    ['blocked', 403],
    ['anonymous', 401],
  ] as const)('lets %s open the manage view (%i)', async (person, status) => {
    const res = await get(person, `/api/list/${open.listId}/manage`);
    expect(res.statusCode).toBe(status);
    if (status !== 200) {
      expect(res.json().message).toBe(MESSAGES.noPermission);
      return;
    }
    const manage = ListManageSchema.parse(res.json());
    expect(manage.collaborators.map((c) => [c.fullUserId, c.role])).toEqual([
      ['administrator', 'ADMINISTRATOR'],
      ['collaborator', 'COLLABORATOR'],
    ]);
    // Requests show to those who decide them.
    expect(manage.blockedCollaborationRequests.map((r) => r.user.fullUserId)).toEqual(
      person === 'collaborator' ? [] : ['blocked'],
    );
    expect(manage).toMatchObject({ ownerProfilePublic: true, contributorCount: 3 });
  });

  it('presents every item type with its record’s facts', async () => {
    const page = ListItemsPageSchema.parse((await get('anonymous', `/api/list/${open.listId}/items`)).json());
    expect(page).toMatchObject({ totalElements: 6, number: 1, size: 25, totalPages: 1, numberOfElements: 6 });
    const [book, article, person, version, website, uri] = page.content;
    expect(book).toMatchObject({
      type: 'work',
      listSeq: 1,
      title: 'Robbery under arms',
      author: ['Boldrewood, Rolf', 'Browne, Thomas Alexander'],
      // A later edition joined the work by its group key.
      yearRange: '1888-1937',
      numItems: 2,
      format: 'Book',
      note: 'Chapter 3 on gold',
      deliverySystemLink: `/work/${w.ids.bookId}`,
      createdBy: { fullUserId: 'owner' },
      missing: false,
      noteEditable: false,
      removable: false,
    });
    expect(article).toMatchObject({
      type: 'newspaper',
      title: 'FEDERATION CONVENTION.',
      newspaper: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
      date: '1897-03-11',
      page: '5',
      wordCount: 42,
      deliverySystemLink: `/newspaper/article/${w.ids.articleId}`,
    });
    expect(article?.abstrct).toContain('Federation Convention met in Adelaide');
    expect(article?.abstrct).not.toContain('<');
    expect(person).toMatchObject({
      type: 'person',
      title: 'Edmund Barton',
      primaryDisplayName: 'Barton, Edmund',
      occupations: ['Member of the House of Representatives', 'Prime Minister'],
      yearRange: '1849-1920',
    });
    expect(version).toMatchObject({
      type: 'version',
      workId: w.ids.cartoonId,
      numHoldings: 1,
      singleHoldingName: 'National Library of Australia',
      imageUrl: 'https://nla.gov.au/nla.obj-1/image?wid=300',
      thumbnailIsCulturallySensitive: true,
    });
    expect(website).toMatchObject({ type: 'webpage', title: 'Department of Education' });
    expect(uri).toMatchObject({
      type: 'webpage',
      target: 'https://example.org/federation',
      title: 'Federation timeline',
      deliverySystemLink: 'https://example.org/federation',
    });
  });

  it('gives each caller their rights over each item', async () => {
    const rights = async (person: RoleName) =>
      ListItemsPageSchema.parse((await get(person, `/api/list/${open.listId}/items`)).json()).content.map(
        (i) => [i.noteEditable, i.noteDeletable, i.removable],
      );
    // book, article, person, version, website (owner's, owner's, collaborator's, admin's, owner's, collaborator's)
    expect(await rights('owner')).toEqual(Array(6).fill([true, true, true]));
    expect(await rights('administrator')).toEqual([
      [false, true, true],
      [false, true, true],
      [false, true, true],
      [true, true, true],
      [false, true, true],
      [false, true, true],
    ]);
    expect(await rights('collaborator')).toEqual([
      [false, false, false],
      [false, false, false],
      [true, true, true],
      [false, false, false],
      [false, false, false],
      [true, true, true],
    ]);
    expect(await rights('follower')).toEqual(Array(6).fill([false, false, false]));
  });

  it('marks an item whose record was deleted as missing', async () => {
    const made = await makeList(w, { title: 'With a gone work' });
    await queryBuilderOf(w.store)
      .updateTable('work')
      .set({ deletedAt: '2026-02-01T00:00:00.000Z' })
      .where('id', '=', w.ids.historyId)
      .execute();
    const itemId = await w.store.lists.addListItem({
      listId: made.listId,
      targetType: 'work',
      targetId: w.ids.historyId,
      createdBy: w.userIds.owner,
    });
    const item = ListItemSchema.parse(
      (await get('stranger', `/api/list/${made.listId}/items/${itemId}`)).json(),
    );
    expect(item).toMatchObject({ missing: true, title: 'Hazel Hawke interviewed by Robin Hughes' });
  });

  it('sorts by title and date, ascending and descending, and pages with a clamped page', async () => {
    const titles = async (query: string) =>
      ListItemsPageSchema.parse(
        (await get('anonymous', `/api/list/${open.listId}/items?${query}`)).json(),
      ).content.map((i) => i.title);
    expect(await titles('sort=TITLE')).toEqual([
      'Department of Education',
      'Edmund Barton',
      'FEDERATION CONVENTION.',
      'Federation timeline',
      'Robbery under arms',
      'The federal kitten',
    ]);
    expect((await titles('sort=DATE')).slice(0, 4)).toEqual([
      'Edmund Barton',
      'Robbery under arms',
      'FEDERATION CONVENTION.',
      'The federal kitten',
    ]);
    expect((await titles('sort=DATE&desc=true')).slice(0, 4)).toEqual([
      'The federal kitten',
      'FEDERATION CONVENTION.',
      'Robbery under arms',
      'Edmund Barton',
    ]);
    const page = ListItemsPageSchema.parse(
      (await get('anonymous', `/api/list/${open.listId}/items?pageSize=4&page=9`)).json(),
    );
    expect(page).toMatchObject({ number: 2, totalPages: 2, numberOfElements: 2, pageable: { offset: 4 } });
    const first = ListItemsPageSchema.parse(
      (await get('anonymous', `/api/list/${open.listId}/items?pageSize=4&page=x`)).json(),
    );
    expect(first.number).toBe(1);
  });

  it('filters by type, language and decade, and searches titles, notes and full text', async () => {
    const titles = async (query: string) =>
      ListItemsPageSchema.parse(
        (await get('anonymous', `/api/list/${open.listId}/items?${query}`)).json(),
      ).content.map((i) => i.title);
    expect(await titles('type=newspaper')).toEqual(['FEDERATION CONVENTION.']);
    expect(await titles('type=webpage')).toEqual(['Department of Education', 'Federation timeline']);
    expect(await titles('lang=English')).toEqual(['Robbery under arms']);
    expect(await titles('date=1890s')).toEqual(['FEDERATION CONVENTION.', 'The federal kitten']);
    // A note, an article's text, a work's description, an address's title.
    expect(await titles('q=gold')).toEqual(['Robbery under arms']);
    expect(await titles('q=adelaide')).toEqual(['FEDERATION CONVENTION.']);
    expect(await titles('q=bush%20goldfields')).toEqual(['Robbery under arms']);
    expect(await titles('q=timeline')).toEqual(['Federation timeline']);
    expect(await titles('q=100%25')).toEqual([]);
    expect(await titles('q=nothing-like-this')).toEqual([]);
  });

  it('answers filter values with their item ids, and the order of every item', async () => {
    const filters = ListFiltersSchema.parse(
      (await get('anonymous', `/api/list/${open.listId}/filters`)).json(),
    );
    expect(filters.type?.find((f) => f.value === 'webpage')?.itemIds).toEqual([
      open.items.website,
      open.items.uri,
    ]);
    expect(filters.lang).toEqual([{ value: 'English', itemIds: [open.items.book] }]);
    expect(filters.date?.map((d) => d.value)).toEqual(['1840s', '1880s', '1890s']);
    const all = ListFiltersSchema.parse(
      (await get('anonymous', `/api/list/${open.listId}/filters?type=all`)).json(),
    );
    expect(all.all?.map((a) => a.id)).toEqual(Object.values(open.items));
    expect(all.sortOptions).toEqual(['DEFAULT', 'DATE', 'TITLE']);
    expect((await get('anonymous', `/api/list/${open.listId}/filters?type=bogus`)).statusCode).toBe(400);
  });

  it('offers the items’ images as thumbnails to those who choose them', async () => {
    const res = await get('administrator', `/api/list/${open.listId}/availableThumbnails?start=0&size=50`);
    expect(res.statusCode).toBe(200);
    expect(AvailableThumbnailsSchema.parse(res.json())).toEqual({
      thumbnails: { [String(open.items.version)]: 'https://nla.gov.au/nla.obj-1/image?wid=300' },
      start: 0,
      size: 50,
      total: 1,
    });
    expect((await get('collaborator', `/api/list/${open.listId}/availableThumbnails`)).statusCode).toBe(403);
    expect((await get('anonymous', `/api/list/${open.listId}/availableThumbnails`)).statusCode).toBe(401);
  });

  it('counts a private list among the lists holding a record only for the people on it', async () => {
    const holding = async (person: RoleName) =>
      (
        (await get(person, `/api/list/containing/work/${w.ids.bookId}`)).json().containing as { id: number }[]
      ).map((l) => l.id);
    expect(await holding('collaborator')).toContain(hidden.listId);
    expect(await holding('stranger')).not.toContain(hidden.listId);
    expect(await holding('anonymous')).not.toContain(hidden.listId);
  });

  it('lists a user’s lists, private ones only to those on them', async () => {
    const names = async (person: RoleName, user: string) => {
      const res = await get(person, `/api/list/user/${user}`);
      expect(res.statusCode).toBe(200);
      return UserListsSchema.parse(res.json()).content.map((l) => [l.name, l.role, l.editable]);
    };
    expect(await names('anonymous', 'owner')).not.toContainEqual(['Private drafts', 'OWNER', false]);
    expect((await names('owner', 'owner')).map((n) => n[0])).toContain('Private drafts');
    expect(await names('collaborator', 'owner')).toContainEqual(['Private drafts', 'OWNER', true]);
    expect(await names('stranger', 'collaborator')).toContainEqual([
      'Federation sources',
      'COLLABORATOR',
      false,
    ]);
    const own = UserListsSchema.parse((await get('owner', '/api/list/user/owner?page=99')).json());
    expect(own).toMatchObject({ number: 1, size: 20, totalPages: 1 });
    expect((await get('anonymous', '/api/list/user/nobody-here')).statusCode).toBe(404);
  });

  // Last: it sets the environment, which the tests above run without (the spec's default of 25).
  it("pages a list's items by the environment's defaultPageSize once it is set (spec 03 §9)", async () => {
    await w.store.content.insertConfigEntryIfMissing(
      CONFIG_KEYS.environment,
      JSON.stringify({ ...ENVIRONMENT, defaultPageSize: 4 }),
    );
    const page = ListItemsPageSchema.parse((await get('anonymous', `/api/list/${open.listId}/items`)).json());
    expect(page).toMatchObject({ size: 4, totalPages: 2, numberOfElements: 4 });
  });
});
