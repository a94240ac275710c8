import { MODERATION_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { catchUp } from '@trove/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './fixtures.ts';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';
const PATH = '/userProfile/moderate/content';
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** What the page shows, without the page data the browser hydrates from (JSON, not markup). */
const shown = (body: string) => body.split('window.__reactRouterContext')[0] ?? '';

/**
 * The Moderation tab as the server renders it (spec 03 §2 Moderation; ADR 045): a content manager's
 * own, others sent to /, each tab loading only its own items, and hiding a note with a required
 * reason as a posted form, after which the work page no longer shows it.
 */
describe.each(await storesUnderTest())('the Moderation tab on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let carer: Visitor;
  let reader: Visitor;
  let workId = 0;
  let noteId = 0;
  const hostileNote = 'Rude words <img src=x onerror="window.__xss=1"> here';
  const hostileReason = 'Abuse <script>window.__xss=2</script> reported';

  const get = (visitor: Visitor | null, url: string) => getPage(app, visitor, url);
  const post = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });
  const stateOf = async (id: number) =>
    (
      await queryBuilderOf(store)
        .selectFrom('annotation')
        .select('moderation')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).moderation;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    carer = await signedUpVisitor(app, store, 'carer@example.org', 'contentManager');
    reader = await signedUpVisitor(app, store, 'writer@example.org');
    const writerId = (await store.accounts.userIdByName('writer'))!;
    workId = (await seedFixtures(store)).bookId;
    noteId = await store.notes.insertAnnotation({
      content: hostileNote,
      userId: writerId,
      targetType: 'work',
      targetId: workId,
    });
    await store.tags.insertTag({
      name: 'tagonlyword',
      userId: writerId,
      targetType: 'work',
      targetId: workId,
    });
  });
  afterAll(() => running?.close());

  it('sends a visitor to sign in and a reader without the role to /', async () => {
    const visitor = await get(null, PATH);
    expect([302, 303]).toContain(visitor.statusCode);
    expect(visitor.headers.location).toContain('/auth/login?backurl=');
    const plain = await get(reader, PATH);
    expect([302, 303]).toContain(plain.statusCode);
    expect(plain.headers.location).toBe('/');
    expect((await get(reader, '/userProfile')).body).not.toContain(PATH);
    // Someone else's profile has no Moderation tab, for a content manager too.
    const other = await get(carer, '/userProfile/user/writer/moderate/content');
    expect(other.headers.location).toBe('/');
  });

  it('shows a content manager the Notes tab only, with the note’s text escaped, and the tab in the shell', async () => {
    const page = await get(carer, PATH);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${PATH}"`);
    expect(page.body).toContain('Moderate Content');
    const html = shown(page.body);
    expect(html).toContain(escaped(hostileNote));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`href="/work/${workId}"`);
    expect(html).toContain('href="/userProfile/user/writer"');
    // Loaded lazily: the Tags tab's items are not part of the Notes tab's page, data included.
    expect(page.body).not.toContain('tagonlyword');
    expect(html).toContain(`href="${PATH}?tab=tag"`);
    const tags = await get(carer, `${PATH}?tab=tag`);
    expect(tags.body).toContain('tagonlyword');
    expect(tags.body).not.toContain('Rude words');
  });

  it('filters by visibility as a GET form', async () => {
    const page = await get(carer, `${PATH}?tab=note&visibility=private`);
    expect(shown(page.body)).toContain('No notes match the selected filters.');
    expect(page.body).toMatch(/<select name="visibility"/);
    expect(page.body).toMatch(/<select name="sort"/);
  });

  it('asks for a reason before hiding, refuses an empty one, and hides with one; the work page loses the note', async () => {
    const before = await get(null, `/work/${workId}`);
    expect(before.body).toContain(escaped('Rude words'));

    const question = await get(carer, `${PATH}?tab=note&act=hide&id=${noteId}`);
    expect(shown(question.body)).toContain('Are you sure you wish to hide this note?');
    expect(question.body).toMatch(/<textarea[^>]*name="reason"/);

    const empty = await post(carer, `${PATH}?tab=note&act=hide&id=${noteId}`, {
      intent: 'hide',
      type: 'note',
      id: String(noteId),
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(MODERATION_MESSAGES.reasonRequired);
    expect(await stateOf(noteId)).toBeNull();

    const refused = await post(reader, `${PATH}?tab=note`, {
      intent: 'hide',
      type: 'note',
      id: String(noteId),
      reason: 'Not mine to hide',
    });
    expect(refused.statusCode).not.toBe(200);
    expect(await stateOf(noteId)).toBeNull();

    const hidden = await post(carer, `${PATH}?tab=note&act=hide&id=${noteId}`, {
      intent: 'hide',
      type: 'note',
      id: String(noteId),
      reason: hostileReason,
    });
    expect([302, 303]).toContain(hidden.statusCode);
    expect(hidden.headers.location).toBe(`${PATH}?tab=note&done=hide`);
    expect(await stateOf(noteId)).toBe('hidden');

    const after = await get(carer, `${PATH}?tab=note&done=hide`);
    expect(shown(after.body)).toContain('The item is now hidden.');
    expect(shown(after.body)).toContain('Hidden by a moderator');
    expect(shown(after.body)).toContain(`act=restore&amp;id=${noteId}`);

    // The index follows the change log (in production continually): its new revision retires the
    // kept copy of the anonymous work page, which showed the note.
    await catchUp(store, running!.engine);

    for (const visitor of [null, reader, carer]) {
      const work = await get(visitor, `/work/${workId}`);
      expect(work.statusCode).toBe(200);
      expect(work.body).not.toContain('Rude words');
    }
  });

  it('shows the log with the reason escaped, and restores the note', async () => {
    const log = await get(carer, `${PATH}?tab=log`);
    const html = shown(log.body);
    expect(html).toContain(escaped(hostileReason));
    expect(html).not.toContain('<script>window.__xss');
    expect(html).toContain('>Hidden<');
    expect(html).toContain('>carer<');

    const restored = await post(carer, `${PATH}?tab=note&act=restore&id=${noteId}`, {
      intent: 'restore',
      type: 'note',
      id: String(noteId),
      reason: 'Appeal upheld',
    });
    expect([302, 303]).toContain(restored.statusCode);
    expect(await stateOf(noteId)).toBeNull();
    await catchUp(store, running!.engine);
    for (const visitor of [null, reader]) {
      const work = await get(visitor, `/work/${workId}`);
      expect(work.body).toContain(escaped('Rude words'));
    }
  });
});
