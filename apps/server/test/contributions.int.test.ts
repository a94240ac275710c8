import {
  AnnotationsSchema,
  ApiErrorSchema,
  ContainingListsSchema,
  ResultsPageSchema,
  TagsSchema,
} from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { type FtsSearchEngine, catchUp } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';
import { browserCall, signedUpVisitor } from './auth-visitor.ts';

describe.each(await storesUnderTest())('tags, notes and containing lists on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let engine: FtsSearchEngine;
  let running: SearchingApp | undefined;
  let ids: Fixtures;
  let versionId: number;
  let deletedWorkId: number;
  const lists = { public: 0, private: 0, otherPublic: 0 };
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    const db = queryBuilderOf(store);
    const ada = await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada Reader' });
    const ben = await store.accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben Private' });
    const version = await db
      .selectFrom('version')
      .select('id')
      .where('workId', '=', ids.bookId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    versionId = version.id;

    // Notes: two public ones on the book at known times, one private, one anonymous.
    const note = (content: string, targetType: 'work' | 'version' | 'person' | 'list', targetId: number) => ({
      content,
      targetType,
      targetId,
    });
    await store.notes.insertAnnotation({
      ...note('Older public note', 'work', ids.bookId),
      userId: ada,
      at: '2024-03-03T10:00:00.000Z',
    });
    await store.notes.insertAnnotation({
      ...note('Newer public note <b>not bold</b>', 'work', ids.bookId),
      userId: ada,
      at: '2025-01-15T09:00:00.000Z',
    });
    await store.notes.insertAnnotation({
      ...note('Ben keeps this to himself', 'work', ids.bookId),
      userId: ben,
      priv: true,
      at: '2025-06-01T00:00:00.000Z',
    });
    await store.notes.insertAnnotation({
      ...note('Left after the human check', 'work', ids.bookId),
      userId: null,
      at: '2023-01-01T00:00:00.000Z',
    });
    await store.notes.insertAnnotation({ ...note('On this edition', 'version', versionId), userId: ada });
    await store.notes.insertAnnotation({ ...note('About this person', 'person', ids.personId), userId: ada });
    await store.notes.insertAnnotation({
      ...note('Private about this person', 'person', ids.personId),
      userId: ben,
      priv: true,
    });

    // Tags: public ones by name, a private one, a subject tag with quotes.
    await store.tags.insertTag({ name: 'gold rush', userId: ada, targetType: 'work', targetId: ids.bookId });
    await store.tags.insertTag({
      name: 'Bushrangers',
      userId: null,
      targetType: 'work',
      targetId: ids.bookId,
    });
    await store.tags.insertTag({
      name: 'secret shelf',
      userId: ben,
      targetType: 'work',
      targetId: ids.bookId,
      priv: true,
    });
    await store.tags.insertTag({
      name: '"Robbery" in fiction',
      userId: ada,
      targetType: 'work',
      targetId: ids.bookId,
      subject: true,
    });
    await store.tags.insertTag({
      name: 'explorer',
      userId: ada,
      targetType: 'person',
      targetId: ids.personId,
    });
    await store.tags.insertTag({
      name: 'hidden person tag',
      userId: ben,
      targetType: 'person',
      targetId: ids.personId,
      priv: true,
    });

    // Lists: a public list holding the book's edition and the person, a private one holding the book.
    lists.public = await store.lists.insertUserList({
      userId: ada,
      title: 'Colonial reading',
      description: 'Demo',
    });
    lists.private = await store.lists.insertUserList({ userId: ben, title: 'Ben only', priv: true });
    lists.otherPublic = await store.lists.insertUserList({ userId: ben, title: 'Cartoons' });
    await store.lists.addListItem({
      listId: lists.public,
      targetType: 'version',
      targetId: versionId,
      createdBy: ada,
    });
    await store.lists.addListItem({
      listId: lists.public,
      targetType: 'person',
      targetId: ids.personId,
      note: 'See the biography',
      createdBy: ada,
    });
    await store.lists.addListItem({
      listId: lists.private,
      targetType: 'work',
      targetId: ids.bookId,
      createdBy: ben,
    });
    await store.lists.addListItem({
      listId: lists.otherPublic,
      targetType: 'work',
      targetId: ids.cartoonId,
      createdBy: ben,
    });
    await store.notes.insertAnnotation({ ...note('A note on the list', 'list', lists.public), userId: ada });
    await store.notes.insertAnnotation({
      ...note('A note on the private list', 'list', lists.private),
      userId: ben,
    });

    const deleted = await db
      .updateTable('work')
      .set({ deletedAt: '2025-01-01T00:00:00.000Z' })
      .where('id', '=', ids.historyId)
      .returning('id')
      .executeTakeFirstOrThrow();
    deletedWorkId = deleted.id;

    running = await seededSearchingApp(store);
    ({ app, engine } = running);
  });
  afterAll(() => running?.close());

  it('documents every contribution call in the OpenAPI', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/annotation/work/{id}',
      '/api/annotation/version/{id}',
      '/api/annotation/person/{id}',
      '/api/annotation/list/{id}',
      '/api/tag/work/{id}',
      '/api/tag/version/{id}',
      '/api/tag/person/{id}',
      '/api/tag/list/{id}',
      '/api/list/containing/work/{id}',
      '/api/list/containing/personOrOrg/{id}',
      '/api/list/containing/article/{id}',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });

  describe('GET /api/annotation/{type}/{id}', () => {
    it('answers the public notes of a work newest first, cached 10 minutes, read-only for anonymous callers', async () => {
      const res = await get(`/api/annotation/work/${ids.bookId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=600');
      const { annotations, total } = AnnotationsSchema.parse(res.json());
      expect(annotations.map((a) => a.content)).toEqual([
        'Newer public note <b>not bold</b>',
        'Older public note',
        'Left after the human check',
      ]);
      expect(total).toBe(3);
      expect(annotations[1]).toMatchObject({
        priv: false,
        target: { type: 'work', id: ids.bookId },
        user: { displayName: 'Ada Reader' },
        lastModified: '2024-03-03T10:00:00.000Z',
        lastModifiedStr: '3 March 2024',
        editable: false,
        deletable: false,
      });
      expect(annotations[2]?.user).toBeNull();
    });

    it('never sends a private note to an anonymous caller', async () => {
      for (const url of [`/api/annotation/work/${ids.bookId}`, `/api/annotation/person/${ids.personId}`]) {
        const body = (await get(url)).body;
        expect(body).not.toContain('Ben keeps this');
        expect(body).not.toContain('Private about');
        expect(AnnotationsSchema.parse(JSON.parse(body)).annotations.every((a) => !a.priv)).toBe(true);
      }
    });

    it('answers notes of a version, a person and a public list', async () => {
      const version = AnnotationsSchema.parse((await get(`/api/annotation/version/${versionId}`)).json());
      expect(version.annotations.map((a) => a.content)).toEqual(['On this edition']);
      const person = AnnotationsSchema.parse((await get(`/api/annotation/person/${ids.personId}`)).json());
      expect(person.annotations.map((a) => a.content)).toEqual(['About this person']);
      const list = AnnotationsSchema.parse((await get(`/api/annotation/list/${lists.public}`)).json());
      expect(list.annotations.map((a) => a.content)).toEqual(['A note on the list']);
    });

    it('answers a record without notes with an empty list', async () => {
      const res = AnnotationsSchema.parse((await get(`/api/annotation/work/${ids.cartoonId}`)).json());
      expect(res).toEqual({ annotations: [], total: 0 });
    });

    it('treats a private list as missing for an anonymous caller', async () => {
      const res = await get(`/api/annotation/list/${lists.private}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('private list');
      expect(ApiErrorSchema.parse(res.json()).message).toBe(
        `A(n) list with ${lists.private} could not be found`,
      );
    });

    it('answers unknown and malformed ids with a 404 JSON error, and a deleted work with 410', async () => {
      const missing = await get('/api/annotation/work/999999');
      expect(missing.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(missing.json())).toMatchObject({
        error: 'not_found',
        message: 'A(n) work with 999999 could not be found',
      });
      expect(missing.headers['cache-control']).toBe('no-store');
      const malformed = await get('/api/annotation/person/abc');
      expect(malformed.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(malformed.json()).message).toBe('A(n) person with abc could not be found');
      const gone = await get(`/api/annotation/work/${deletedWorkId}`);
      expect(gone.statusCode).toBe(410);
      expect(ApiErrorSchema.parse(gone.json()).error).toBe('deleted');
    });
  });

  describe('GET /api/tag/{type}/{id}', () => {
    it('answers the public tags of a work by name, each read-only with its search link', async () => {
      const res = await get(`/api/tag/work/${ids.bookId}`);
      expect(res.statusCode).toBe(200);
      const { tags } = TagsSchema.parse(res.json());
      expect(tags.map((t) => t.name)).toEqual(['"Robbery" in fiction', 'Bushrangers', 'gold rush']);
      expect(tags.find((t) => t.name === 'gold rush')).toMatchObject({
        user: { displayName: 'Ada Reader' },
        editable: false,
        mine: false,
        priv: false,
        subject: false,
        link: `/search?keyword=${encodeURIComponent('publictag:"gold rush"').replace(/%20/g, '+')}`,
      });
      const subject = tags.find((t) => t.subject);
      expect(new URL(subject?.link ?? '', 'http://x').searchParams.get('subject')).toBe('Robbery in fiction');
    });

    it('never sends a private tag to an anonymous caller', async () => {
      const work = await get(`/api/tag/work/${ids.bookId}`);
      expect(work.body).not.toContain('secret shelf');
      const person = TagsSchema.parse((await get(`/api/tag/person/${ids.personId}`)).json());
      expect(person.tags.map((t) => t.name)).toEqual(['explorer']);
    });

    it('answers 404 for an unknown person and an empty list for an untagged work', async () => {
      expect((await get('/api/tag/person/424242')).statusCode).toBe(404);
      expect(TagsSchema.parse((await get(`/api/tag/work/${ids.cartoonId}`)).json()).tags).toEqual([]);
    });

    it('makes a work findable by its public tag, and a new tag searchable once the index follows', async () => {
      const found = ResultsPageSchema.parse(
        (await get(`/api/search/books?keyword=${encodeURIComponent('publictag:"gold rush"')}`)).json(),
      );
      expect(found.works.map((w) => w.id)).toEqual([ids.bookId]);
      const hidden = ResultsPageSchema.parse(
        (await get(`/api/search/books?keyword=${encodeURIComponent('publictag:"secret shelf"')}`)).json(),
      );
      expect(hidden.totalRecords).toBe(0);

      await store.tags.insertTag({
        name: 'federation',
        userId: null,
        targetType: 'work',
        targetId: ids.cartoonId,
      });
      await catchUp(store, engine);
      const after = ResultsPageSchema.parse((await get(`/api/search/images?publictag=federation`)).json());
      expect(after.works.map((w) => w.id)).toEqual([ids.cartoonId]);
    });
  });

  describe('GET /api/list/containing/{work|personOrOrg|article}/{id}', () => {
    it('answers the public lists holding a work or any of its editions, with nothing available to anonymous callers', async () => {
      const res = await get(`/api/list/containing/work/${ids.bookId}`);
      expect(res.statusCode).toBe(200);
      const answer = ContainingListsSchema.parse(res.json());
      expect(answer).toEqual({
        containing: [
          {
            id: lists.public,
            title: 'Colonial reading',
            itemCount: 2,
            priv: false,
            owner: { displayName: 'Ada Reader' },
            // Anonymous callers may remove nothing (the record page's remove, ADR 038).
            itemId: null,
          },
        ],
        total: 1,
        available: [],
      });
      expect(res.body).not.toContain('Ben only');
    });

    it('answers the lists holding a person, most recently updated first', async () => {
      await store.lists.addListItem({
        listId: lists.otherPublic,
        targetType: 'person',
        targetId: ids.personId,
        createdBy: null,
      });
      const answer = ContainingListsSchema.parse(
        (await get(`/api/list/containing/personOrOrg/${ids.personId}`)).json(),
      );
      expect(answer.containing.map((l) => l.title)).toEqual(['Cartoons', 'Colonial reading']);
      expect(answer.containing[0]?.itemCount).toBe(2);
    });

    it('answers the lists holding a newspaper article, its own private list to its owner with the item to remove', async () => {
      const reader = await signedUpVisitor(app, store, 'clipper@example.org');
      const readerId = (await store.accounts.userIdByName('clipper'))!;
      const clippings = await store.lists.insertUserList({
        userId: readerId,
        title: 'My clippings',
        priv: true,
      });
      const clipping = await store.lists.addListItem({
        listId: clippings,
        targetType: 'article',
        targetId: ids.articleId,
        createdBy: readerId,
      });
      await store.lists.addListItem({
        listId: lists.otherPublic,
        targetType: 'article',
        targetId: ids.articleId,
        createdBy: null,
      });
      const path = `/api/list/containing/article/${ids.articleId}`;
      const anonymous = ContainingListsSchema.parse((await get(path)).json());
      expect(anonymous.containing.map((l) => [l.title, l.itemId])).toEqual([['Cartoons', null]]);
      expect(anonymous.total).toBe(1);
      const own = ContainingListsSchema.parse((await browserCall(app, reader, 'GET', path)).json());
      // Both were updated within the same moment: their order is not the point here.
      expect(own.containing.map((l) => [l.title, l.itemId]).sort()).toEqual([
        ['Cartoons', null],
        ['My clippings', clipping],
      ]);
      expect(own.available.map((l) => l.title)).toEqual(['My clippings']);
      const missing = await get('/api/list/containing/article/31337');
      expect(missing.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(missing.json()).message).toBe('A(n) article with 31337 could not be found');
      expect((await get('/api/list/containing/article/not-a-number')).statusCode).toBe(404);
    });

    it('answers unknown ids with 404 and a deleted work with 410', async () => {
      const missing = await get('/api/list/containing/personOrOrg/31337');
      expect(missing.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(missing.json()).message).toBe('A(n) person with 31337 could not be found');
      expect((await get('/api/list/containing/work/0')).statusCode).toBe(404);
      expect((await get(`/api/list/containing/work/${deletedWorkId}`)).statusCode).toBe(410);
    });
  });
});
