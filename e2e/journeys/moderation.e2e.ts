import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const ROOT = path.resolve(import.meta.dirname, '../..');
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The page is no wider than its window (spec: fits 390 px). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The work page as an anonymous visitor sees it, until it shows (or stops showing) the text. The
 * portal keeps anonymous pages for as long as a shared cache may (5 minutes for a record), keyed by
 * the Cookie header: this visitor's own cookie keeps it from a copy another journey's visit left.
 */
async function workPageShows(
  browser: Browser,
  baseUrl: string,
  workId: number,
  text: string,
  shows: boolean,
) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies([{ name: 'journey', value: `moderation-${stamp}`, url: baseUrl }]);
  const page = await context.newPage();
  await expect
    .poll(
      async () => {
        await page.goto(`/work/${workId}`);
        return page.getByText(text).count();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(shows ? 1 : 0);
  await context.close();
}

/**
 * Issue 16 §5 (spec 03 §2 Moderation; ADR 045): a content manager opens Moderate Content on their
 * profile, finds a reader's note, hides it with a reason after the confirmation, and it disappears
 * from the work page; the log keeps the reason; restoring it without script brings it back.
 */
test.describe('moderating a note', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let carer: HttpVisitor;
  const noteText = `An off-topic advertisement ${stamp}`;
  const reason = `Advertising, reported ${stamp}`;
  let book = { id: 0, title: '' };

  const signedIn = async (context: BrowserContext) =>
    context.addCookies([...carer.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    const found = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' }));
    const work = found.works.find((w) => w.workType === 'work');
    if (!work) throw new Error('No book to write a note on');
    book = { id: work.id, title: work.title };
    const writer = new HttpVisitor(baseUrl);
    await writer.signUp(`adwriter${stamp}@example.org`, 'Ad Writer', PASSWORD);
    await data(writer.client.addNote.work({ body: { target: book.id, content: noteText, priv: false } }));
    carer = new HttpVisitor(baseUrl);
    const email = `carer${stamp}@example.org`;
    await carer.signUp(email, 'Content Carer', PASSWORD);
    // Granted as an operator grants it.
    execFileSync('npx', ['tsx', 'apps/server/src/cli/accounts.ts', 'grant', email, 'contentManager'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
  });
  test.afterAll(() => closeContexts(browser));

  test('hides a note with a reason, and the work page no longer shows it', async () => {
    // The work page shows the note first (and a kept copy of it must not outlive the hiding).
    await workPageShows(browser, baseUrl, book.id, noteText, true);

    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signedIn(context);
    await page.goto('/userProfile');
    await page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Moderate Content' })
      .click();
    await page.waitForURL((url) => url.pathname === '/userProfile/moderate/content');
    const panel = page.getByRole('region', { name: 'Moderate Content' });
    await panel.getByLabel('Sort by user').selectOption('DESC');
    await panel.getByLabel('Visibility').selectOption('public');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('visibility') === 'public');
    const row = panel.getByRole('listitem').filter({ hasText: noteText });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('link', { name: book.title, exact: true }).getAttribute('href')).toBe(
      `/work/${book.id}`,
    );
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: /^Hide: note/ }).click();
    await page.waitForURL((url) => url.searchParams.get('act') === 'hide');
    await expect
      .poll(() => page.getByText('Are you sure you wish to hide this note?').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel('Reason (required)').fill(reason);
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'hide');
    await expect.poll(() => page.getByText('The item is now hidden.').isVisible()).toBe(true);
    expect(await row.getByText('Hidden by a moderator').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The log keeps who, what and why.
    await panel.getByRole('link', { name: 'Log' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'log');
    await expect.poll(() => page.getByRole('cell', { name: reason }).isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();

    await workPageShows(browser, baseUrl, book.id, noteText, false);
  });

  test('restores the note without script, and the work page shows it again', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    await signedIn(context);
    const page = await context.newPage();
    await page.goto('/userProfile/moderate/content?tab=note&state=hidden');
    const row = page.getByRole('listitem').filter({ hasText: noteText });
    await row.getByRole('link', { name: /^Restore: note/ }).click();
    await page.getByLabel('Reason (required)').fill('Appeal upheld');
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'restore');
    expect(await page.getByText('The item is restored.').isVisible()).toBe(true);
    await context.close();

    await workPageShows(browser, baseUrl, book.id, noteText, true);
  });

  test('sends a reader without the role to the home page', async () => {
    const reader = new HttpVisitor(baseUrl);
    await reader.signUp(`plainreader${stamp}@example.org`, 'Plain Reader', PASSWORD);
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addCookies([...reader.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    const page = await context.newPage();
    await page.goto('/userProfile/moderate/content');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
