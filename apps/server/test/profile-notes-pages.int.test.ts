import { CONTRIBUTION_WRITE_MESSAGES, MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './fixtures.ts';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * The profile's Notes tab as the server renders it (spec 03 §2 Notes tab, §6, §9; ADR 039): each
 * note with what it is on, cut at 550 characters, private ones only for the owner and viewers
 * allowed to see private profiles, and edit and delete as posted forms that work without script.
 */
describe.each(await storesUnderTest())('the profile Notes tab on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let writer: Visitor;
  let other: Visitor;
  let viewer: Visitor;
  const ids = { writer: 0, work: 0, open: 0, hidden: 0, long: 0 };
  let workTitle = '';
  const longNote = `${'Goldfields diary entry. '.repeat(30)}THE-END-MARKER`;

  const get = (visitor: Visitor | null, url: string) => getPage(app, visitor, url);
  const post = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });
  const contentOf = async (id: number) =>
    (await queryBuilderOf(store)
      .selectFrom('annotation')
      .select(['content', 'priv'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    writer = await signedUpVisitor(app, store, 'notewriter@example.org');
    other = await signedUpVisitor(app, store, 'quietreader@example.org');
    viewer = await signedUpVisitor(app, store, 'lookout@example.org', 'profileViewer');
    ids.writer = (await store.accounts.userIdByName('notewriter'))!;
    const { bookId } = await seedFixtures(store);
    const work = await queryBuilderOf(store)
      .selectFrom('work')
      .select(['id', 'title'])
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    ids.work = work.id;
    workTitle = work.title;
    const on = { userId: ids.writer, targetType: 'work' as const, targetId: work.id };
    ids.open = await store.notes.insertAnnotation({
      content: 'An open remark',
      ...on,
      at: '2026-01-01T00:00:00.000Z',
    });
    ids.hidden = await store.notes.insertAnnotation({
      content: 'A secret remark',
      ...on,
      priv: true,
      at: '2026-01-02T00:00:00.000Z',
    });
    ids.long = await store.notes.insertAnnotation({
      content: longNote,
      ...on,
      at: '2026-01-03T00:00:00.000Z',
    });
  });
  afterAll(() => running?.close());

  it('shows the owner every note of theirs, with what it is on linked, cut at 550 characters', async () => {
    const page = await get(writer, '/userProfile/notes');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/href="\/userProfile\/notes"[^>]*>Notes</);
    expect(page.body).toContain(`href="/work/${ids.work}"`);
    expect(page.body).toContain(escaped(workTitle));
    expect(page.body).toContain('An open remark');
    expect(page.body).toContain('A secret remark');
    expect(page.body).toContain('Private');
    expect(page.body).toContain(escaped(longNote.slice(0, 200)));
    // The page shows the preview; the full text travels only in the owner's own page data.
    const shown = page.body.split('window.__reactRouterContext')[0] ?? '';
    expect(shown).not.toContain('THE-END-MARKER');
    expect(shown).toMatch(/Goldfields diary entry\. Goldfields[^<]*…</);
    expect(page.body).toContain(`href="/userProfile/notes?edit=${ids.open}"`);
    expect(page.body).toContain(`href="/userProfile/notes?remove=${ids.open}"`);
  });

  it('shows others the public notes only, without edit or delete', async () => {
    for (const visitor of [null, other]) {
      const page = await get(visitor, '/userProfile/user/notewriter/notes');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('An open remark');
      expect(page.body).not.toContain('A secret remark');
      expect(page.body).not.toContain('?edit=');
      expect(page.body).not.toContain('?remove=');
    }
  });

  it('shows a viewer allowed to see private profiles the private notes too (spec 03 §6)', async () => {
    const page = await get(viewer, '/userProfile/user/notewriter/notes');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A secret remark');
    expect(page.body).not.toContain('?edit=');
  });

  it('has no Notes tab for a reader with no notes to show, and sends its address to About', async () => {
    const profile = await get(writer, '/userProfile/user/quietreader');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('/userProfile/user/quietreader/notes');
    const tab = await get(writer, '/userProfile/user/quietreader/notes');
    expect([302, 303]).toContain(tab.statusCode);
    expect(tab.headers.location).toBe('/userProfile/user/quietreader/about');
  });

  it('keeps the Notes tab on one’s own profile even without notes, where the menu leads', async () => {
    const own = await get(other, '/userProfile/notes');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('You have not written any notes yet.');
    expect((await get(other, '/userProfile')).body).toContain('href="/userProfile/notes"');
  });

  it('edits a note in place: a refused change keeps what was typed, a good one is saved', async () => {
    const form = await get(writer, `/userProfile/notes?edit=${ids.open}`);
    expect(form.body).toContain(`Edit note on ${escaped(workTitle)}`);
    expect(form.body).toMatch(/<textarea[^>]*name="content"[^>]*>An open remark<\/textarea>/);

    const empty = await post(writer, `/userProfile/notes?edit=${ids.open}`, {
      intent: 'change',
      noteId: String(ids.open),
      content: '   ',
      visibility: 'public',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(escaped(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('content')));

    const tooLong = await post(writer, `/userProfile/notes?edit=${ids.open}`, {
      intent: 'change',
      noteId: String(ids.open),
      content: 'z'.repeat(4001),
      visibility: 'public',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(escaped(CONTRIBUTION_WRITE_MESSAGES.noteTooLong(4001)));
    expect(tooLong.body).toContain('z'.repeat(4001));

    const saved = await post(writer, `/userProfile/notes?edit=${ids.open}`, {
      intent: 'change',
      noteId: String(ids.open),
      content: 'A changed remark',
      visibility: 'private',
    });
    expect([302, 303]).toContain(saved.statusCode);
    expect(saved.headers.location).toBe('/userProfile/notes?done=saved');
    expect(await contentOf(ids.open)).toEqual({ content: 'A changed remark', priv: 1 });
    const after = await get(writer, '/userProfile/notes?done=saved');
    expect(after.body).toContain('Your note has been saved.');
  });

  it('refuses to change or remove another reader’s note in the spec’s words', async () => {
    const changed = await post(other, '/userProfile/user/notewriter/notes', {
      intent: 'change',
      noteId: String(ids.long),
      content: 'Not mine',
      visibility: 'public',
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.body).toContain(MESSAGES.noPermission);
    const removed = await post(other, '/userProfile/user/notewriter/notes', {
      intent: 'remove',
      noteId: String(ids.long),
    });
    expect(removed.statusCode).toBe(403);
    expect(await contentOf(ids.long)).not.toBeNull();
    const nonsense = await post(writer, '/userProfile/notes', { intent: 'remove', noteId: 'x' });
    expect(nonsense.statusCode).toBe(400);
  });

  it('asks before deleting a note, and deletes it when confirmed', async () => {
    const question = await get(writer, `/userProfile/notes?remove=${ids.hidden}`);
    expect(question.body).toContain(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote);
    expect(question.body).toContain('>Delete note<');
    const removed = await post(writer, `/userProfile/notes?remove=${ids.hidden}`, {
      intent: 'remove',
      noteId: String(ids.hidden),
    });
    expect([302, 303]).toContain(removed.statusCode);
    expect(removed.headers.location).toBe('/userProfile/notes?done=removed');
    expect(await contentOf(ids.hidden)).toBeNull();
    const after = await get(writer, '/userProfile/notes?done=removed');
    expect(after.body).toContain('Your note has been removed.');
    expect(after.body).not.toContain('A secret remark');
    // Removing it again: it is not there.
    const again = await post(writer, '/userProfile/notes', { intent: 'remove', noteId: String(ids.hidden) });
    expect(again.statusCode).toBe(404);
  });
});
