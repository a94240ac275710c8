import type {
  Annotations,
  ModerationLogPage,
  ModerationPage,
  ModerationResult,
  PublicProfile,
  Tags,
  UserNotes,
  UserTagSummary,
} from '@trove/contracts';
import type { Store, WorkSource } from '@trove/db';
import { buildWork, createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';
import { runModerateCommand } from '../src/cli/moderation-command.ts';

/**
 * Moderation of notes and tags (spec 03 §2, §7 GET /annotation/; issue 16 §5; ADR 045): the review
 * call's filters, sort and paging for content managers only, and hiding, deleting and restoring
 * with a reason, after which the item is gone from every answer and search document until restored.
 */
describe.each(await storesUnderTest())('moderation on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let carer: Visitor;
  let ada: Visitor;
  let zed: Visitor;
  let workId = 0;
  let adaNote = 0;
  let adaPrivateNote = 0;
  let zedNote = 0;
  let adaTag = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    carer = await signedUpVisitor(app, store, 'carer@example.org', 'contentManager');
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    zed = await signedUpVisitor(app, store, 'zed@example.org');
    const adaId = (await store.accounts.userIdByName('ada'))!;
    const zedId = (await store.accounts.userIdByName('zed'))!;
    workId = (await buildWork(store, { work: { title: 'Birds of the bush' } })).workId;
    const note = (userId: number | null, content: string, priv = false) =>
      store.notes.insertAnnotation({ content, userId, targetType: 'work', targetId: workId, priv });
    adaNote = await note(adaId, 'Ada’s public note');
    adaPrivateNote = await note(adaId, 'Ada’s private note', true);
    zedNote = await note(zedId, 'Zed’s public note');
    await note(null, 'A visitor’s note');
    adaTag = await store.tags.insertTag({
      name: 'wattlebird',
      userId: adaId,
      targetType: 'work',
      targetId: workId,
    });
    await store.tags.insertTag({
      name: 'secretbird',
      userId: zedId,
      targetType: 'work',
      targetId: workId,
      priv: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const get = async <T>(visitor: Visitor | null, url: string) => {
    const res = await browserCall(app, visitor, 'GET', url);
    return { status: res.statusCode, body: res.json<T>(), cache: res.headers['cache-control'] };
  };
  const post = async <T>(visitor: Visitor | null, url: string, payload: object) => {
    const res = await browserCall(app, visitor, 'POST', url, payload);
    return { status: res.statusCode, body: res.json<T>() };
  };
  const contents = (page: ModerationPage) => page.content.map((item) => item.content);

  it('answers notes by user name ascending, anonymous ones last, in the spec’s paged shape', async () => {
    const res = await get<ModerationPage>(carer, '/api/annotation/?type=note');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('private, no-store');
    expect(contents(res.body)).toEqual([
      'Ada’s public note',
      'Ada’s private note',
      'Zed’s public note',
      'A visitor’s note',
    ]);
    expect(res.body).toMatchObject({
      totalElements: 4,
      numberOfElements: 4,
      totalPages: 1,
      number: 0,
      size: 20,
      pageable: { offset: 0 },
    });
    const first = res.body.content[0]!;
    expect(first).toMatchObject({
      id: adaNote,
      type: 'note',
      itemTitle: 'Birds of the bush',
      link: `/work/${workId}`,
      priv: false,
      user: 'ada',
      targetType: 'work',
      targetId: workId,
      moderation: null,
    });
    expect(res.body.content[3]!.user).toBeNull();
  });

  it('sorts by user descending and filters by visibility', async () => {
    const desc = await get<ModerationPage>(carer, '/api/annotation/?type=note&sort=DESC');
    expect(desc.body.content.map((i) => i.user)).toEqual(['zed', 'ada', 'ada', null]);
    const priv = await get<ModerationPage>(carer, '/api/annotation/?type=note&visibility=private');
    expect(contents(priv.body)).toEqual(['Ada’s private note']);
    const pub = await get<ModerationPage>(carer, '/api/annotation/?type=note&visibility=public');
    expect(pub.body.totalElements).toBe(3);
  });

  it('pages', async () => {
    const second = await get<ModerationPage>(carer, '/api/annotation/?type=note&size=3&page=1');
    expect(contents(second.body)).toEqual(['A visitor’s note']);
    expect(second.body).toMatchObject({
      totalPages: 2,
      number: 1,
      numberOfElements: 1,
      pageable: { offset: 3 },
    });
  });

  it('answers tags with the type parameter, private ones included', async () => {
    const tags = await get<ModerationPage>(carer, '/api/annotation/?type=tag');
    expect(tags.body.content.map((i) => [i.content, i.user, i.priv])).toEqual([
      ['wattlebird', 'ada', false],
      ['secretbird', 'zed', true],
    ]);
  });

  it('refuses unknown filter values with a 400 and a JSON body', async () => {
    for (const query of ['type=list', 'visibility=all', 'sort=up', 'state=gone', 'size=0', 'page=-1']) {
      const res = await get<{ error: string; message: string }>(carer, `/api/annotation/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toEqual(expect.any(String));
    }
  });

  it('is for content managers: a visitor is asked to sign in (401), a reader refused (403)', async () => {
    expect((await get(null, '/api/annotation/')).status).toBe(401);
    expect((await get(ada, '/api/annotation/')).status).toBe(403);
    expect((await get(ada, '/api/annotation/moderationLog')).status).toBe(403);
    expect((await post(null, `/api/annotation/${zedNote}/hide`, { reason: 'x' })).status).toBe(401);
    expect((await post(ada, `/api/annotation/${zedNote}/hide`, { reason: 'x' })).status).toBe(403);
    expect((await post(ada, `/api/tag/${adaTag}/delete`, { reason: 'x' })).status).toBe(403);
  });

  it('requires a reason, in the spec’s words', async () => {
    const blank = await post<{ message: string }>(carer, `/api/annotation/${adaNote}/hide`, {
      reason: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a value for this field.');
    const long = await post<{ message: string }>(carer, `/api/annotation/${adaNote}/hide`, {
      reason: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Please enter a shorter value for this field.');
    expect((await post(carer, `/api/annotation/${adaNote}/hide`, {})).status).toBe(400);
    expect((await post(carer, `/api/annotation/999999/hide`, { reason: 'Spam' })).status).toBe(404);
    const visible = await post<{ message: string }>(carer, `/api/annotation/${adaNote}/restore`, {
      reason: 'r',
    });
    expect(visible.status).toBe(400);
    expect(visible.body.message).toBe('This note is neither hidden nor deleted.');
  });

  const workNotes = async (visitor: Visitor | null) =>
    (await get<Annotations>(visitor, `/api/annotation/work/${workId}`)).body.annotations.map(
      (n) => n.content,
    );

  it('hides a note from the work’s notes, its author’s notes and counts, for everyone, until restored', async () => {
    const hidden = await post<ModerationResult>(carer, `/api/annotation/${adaNote}/hide`, {
      reason: 'Off topic <b>bold</b>',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.item.moderation).toBe('hidden');
    expect(hidden.body.entry).toMatchObject({
      itemType: 'note',
      itemId: adaNote,
      action: 'hide',
      reason: 'Off topic <b>bold</b>',
      moderator: 'carer',
    });
    for (const visitor of [null, ada, zed, carer])
      expect(await workNotes(visitor)).not.toContain('Ada’s public note');
    expect(await workNotes(ada)).toContain('Ada’s private note');
    const own = await get<UserNotes>(ada, '/api/annotation/user/ada');
    expect(own.body.notes.map((n) => n.content)).toEqual(['Ada’s private note']);
    expect((await get<PublicProfile>(null, '/api/profile/ada')).body.annotationCount).toBe(0);
    // Out of its author's reach too: neither changed nor removed while hidden.
    const change = await browserCall(app, ada, 'PUT', `/api/annotation/${adaNote}`, {
      content: 'again',
      priv: false,
    });
    expect(change.statusCode).toBe(404);
    // Still under review, marked.
    const review = await get<ModerationPage>(carer, '/api/annotation/?type=note&state=hidden');
    expect(review.body.content.map((i) => [i.id, i.moderation])).toEqual([[adaNote, 'hidden']]);
    const again = await post<{ message: string }>(carer, `/api/annotation/${adaNote}/hide`, { reason: 'x' });
    expect(again.body.message).toBe('This note is already hidden.');

    const restored = await post<ModerationResult>(carer, `/api/annotation/${adaNote}/restore`, {
      reason: 'Appeal upheld',
    });
    expect(restored.body.item.moderation).toBeNull();
    expect(await workNotes(null)).toContain('Ada’s public note');
    expect((await get<PublicProfile>(null, '/api/profile/ada')).body.annotationCount).toBe(1);
  });

  it('deletes a note softly: gone everywhere, listed as deleted, restorable', async () => {
    const deleted = await post<ModerationResult>(carer, `/api/annotation/${zedNote}/delete`, {
      reason: 'Abuse',
    });
    expect(deleted.body.item.moderation).toBe('deleted');
    expect(await workNotes(zed)).not.toContain('Zed’s public note');
    const review = await get<ModerationPage>(carer, '/api/annotation/?type=note&state=deleted');
    expect(contents(review.body)).toEqual(['Zed’s public note']);
    await post(carer, `/api/annotation/${zedNote}/restore`, { reason: 'Mistake' });
    expect(await workNotes(null)).toContain('Zed’s public note');
  });

  it('hides a tag from the record, the tag lists and the search document, and restoring brings it back', async () => {
    const tagsOfWork = async (visitor: Visitor | null) =>
      (await get<Tags>(visitor, `/api/tag/work/${workId}`)).body.tags.map((t) => t.name);
    const document = async () => {
      const [source] = (await store.searchIndex.readSearchSources('work', [workId])) as WorkSource[];
      return source!.publicTags;
    };
    const changesBefore = await store.searchIndex.searchChangesAfter(
      dialectOf(dialect),
      { xact: '0', id: 0 },
      10_000,
    );
    expect(await document()).toEqual(['wattlebird']);

    const res = await post<ModerationResult>(carer, `/api/tag/${adaTag}/hide`, { reason: 'Spam' });
    expect(res.status).toBe(200);
    expect(await tagsOfWork(null)).toEqual([]);
    expect(await tagsOfWork(ada)).toEqual([]);
    expect((await get<UserTagSummary>(null, '/api/tag/user/ada/summary')).body.tags).toEqual([]);
    expect((await get<{ tags: unknown[] }>(ada, '/api/tag/user/ada')).body.tags).toEqual([]);
    expect((await get<PublicProfile>(null, '/api/profile/ada')).body.tagCount).toBe(0);
    expect(await document()).toEqual([]);
    // The work is logged for the index, which drops the tag from its document. On PostgreSQL a
    // change is read once no older transaction of the server is still running (other test
    // databases' too), so it may take a moment to show.
    const changesAfter = async () =>
      store.searchIndex.searchChangesAfter(dialectOf(dialect), { xact: '0', id: 0 }, 10_000);
    await expect
      .poll(async () => (await changesAfter()).length, { timeout: 30_000 })
      .toBeGreaterThan(changesBefore.length);
    expect((await changesAfter()).at(-1)).toMatchObject({ entityType: 'work', entityId: workId });
    // The author cannot remove it while it is hidden.
    expect((await browserCall(app, ada, 'DELETE', `/api/tag/${adaTag}`)).json()).toEqual({ result: false });

    await post(carer, `/api/tag/${adaTag}/restore`, { reason: 'Not spam after all' });
    expect(await tagsOfWork(null)).toEqual(['wattlebird']);
    expect(await document()).toEqual(['wattlebird']);
  });

  it('keeps the log, newest first, for every item or one', async () => {
    const log = await get<ModerationLogPage>(carer, '/api/annotation/moderationLog');
    expect(log.status).toBe(200);
    expect(log.body.content.slice(0, 2).map((e) => [e.itemType, e.action, e.reason])).toEqual([
      ['tag', 'restore', 'Not spam after all'],
      ['tag', 'hide', 'Spam'],
    ]);
    const one = await get<ModerationLogPage>(
      carer,
      `/api/annotation/moderationLog?itemType=note&itemId=${adaNote}`,
    );
    expect(one.body.content.map((e) => e.action)).toEqual(['restore', 'hide']);
    expect(one.body.totalElements).toBe(2);
  });

  it('has an operator’s command with the same rules and log', async () => {
    await expect(
      runModerateCommand(store, {
        kind: 'act',
        action: 'hide',
        type: 'note',
        id: adaPrivateNote,
        reason: '',
        by: null,
      }),
    ).rejects.toThrow('Please enter a value for this field.');
    expect(
      await runModerateCommand(store, {
        kind: 'act',
        action: 'hide',
        type: 'note',
        id: adaPrivateNote,
        reason: 'Reported',
        by: 'carer',
      }),
    ).toEqual([`note ${adaPrivateNote} is now hidden.`]);
    expect(await workNotes(ada)).not.toContain('Ada’s private note');
    await runModerateCommand(store, {
      kind: 'act',
      action: 'restore',
      type: 'note',
      id: adaPrivateNote,
      reason: 'Ok',
      by: null,
    });
    const lines = await runModerateCommand(store, {
      kind: 'log',
      item: { type: 'note', id: adaPrivateNote },
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/restore note \d+ by an operator: Ok$/);
    expect(lines[1]).toMatch(/hide note \d+ by carer: Reported$/);
  });
});

const dialectOf = (dialect: string) =>
  (dialect === 'postgres' ? 'postgres' : 'sqlite') as 'sqlite' | 'postgres';
