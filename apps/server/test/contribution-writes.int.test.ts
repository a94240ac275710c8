import {
  type AddTagsBody,
  AddTagsSchema,
  AnnotationSchema,
  AnnotationsSchema,
  MESSAGES,
  ResultsPageSchema,
  TagsSchema,
} from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { type FtsSearchEngine, catchUp } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps.ts';
import type { Caller } from '../src/auth/caller.ts';
import type { DomainError } from '../src/domain/errors.ts';
import { answerOf } from '../src/http/error-handler.ts';
import { addNote, changeNote, removeNote } from '../src/services/notes.service.ts';
import { addTags, bulkRemoveTags, removeTag, suggestTags } from '../src/services/tags.service.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { humanCookie as passHumanCheck } from './human-check.ts';
import { type SearchingApp, TEST_CONFIG, seededSearchingApp } from './helpers.ts';

/** The status the API answers when a service call fails: services speak the domain, the handler maps it. */
const statusOf = (call: Promise<unknown>): Promise<number | 'answered'> =>
  call.then(
    () => 'answered' as const,
    (error: DomainError) => answerOf(error).status,
  );

const HUMAN_FIRST = 'You must prove you are human and pass the human check first.';

describe.each(await storesUnderTest())('adding and removing tags and notes on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let engine: FtsSearchEngine;
  let running: SearchingApp | undefined;
  let ids: Fixtures;
  let deps: AppDeps;
  let ada: Caller;
  let ben: Caller;
  let dataManager: Caller;

  const humanCookie = () => passHumanCheck(app);

  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    running = await seededSearchingApp(store);
    ({ app, engine } = running);
    deps = { store, search: { current: engine }, config: TEST_CONFIG, now: () => new Date() };
    const account = async (username: string, roles: Caller['roles'] = []): Promise<Caller> => ({
      userId: await store.accounts.ensureUserAccount({ username, displayName: username.toUpperCase() }),
      username,
      displayName: username.toUpperCase(),
      roles,
    });
    ada = await account('ada');
    ben = await account('ben');
    dataManager = await account('dm', ['dataManager']);
  });

  afterAll(async () => {
    await running?.close();
  });

  it('documents every new call in the OpenAPI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const calls = [
      ['get', '/api/captcha/challenge'],
      ['get', '/api/captcha/status'],
      ['post', '/api/captcha/verify'],
      ['post', '/api/tag'],
      ['get', '/api/tag'],
      ['delete', '/api/tag/{id}'],
      ['post', '/api/tag/bulkDelete'],
      ['get', '/api/tag/user/{user}'],
      ['get', '/api/tag/user/{user}/summary'],
      ['get', '/api/annotation/user/{user}'],
      ['post', '/api/annotation/organisation'],
      ['put', '/api/annotation/{id}'],
      ['delete', '/api/annotation/{id}'],
    ] as const;
    for (const [method, path] of calls) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  describe('anonymous tags and notes over HTTP', () => {
    it('refuses a public tag and note without the human check (403) and private ones (401)', async () => {
      const tag = await post('/api/tag', {
        targets: [{ type: 'work', id: ids.bookId }],
        tags: [{ content: 'unverified', priv: false }],
      });
      expect(tag.statusCode).toBe(403);
      expect(tag.json()).toMatchObject({ error: 'human_check', message: HUMAN_FIRST });
      const note = await post('/api/annotation/work', { target: ids.bookId, content: 'Hello', priv: false });
      expect(note.statusCode).toBe(403);
      expect(note.json().message).toBe(HUMAN_FIRST);

      const cookie = await humanCookie();
      const privTag = await post(
        '/api/tag',
        { targets: [{ type: 'work', id: ids.bookId }], tags: [{ content: 'mine', priv: true }] },
        cookie,
      );
      expect(privTag.statusCode).toBe(401);
      const privNote = await post(
        '/api/annotation/work',
        { target: ids.bookId, content: 'x', priv: true },
        cookie,
      );
      expect(privNote.statusCode).toBe(401);
    });

    it('accepts public tags after the human check, split at commas, and finds the work by the new tag', async () => {
      const cookie = await humanCookie();
      const res = await post(
        '/api/tag',
        {
          targets: [{ type: 'work', id: ids.cartoonId }],
          tags: [
            { content: '"Barton, Edmund", federation cartoons, , <script>alert(1)</script>', priv: false },
          ],
        },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      const added = AddTagsSchema.parse(res.json());
      expect(added.items.map((t) => t.name)).toEqual([
        'Barton, Edmund',
        'federation cartoons',
        '<script>alert(1)</script>',
      ]);
      expect(added.items.every((t) => t.user === null && !t.editable)).toBe(true);

      const read = TagsSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/tag/work/${ids.cartoonId}` })).json(),
      );
      expect(read.tags.map((t) => t.name)).toContain('<script>alert(1)</script>');
      expect(res.headers['content-type']).toMatch(/application\/json/);

      await catchUp(store, engine);
      const response = await app.inject({
        method: 'GET',
        url: `/api/search/images?keyword=${encodeURIComponent('publictag:"federation cartoons"')}`,
      });
      const found = ResultsPageSchema.parse(response.json());
      expect(found.works.map((w) => w.id)).toEqual([ids.cartoonId]);
    });

    it('adds a tag anonymous visitors already gave the record only once, answering nothing the second time', async () => {
      const body = {
        targets: [{ type: 'work', id: ids.bookId }],
        tags: [{ content: 'once only', priv: false }],
      };
      const first = await post('/api/tag', body, await humanCookie());
      expect(AddTagsSchema.parse(first.json()).items.map((t) => t.name)).toEqual(['once only']);
      // Another anonymous visitor counts as the same contributor.
      const again = await post('/api/tag', body, await humanCookie());
      expect(again.statusCode).toBe(200);
      expect(AddTagsSchema.parse(again.json()).items).toEqual([]);
      const read = TagsSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/tag/work/${ids.bookId}` })).json(),
      );
      expect(read.tags.filter((t) => t.name === 'once only')).toHaveLength(1);
    });

    it('accepts a public note after the human check and keeps markup as inert text', async () => {
      const cookie = await humanCookie();
      const content = 'Seen at <img src=x onerror=alert(1)> the library';
      const res = await post(
        '/api/annotation/organisation',
        { target: ids.personId, content, priv: false },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      const note = AnnotationSchema.parse(res.json());
      expect(note).toMatchObject({
        content,
        priv: false,
        user: null,
        editable: false,
        target: { type: 'person' },
      });
      const list = AnnotationsSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/annotation/person/${ids.personId}` })).json(),
      );
      expect(list.annotations.map((a) => a.content)).toContain(content);
    });

    it('answers the note field rules in the spec’s words', async () => {
      const cookie = await humanCookie();
      const empty = await post(
        '/api/annotation/work',
        { target: ids.bookId, content: '  ', priv: false },
        cookie,
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The "content" field is required');
      const noVisibility = await post('/api/annotation/work', { target: ids.bookId, content: 'x' }, cookie);
      expect(noVisibility.json().message).toBe('The "visibility" field is required');
      const long = await post(
        '/api/annotation/work',
        { target: ids.bookId, content: 'x'.repeat(4001), priv: false },
        cookie,
      );
      expect(long.statusCode).toBe(400);
      const missing = await post(
        '/api/annotation/work',
        { target: 999999, content: 'x', priv: false },
        cookie,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.notFound('work', '999999'));
      const noNote = await app.inject({
        method: 'PUT',
        url: '/api/annotation/999999',
        payload: { content: 'x', priv: false },
      });
      expect(noNote.statusCode).toBe(404);
      expect(noNote.json().message).toBe(MESSAGES.notFound('note', '999999'));
    });

    it('says which record is missing in the shared wording, and a bad body in its own words', async () => {
      const cookie = await humanCookie();
      const tag = { content: 'x', priv: false };
      const missing = await post(
        '/api/tag',
        { targets: [{ type: 'work', id: 99999999 }], tags: [tag] },
        cookie,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.notFound('work', '99999999'));
      const noTargets = await post('/api/tag', { tags: [tag] }, cookie);
      expect(noTargets.statusCode).toBe(400);
      expect(noTargets.json()).toMatchObject({
        error: 'validation',
        message: 'targets: Invalid input: expected array, received undefined',
        details: [{ path: '/targets' }],
      });
    });

    it('refuses removals and bulk removal to anonymous callers', async () => {
      const tagId = await store.tags.insertTag({
        name: 'ada tag',
        userId: ada.userId,
        targetType: 'work',
        targetId: ids.bookId,
      });
      expect((await app.inject({ method: 'DELETE', url: `/api/tag/${tagId}` })).statusCode).toBe(401);
      const bulk = {
        targets: [{ type: 'work', id: ids.bookId }],
        tags: [{ content: 'ada tag', priv: null }],
      };
      expect((await post('/api/tag/bulkDelete', bulk, await humanCookie())).statusCode).toBe(401);
      expect((await post('/api/tag/bulkDelete', { ids: [tagId] })).statusCode).toBe(400);
      expect((await app.inject({ method: 'DELETE', url: '/api/tag/987654' })).json()).toEqual({
        result: false,
      });
      expect((await app.inject({ method: 'GET', url: '/api/tag?text=a' })).json()).toEqual({
        suggestions: [],
      });
    });
  });

  describe('signed-in callers through the services', () => {
    it('lets owners add private tags and remove only their own', async () => {
      const added = await addTags(deps, ada, false, {
        targets: [{ type: 'work', id: ids.bookId }],
        tags: [{ content: 'secret, shelf', priv: true }],
      });
      expect(added.items.map((t) => [t.name, t.priv, t.mine])).toEqual([
        ['secret', true, true],
        ['shelf', true, true],
      ]);
      const [first, second] = added.items;
      expect(await statusOf(removeTag(deps, ben, first!.id))).toBe(403);
      expect(await removeTag(deps, ada, first!.id)).toBe(true);
      expect(await removeTag(deps, ada, first!.id)).toBe(false);
      const shelf = {
        targets: [{ type: 'work' as const, id: ids.bookId }],
        tags: [{ content: 'Shelf', priv: null }],
      };
      // Someone else removes only their own: none of Ada's.
      expect((await bulkRemoveTags(deps, ben, shelf)).items).toEqual([]);
      expect((await bulkRemoveTags(deps, dataManager, shelf)).items).toEqual([
        { id: second!.id, workId: ids.bookId, content: 'shelf' },
      ]);
      expect((await bulkRemoveTags(deps, dataManager, shelf)).items).toEqual([]);
    });

    it('skips a tag the caller already holds there (case ignored) and repeats within one call', async () => {
      const cartoon = { type: 'work' as const, id: ids.cartoonId };
      const names = async (
        caller: Caller,
        content: string,
        priv = false,
        targets: AddTagsBody['targets'] = [cartoon],
      ) =>
        (await addTags(deps, caller, false, { targets, tags: [{ content, priv }] })).items.map((t) => t.name);
      expect(await names(ada, 'delta')).toEqual(['delta']);
      expect(await names(ada, 'delta, DELTA')).toEqual([]);
      expect(await names(ada, 'Epsilon, epsilon', false, [cartoon, cartoon])).toEqual(['Epsilon']);
      // The other visibility, and someone else, are other tags.
      expect(await names(ada, 'Delta', true)).toEqual(['Delta']);
      expect(await names(ben, 'DELTA')).toEqual(['DELTA']);
      // An organisation is a person record: the same target twice.
      const person = [
        { type: 'organisation' as const, id: ids.personId },
        { type: 'person' as const, id: ids.personId },
      ];
      expect(await names(ada, 'zeta', false, person)).toEqual(['zeta']);
      const stored = await queryBuilderOf(store)
        .selectFrom('tag')
        .select(['name', 'userId', 'priv'])
        .where('targetId', 'in', [ids.cartoonId, ids.personId])
        .where((eb) => eb(eb.fn('lower', ['name']), 'in', ['delta', 'epsilon', 'zeta']))
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { name: 'delta', userId: ada.userId, priv: 0 },
        { name: 'Epsilon', userId: ada.userId, priv: 0 },
        { name: 'Delta', userId: ada.userId, priv: 1 },
        { name: 'DELTA', userId: ben.userId, priv: 0 },
        { name: 'zeta', userId: ada.userId, priv: 0 },
      ]);
    });

    it('removes in bulk by visibility: Public, Private or Both, across several targets', async () => {
      const targets = [
        { type: 'work' as const, id: ids.bookId },
        { type: 'person' as const, id: ids.personId },
      ];
      await addTags(deps, ada, false, { targets, tags: [{ content: 'bulk one', priv: true }] });
      await addTags(deps, ben, false, { targets, tags: [{ content: 'bulk one, bulk two', priv: false }] });
      const remove = (priv: boolean | null, content = 'bulk one') =>
        bulkRemoveTags(deps, dataManager, { targets, tags: [{ content, priv }] });
      const publicOnes = await remove(false);
      expect(publicOnes.items.map((t) => [t.content, t.workId])).toEqual([
        ['bulk one', ids.bookId],
        ['bulk one', null],
      ]);
      expect((await remove(true)).items).toHaveLength(2);
      expect((await remove(null, 'bulk two, bulk one')).items.map((t) => t.content)).toEqual([
        'bulk two',
        'bulk two',
      ]);
      expect(await statusOf(remove(null, ' , '))).toBe(400);
      expect(
        await statusOf(bulkRemoveTags(deps, null, { targets, tags: [{ content: 'x', priv: null }] })),
      ).toBe(401);
    });

    it('suggests at most 5 of the caller’s own tags starting with the text', async () => {
      await addTags(deps, ada, false, {
        targets: [{ type: 'work', id: ids.cartoonId }],
        tags: [{ content: 'Alpha, alps, altitude, alto, alum, alder, beta', priv: false }],
      });
      await addTags(deps, ben, false, {
        targets: [{ type: 'work', id: ids.cartoonId }],
        tags: [{ content: 'also ben', priv: false }],
      });
      const { suggestions } = await suggestTags(deps, ada, 'al');
      expect(suggestions).toHaveLength(5);
      expect(suggestions.every((s) => s.toLowerCase().startsWith('al'))).toBe(true);
      expect(suggestions).not.toContain('also ben');
      expect((await suggestTags(deps, ada, '')).suggestions).toEqual([]);
    });

    it('lets only the owner change and remove a note', async () => {
      const res = await post(
        '/api/annotation/work',
        { target: ids.bookId, content: 'x', priv: false },
        await humanCookie(),
      );
      const anonymousNote = AnnotationSchema.parse(res.json());
      expect(await statusOf(removeNote(deps, ada, anonymousNote.id))).toBe(403);

      const note = await addNote(deps, ada, false, 'work', ids.bookId, { content: 'Mine', priv: true });
      expect(note).toMatchObject({ editable: true, deletable: true, priv: true });
      expect(await statusOf(changeNote(deps, ben, note.id, { content: 'Hijack', priv: false }))).toBe(403);
      const changed = await changeNote(deps, ada, note.id, { content: 'Changed', priv: false });
      expect(changed).toMatchObject({ content: 'Changed', priv: false });
      expect(await statusOf(removeNote(deps, null, note.id))).toBe(401);
      expect(await removeNote(deps, ada, note.id)).toBe(true);
      expect(await removeNote(deps, ada, note.id)).toBe(false);
    });
  });
});
