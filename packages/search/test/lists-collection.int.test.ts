import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import {
  buildAccount,
  buildList,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import { catchUp, ensureIndex } from '../src/indexer.ts';

/** The lists collection (issue 15 §5): public lists only, found by their own text and their items'. */

const inLists = async (engine: FtsSearchEngine, keyword: string) =>
  engine.search({
    terms: keywordTerms(keyword),
    categories: ['lists'],
    startPos: 0,
    pageSize: 20,
    sortBy: 'relevance',
    facets: ['pubtag'],
  });

const titles = async (engine: FtsSearchEngine, keyword: string) =>
  (await inLists(engine, keyword)).works.map((w) => w.title);

describe.each(await storesUnderTest())('the lists collection on %s', (dialect) => {
  let store: Store;
  let dir: string;
  let engine: FtsSearchEngine;
  let publicList: number;
  let privateList: number;
  let owner: number;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    owner = await buildAccount(store, { displayName: 'Mary Curator' });
    const ship = await buildWork(store, { work: { title: 'The wreck of the Dunbar' } });
    const poems = await buildWork(store, { work: { title: 'Songs of the bushrangers' } });
    publicList = (
      await buildList(store, {
        userId: owner,
        title: 'Shipwrecks of the colony',
        description: 'Lighthouses and coastal disasters',
        items: [
          { targetType: 'work', targetId: ship.workId, note: 'Sydney Heads, 1857' },
          { targetType: 'uri', targetId: null, url: 'https://example.org/loch-ard', title: 'Loch Ard gorge' },
        ],
      })
    ).listId;
    await buildList(store, {
      userId: owner,
      title: 'Bushrangers',
      description: 'Outlaws of the bush',
    });
    await buildList(store, {
      userId: owner,
      title: 'Colonial verse',
      items: [{ targetType: 'work', targetId: poems.workId }],
    });
    // The same words as the public list: none of them may ever be found.
    privateList = (
      await buildList(store, {
        userId: owner,
        title: 'Shipwrecks secret',
        description: 'Lighthouses hidden',
        priv: true,
        items: [{ targetType: 'work', targetId: ship.workId, note: 'Sydney Heads private note' }],
      })
    ).listId;
    await store.tags.insertTag({ name: 'maritime', userId: owner, targetType: 'list', targetId: publicList });
    await store.tags.insertTag({
      name: 'maritime',
      userId: owner,
      targetType: 'list',
      targetId: privateList,
    });
    await store.tags.insertTag({
      name: 'confidential',
      userId: owner,
      targetType: 'list',
      targetId: publicList,
      priv: true,
    });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-lists-'));
    ({ engine } = await ensureIndex(store, path.join(dir, 'search-index.sqlite')));
  });
  afterAll(async () => {
    await engine.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['its title', 'shipwrecks'],
    ['its description', 'lighthouses'],
    ['a public tag', 'maritime'],
    ['an item’s title', 'dunbar'],
    ['a web page item’s own title', 'loch ard'],
    ['an item’s note', 'sydney heads'],
  ])('finds a public list by %s, and never the private one', async (_, keyword) => {
    expect(await titles(engine, keyword)).toEqual(['Shipwrecks of the colony']);
  });

  it('does not search private tags', async () => {
    expect((await inLists(engine, 'confidential')).total).toBe(0);
  });

  it('leaves the private list out of counts and facets', async () => {
    const counts = await engine.countByCategory(keywordTerms('maritime'));
    expect(counts.get('lists')).toBe(1);
    const page = await inLists(engine, 'maritime');
    const pubtag = page.facets.find((f) => f.code === 'pubtag');
    expect(pubtag?.terms.map((t) => [t.term, t.count])).toEqual([['maritime', 1]]);
  });

  it('shows a list as a list row: owner, item count, description', async () => {
    const [row] = (await inLists(engine, 'shipwrecks')).works;
    expect(row).toMatchObject({
      id: publicList,
      workType: 'list',
      category: 'lists',
      author: 'Mary Curator',
      itemCount: 2,
      description: 'Lighthouses and coastal disasters',
    });
  });

  it('ranks a match in a list’s title above one in an item’s title', async () => {
    expect(await titles(engine, 'bushrangers')).toEqual(['Bushrangers', 'Colonial verse']);
  });

  it('follows the change log: added items, a list turned private, a deleted list', async () => {
    const db = queryBuilderOf(store);
    const later = await buildWork(store, { work: { title: 'Eureka stockade pamphlets' } });
    await store.lists.addListItem({
      listId: publicList,
      targetType: 'work',
      targetId: later.workId,
      createdBy: owner,
    });
    await catchUp(store, engine);
    expect(await titles(engine, 'eureka')).toEqual(['Shipwrecks of the colony']);

    await db.updateTable('userList').set({ priv: 1 }).where('id', '=', publicList).execute();
    await store.lists.logListChange(publicList);
    await catchUp(store, engine);
    expect((await inLists(engine, 'shipwrecks')).total).toBe(0);
    expect((await engine.countByCategory(keywordTerms('maritime'))).get('lists')).toBeUndefined();

    await db.updateTable('userList').set({ priv: 0 }).where('id', '=', publicList).execute();
    await store.lists.logListChange(publicList);
    await catchUp(store, engine);
    expect(await titles(engine, 'shipwrecks')).toEqual(['Shipwrecks of the colony']);

    await store.tags.insertTag({
      name: 'navigation',
      userId: owner,
      targetType: 'list',
      targetId: publicList,
    });
    await catchUp(store, engine);
    expect(await titles(engine, 'navigation')).toEqual(['Shipwrecks of the colony']);

    await db.deleteFrom('listItem').where('listId', '=', publicList).execute();
    await db.deleteFrom('tag').where('targetType', '=', 'list').where('targetId', '=', publicList).execute();
    await db.deleteFrom('userList').where('id', '=', publicList).execute();
    await store.lists.logListChange(publicList);
    await catchUp(store, engine);
    expect((await inLists(engine, 'shipwrecks')).total).toBe(0);
  });
});
