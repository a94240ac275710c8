import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

// Targets need no catalogue rows here: they are named by type and id.
describe.each(await storesUnderTest())('contribution repositories on %s', (dialect) => {
  let store: Store;
  let ada: number;
  let ben: number;
  let adaPrivateList: number;
  let benPublicList: number;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const { accounts, lists, notes, tags } = store;
    ada = await accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada' });
    ben = await accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben' });
    await tags.insertTag({ name: 'public one', userId: ada, targetType: 'work', targetId: 7 });
    await tags.insertTag({ name: "Ada's secret", userId: ada, targetType: 'work', targetId: 7, priv: true });
    await tags.insertTag({ name: "Ben's secret", userId: ben, targetType: 'work', targetId: 7, priv: true });
    await notes.insertAnnotation({ content: 'public', userId: ben, targetType: 'person', targetId: 3 });
    await notes.insertAnnotation({
      content: 'private',
      userId: ben,
      targetType: 'person',
      targetId: 3,
      priv: true,
    });
    adaPrivateList = await lists.insertUserList({ userId: ada, title: 'Zebra (private)', priv: true });
    benPublicList = await lists.insertUserList({ userId: ben, title: 'Apples' });
    await lists.addListItem({ listId: adaPrivateList, targetType: 'work', targetId: 7, createdBy: ada });
    await lists.addListItem({ listId: benPublicList, targetType: 'work', targetId: 7, createdBy: ben });
    await lists.addListItem({ listId: benPublicList, targetType: 'article', targetId: 99, createdBy: ben });
  });
  afterAll(() => store.destroy());

  it('gives the same account for the same username', async () => {
    expect(await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Other' })).toBe(ada);
  });

  it('shows an anonymous viewer public tags only, and a signed-in viewer their own private ones too', async () => {
    const names = async (viewer: number | null) =>
      (await store.tags.tagsOfTarget('work', 7, viewer)).map((t) => t.name);
    expect(await names(null)).toEqual(['public one']);
    expect(await names(ada)).toEqual(["Ada's secret", 'public one']);
    expect(await names(ben)).toEqual(["Ben's secret", 'public one']);
  });

  it('keeps private notes to their author', async () => {
    const contents = async (viewer: number | null) =>
      (await store.notes.annotationsOfTarget('person', 3, viewer, 10)).rows.map((n) => n.content);
    expect(await contents(null)).toEqual(['public']);
    expect(await contents(ada)).toEqual(['public']);
    expect((await contents(ben)).sort()).toEqual(['private', 'public']);
  });

  it('lists containing a record: private ones only for their owner', async () => {
    const titles = async (viewer: number | null) =>
      (await store.lists.listsContaining([{ type: 'work', ids: [7] }], viewer, 10)).rows.map((l) => l.title);
    expect(await titles(null)).toEqual(['Apples']);
    expect((await titles(ada)).sort()).toEqual(['Apples', 'Zebra (private)']);
    expect(
      (await store.lists.listSummariesOfUser(ben, ben, false)).map((l) => [l.title, l.itemCount]),
    ).toEqual([['Apples', 2]]);
  });

  it('numbers list items in order of adding', async () => {
    const items = await queryBuilderOf(store)
      .selectFrom('listItem')
      .select(['targetType', 'position'])
      .where('listId', '=', benPublicList)
      .orderBy('position')
      .execute();
    expect(items).toEqual([
      { targetType: 'work', position: 1 },
      { targetType: 'article', position: 2 },
    ]);
  });

  it('hides a private list from everyone but its owner', async () => {
    expect(await store.contributions.targetState('list', adaPrivateList, null)).toBe('missing');
    expect(await store.contributions.targetState('list', adaPrivateList, ben)).toBe('missing');
    expect(await store.contributions.targetState('list', adaPrivateList, ada)).toBe('present');
  });

  it('feeds the search index public tag names only, and logs each tag and list change for it', async () => {
    expect(await store.tags.publicTagNames('work', [7])).toEqual(new Map([[7, ['public one']]]));
    const logged = await queryBuilderOf(store)
      .selectFrom('searchChange')
      .select(['entityType', 'entityId'])
      // Lists log changes of their own, for the lists search collection (ADR 038).
      .where('entityType', '!=', 'list')
      .execute();
    expect(logged).toEqual(Array.from({ length: 3 }, () => ({ entityType: 'work', entityId: 7 })));
    // Lists created and filled (the lists collection follows them, whether public or private).
    const lists = await queryBuilderOf(store)
      .selectFrom('searchChange')
      .select('entityId')
      .where('entityType', '=', 'list')
      .orderBy('id')
      .execute();
    expect(lists.map((r) => r.entityId)).toEqual([
      adaPrivateList,
      benPublicList,
      adaPrivateList,
      benPublicList,
      benPublicList,
    ]);
  });
});
