import { CONTRIBUTION_WRITE_MESSAGES } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { focusedName } from '../support/aria.ts';
import { closeContexts, expectNoAxeViolations, openPage, openPanel } from '../support/browser.ts';
import { signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** Notes of a work as an anonymous caller of the API sees them. */
async function publicNotes(baseUrl: string, id: number) {
  return data(publicApi(baseUrl).notesOn.work({ id }));
}

/** A work nobody has written a note on yet, from an API search of the demo corpus. */
async function unannotatedBook(baseUrl: string): Promise<number> {
  const page = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'history' }));
  for (const { id } of page.works) if ((await publicNotes(baseUrl, id)).total === 0) return id;
  throw new Error('no book without notes');
}

const uniqueEmail = (who: string) => `${who}${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;

/** What another visitor sees in the Notes panel of the work. */
async function notesSeenBy(page: Page, url: string): Promise<string> {
  await page.goto(url);
  return (await page.getByRole('region', { name: 'Notes' }).textContent()) ?? '';
}

test.describe('a signed-in reader keeps a private note on a work', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('adds, edits and deletes a private note that nobody else sees', async () => {
    test.setTimeout(120_000);
    const id = await unannotatedBook(baseUrl);
    const first = 'Compare with the 1923 reprint in the reading room.';
    const second = 'Compared: the 1923 reprint drops the maps.';
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}`);
    await signUp(page, uniqueEmail('reader'), 'Private Reader');
    // The provider brought the reader back to the portal's public address: stay on it.
    const workUrl = `${new URL(page.url()).origin}/work/${id}`;
    await page.goto(workUrl);

    const notes = page.getByRole('region', { name: 'Notes' });
    await openPanel(page, 'Notes', 'Add a note');
    const content = notes.getByLabel('Note (required)');
    // The count warns once 800 or fewer of the 4000 characters remain.
    await content.fill('x'.repeat(3199));
    await expect.poll(() => notes.getByText('At most 4000 characters.').isVisible()).toBe(true);
    await content.fill('x'.repeat(3200));
    await expect
      .poll(() => notes.getByText(CONTRIBUTION_WRITE_MESSAGES.noteRemaining(800)).isVisible())
      .toBe(true);
    await content.fill('x'.repeat(4001));
    await expect
      .poll(() => notes.getByText(CONTRIBUTION_WRITE_MESSAGES.noteTooLong(4001)).isVisible())
      .toBe(true);
    await content.fill(first);
    await expect.poll(() => notes.getByText('At most 4000 characters.').isVisible()).toBe(true);
    // Signed in, no human check is asked for and the private option is open.
    expect(await notes.getByRole('group', { name: 'Human check (ALTCHA)' }).count()).toBe(0);
    await notes.getByRole('radio', { name: 'Private' }).check();
    await expectNoAxeViolations(page);
    await notes.getByRole('button', { name: 'Save note' }).click();

    const mine = notes.getByRole('article', { name: 'note by Private Reader' });
    await expect.poll(() => mine.filter({ hasText: first }).count()).toBe(1);
    expect(await mine.getByText(/\(private\)$/).isVisible()).toBe(true);
    expect(await notes.getByRole('status').textContent()).toBe('Note saved.');
    // Saved on the server: it is there when the page is opened again.
    await page.goto(workUrl);
    await expect.poll(() => mine.filter({ hasText: first }).count()).toBe(1);

    // Nobody else sees it: not an anonymous visitor, not another reader, not the API.
    expect((await publicNotes(baseUrl, id)).total).toBe(0);
    const stranger = await openPage(browser, baseUrl);
    const seen = await notesSeenBy(stranger.page, `/work/${id}`);
    expect(seen).toContain('No notes have been added for this record');
    expect(seen).not.toContain(first);
    await stranger.page.goto(`/work/${id}`);
    await signUp(stranger.page, uniqueEmail('other'), 'Other Reader');
    const seenSignedIn = await notesSeenBy(
      stranger.page,
      `${new URL(stranger.page.url()).origin}/work/${id}`,
    );
    expect(seenSignedIn).toContain('No notes have been added for this record');
    expect(seenSignedIn).not.toContain(first);
    expect(stranger.errors).toEqual([]);
    await stranger.context.close();

    // Each note's Edit names the note; it toggles the form below the note (aria-expanded).
    const edit = mine.getByRole('button', {
      name: /^Edit note of \d{1,2} \w+ \d{4}: “Compare with the 1923 reprint in the…”$/,
    });
    expect(await edit.getAttribute('aria-expanded')).toBe('false');
    const form = notes.getByRole('form', { name: 'Edit note' });
    await expect
      .poll(async () => {
        if ((await form.count()) === 0) await edit.click();
        return form.count();
      })
      .toBe(1);
    expect(await edit.getAttribute('aria-expanded')).toBe('true');
    expect(await form.getByLabel('Note (required)').inputValue()).toBe(first);
    expect(await form.getByRole('radio', { name: 'Private' }).isChecked()).toBe(true);
    // Escape closes it, focus back on that note's Edit.
    await form.getByLabel('Note (required)').press('Escape');
    await expect.poll(() => form.count()).toBe(0);
    expect(await edit.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toMatch(/^Edit note of .*Compare with/);

    // Editing starts from the current text and visibility; the change shows once saved.
    await edit.click();
    await form.getByLabel('Note (required)').fill(second);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => mine.filter({ hasText: second }).count()).toBe(1);
    expect(await notes.getByText(first).count()).toBe(0);
    expect(await mine.getByText(/\(private\)$/).isVisible()).toBe(true);
    expect(await notes.getByRole('status').textContent()).toBe('Note saved.');
    // Saved, focus is back on the note's Edit, which now names the new text.
    expect(await focusedName(page)).toMatch(/^Edit note of .*: “Compared: the 1923 reprint drops the…”$/);

    // Deleting asks first, with focus on Cancel: Enter there keeps the note.
    const remove = mine.getByRole('button', { name: /^Delete note of / });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote).toBe('Are you sure you wish to remove this note?');
    await expect.poll(() => focusedName(page)).toBe('Cancel');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await mine.filter({ hasText: second }).count()).toBe(1);
    await expect.poll(() => focusedName(page)).toMatch(/^Delete note of /);
    // Confirmed, the note is gone, here and on the server.
    await remove.click();
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete note' }).click();
    await expect.poll(() => mine.count()).toBe(0);
    expect(await notes.getByRole('status').textContent()).toBe('Note removed.');
    expect(await notes.getByText('No notes have been added for this record').isVisible()).toBe(true);
    await page.goto(workUrl);
    await expect
      .poll(() => notes.getByText('No notes have been added for this record').isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
