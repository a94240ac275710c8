import { AnnotationsSchema, ContainingListsSchema, TagsSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildArticle, createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CURATOR, seedDemoContributions } from '../src/content/demo-contributions.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('demo contributions on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Fixtures;
  let created: string[];
  let wraggeArticles: { clean: number; noisy: number };
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    // Two reports of Wragge: the later one reads cleanly, the earlier one is OCR noise.
    const wragge = (date: string, ocrNoise: number) =>
      buildArticle(store, { heading: "MR. WRAGGE'S LECTURE.", date, ocrNoise, titleId: null });
    wraggeArticles = { clean: await wragge('1910-05-11', 0.05), noisy: await wragge('1910-01-02', 0.6) };
    created = await seedDemoContributions(store);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('builds public lists of real records about each theme it finds, by a demo account', async () => {
    expect(created).toEqual([
      'list:Federation in the Bulletin cartoons',
      'list:Prime Ministers of Australia',
      'list:Oral histories and folklore',
      'list:Clement Wragge in the newspapers',
    ]);
    const account = await queryBuilderOf(store)
      .selectFrom('userAccount')
      .selectAll()
      .where('username', '=', DEMO_CURATOR.username)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ demo: 1, displayName: 'Demo curator (demonstration)' });
    const cartoon = ContainingListsSchema.parse(
      (await get(`/api/list/containing/work/${ids.cartoonId}`)).json(),
    );
    expect(cartoon.containing).toEqual([
      {
        id: expect.any(Number),
        title: 'Federation in the Bulletin cartoons',
        itemCount: 1,
        priv: false,
        owner: { displayName: 'Demo curator (demonstration)' },
        itemId: null,
      },
    ]);
    const person = ContainingListsSchema.parse(
      (await get(`/api/list/containing/personOrOrg/${ids.personId}`)).json(),
    );
    expect(person.containing.map((l) => l.title)).toEqual(['Prime Ministers of Australia']);
  });

  it('lists newspaper articles of its theme whose text reads cleanly, with no tags or notes on them', async () => {
    const holding = async (id: number) =>
      ContainingListsSchema.parse((await get(`/api/list/containing/article/${id}`)).json()).containing.map(
        (l) => l.title,
      );
    expect(await holding(wraggeArticles.clean)).toEqual(['Clement Wragge in the newspapers']);
    expect(await holding(wraggeArticles.noisy)).toEqual([]);
    const notes = await queryBuilderOf(store)
      .selectFrom('annotation')
      .select('id')
      .where('targetType', '=', 'article' as never)
      .execute();
    expect(notes).toEqual([]);
  });

  it('tags the records and notes the first of each theme', async () => {
    const tags = TagsSchema.parse((await get(`/api/tag/work/${ids.cartoonId}`)).json()).tags;
    expect(tags.map((t) => [t.name, t.subject])).toEqual([
      ['Editorial cartoons', true],
      ['federation', false],
      ['political cartoons', false],
    ]);
    const notes = AnnotationsSchema.parse((await get(`/api/annotation/work/${ids.cartoonId}`)).json());
    expect(notes.annotations.map((n) => n.user?.displayName)).toEqual([
      'Demo reader (demonstration)',
      'Demo curator (demonstration)',
    ]);
    expect(notes.annotations.every((n) => n.content.includes('demonstration'))).toBe(true);
  });

  it('seeds nothing again, even after an operator removed a demo list', async () => {
    const tagsBefore = await queryBuilderOf(store).selectFrom('tag').select('id').execute();
    await queryBuilderOf(store)
      .deleteFrom('userList')
      .where('title', '=', 'Prime Ministers of Australia')
      .execute();
    expect(await seedDemoContributions(store)).toEqual([]);
    expect(await seedDemoContributions(store)).toEqual([]);
    const lists = await queryBuilderOf(store).selectFrom('userList').select('title').orderBy('id').execute();
    expect(lists.map((l) => l.title)).toEqual([
      'Federation in the Bulletin cartoons',
      'Oral histories and folklore',
      'Clement Wragge in the newspapers',
    ]);
    expect(await queryBuilderOf(store).selectFrom('tag').select('id').execute()).toHaveLength(
      tagsBefore.length,
    );
  });
});

describe.each(await storesUnderTest())('demo contributions on an empty %s store', (dialect) => {
  it('writes no marker when there is nothing to build on, so a later corpus still gets them', async () => {
    const store = await createTestStore(dialect);
    try {
      expect(await seedDemoContributions(store)).toEqual([]);
      await seedFixtures(store);
      expect(await seedDemoContributions(store)).toHaveLength(3);
    } finally {
      await store.destroy();
    }
  });
});
