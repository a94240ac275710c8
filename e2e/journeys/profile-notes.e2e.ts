import { CONTRIBUTION_WRITE_MESSAGES } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The page is no wider than its window (spec: fits 390 px). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Issue 16 §4 Notes tab (spec 03 §2; ADR 039): a reader finds their notes on their profile, each
 * with what it is on and cut at 550 characters, edits one and deletes another after the question;
 * another visitor sees only the public notes on the reader's public profile.
 */
test.describe('the profile Notes tab', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let writer: HttpVisitor;
  const username = `Scribe.${stamp}`.slice(0, 30);
  const longNote = `${'A long remark about the goldfields. '.repeat(20)}END-OF-NOTE-${stamp}`;
  const privateNote = `A private remark ${stamp}`;
  let book = { id: 0, title: '' };

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    const found = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' }));
    const work = found.works.find((w) => w.workType === 'work');
    if (!work) throw new Error('No book to write notes on');
    book = { id: work.id, title: work.title };
    writer = new HttpVisitor(baseUrl);
    await writer.signUp(`scribe${stamp}@example.org`, 'Sam Scribe', PASSWORD, username);
    await data(writer.client.addNote.work({ body: { target: book.id, content: longNote, priv: false } }));
    await data(writer.client.addNote.work({ body: { target: book.id, content: privateNote, priv: true } }));
  });
  test.afterAll(() => closeContexts(browser));

  test('shows the reader their notes, edits one and deletes another after asking, at 390 px', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await context.addCookies([...writer.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    await page.goto('/userProfile');
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Notes' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/notes');
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect.poll(() => notes.getByText(privateNote).isVisible()).toBe(true);
    // What each note is on, linked; the long one cut at 550 characters.
    expect(
      await notes.getByRole('link', { name: book.title, exact: true }).first().getAttribute('href'),
    ).toBe(`/work/${book.id}`);
    expect(await notes.textContent()).not.toContain(`END-OF-NOTE-${stamp}`);
    expect(await notes.getByText(/…$/).count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);

    // Edit the private note in place.
    const edits = notes.getByRole('link', { name: `Edit: note on ${book.title}` });
    await edits.first().click();
    await page.waitForURL((url) => url.searchParams.has('edit'));
    const field = page.getByLabel('Note (required)');
    await expect.poll(() => field.inputValue()).toBe(privateNote);
    await expectNoAxeViolations(page);
    expect(await fitsWidth(page)).toBe(true);
    await field.fill(`${privateNote}, revised`);
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'saved');
    await expect.poll(() => page.getByText('Your note has been saved.').isVisible()).toBe(true);
    expect(await notes.getByText(`${privateNote}, revised`).isVisible()).toBe(true);

    // Delete the long one: the question first, then the note is gone.
    await notes
      .getByRole('link', { name: `Delete: note on ${book.title}` })
      .last()
      .click();
    await page.waitForURL((url) => url.searchParams.has('remove'));
    await expect
      .poll(() => page.getByText(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete note' }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'removed');
    await expect.poll(() => page.getByText('Your note has been removed.').isVisible()).toBe(true);
    expect(await notes.getByText(/…$/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows another visitor the public notes only, without edit or delete', async () => {
    await data(
      writer.client.addNote.work({
        body: { target: book.id, content: `A public remark ${stamp}`, priv: false },
      }),
    );
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/userProfile/user/${encodeURIComponent(username)}/notes`);
    const notes = page.getByRole('region', { name: 'Notes' });
    expect(await notes.getByText(`A public remark ${stamp}`).isVisible()).toBe(true);
    expect(await notes.textContent()).not.toContain(privateNote);
    expect(await notes.getByRole('link', { name: /^Edit|^Delete/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
