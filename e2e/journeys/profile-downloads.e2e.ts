import fs from 'node:fs';
import { DOWNLOADS_TAB_WORDS } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
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
 * Issue 16 §4 Downloads tab (spec 03 §2, §4; ADR 043), the journey: a reader queues a
 * search download, sees it complete on the Downloads tab, downloads it (now 'Downloaded') and
 * deletes it after the question; also the contributions export. The tab without script is
 * covered by profile-downloads-pages.int.test.ts (server-rendered, posted forms).
 */
test.describe('the profile Downloads tab', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let reader: HttpVisitor;
  const username = `Fetcher.${stamp}`.slice(0, 30);
  const name = `Robbery books ${stamp}`;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    reader = new HttpVisitor(baseUrl);
    await reader.signUp(`fetcher${stamp}@example.org`, 'Fay Fetcher', PASSWORD, username);
  });
  test.afterAll(() => closeContexts(browser));

  const signedIn = async (page: Page) =>
    page
      .context()
      .addCookies([...reader.cookies].map(([cookie, value]) => ({ name: cookie, value, url: baseUrl })));

  test('queues a download, sees it complete, downloads it and deletes it, at 390 px', async () => {
    test.setTimeout(180_000);
    const { page, context, errors } = await openPage(browser, baseUrl);
    await signedIn(page);

    // Queue it from the results of a search, with the Download dialog.
    await page.goto('/search/category/newspapers?keyword=tragedy');
    const results = page.getByRole('region', { name: 'Results' });
    const open = results.getByRole('button', { name: 'Download' });
    const dialog = page.getByRole('dialog', { name: 'Download these results' });
    await open.waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) await open.click();
        return dialog.isVisible();
      })
      .toBe(true);
    await dialog.getByLabel('Name (required)').fill(name);
    await dialog.getByRole('button', { name: 'Queue download' }).click();
    await expect.poll(() => dialog.getByText('Your download has been queued.').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // The tab on a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });

    // The signed-in menu's Downloads leads to the tab.
    await page.goto('/userProfile');
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Downloads' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/downloads');
    const tab = page.getByRole('region', { name: /^Downloads \(\d of 5 allowed\)$/ });
    const row = tab.getByRole('listitem').filter({ hasText: name });
    // The page reads the state again by itself while the worker writes the file.
    await expect
      .poll(() => row.getByText('Completed', { exact: true }).isVisible(), {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe(true);
    expect(await page.getByText(DOWNLOADS_TAB_WORDS.kept(7)).isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `Download ${name} (CSV)` }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe('id,title,creator,date,format,collection,description,link');
    await page.getByRole('link', { name: DOWNLOADS_TAB_WORDS.refresh }).click();
    await expect.poll(() => row.getByText('Downloaded', { exact: true }).isVisible()).toBe(true);

    // Delete asks first; Keep it leaves it, the button removes it.
    await row.getByRole('link', { name: `Delete ${name}` }).click();
    await page.waitForURL((url) => url.searchParams.has('remove'));
    await expect.poll(() => page.getByText(DOWNLOADS_TAB_WORDS.confirmDelete(name)).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete download' }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'deleted');
    await expect.poll(() => page.getByText(DOWNLOADS_TAB_WORDS.deleted).isVisible()).toBe(true);
    expect(await page.getByText(DOWNLOADS_TAB_WORDS.none).isVisible()).toBe(true);

    // Everything the reader contributed, as one JSON file.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: DOWNLOADS_TAB_WORDS.contributionsLink }).click(),
    ]);
    const json = JSON.parse(fs.readFileSync(await exported.path(), 'utf8')) as { user: { username: string } };
    expect(json.user.username).toBe(username);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is the owner’s only: a visitor signs in first, and anyone’s profile has no Downloads', async () => {
    test.setTimeout(60_000);
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/userProfile/downloads');
    await page.waitForURL((url) => url.pathname.startsWith('/auth/'));
    await page.goto(`/userProfile/user/${encodeURIComponent(username)}/downloads`);
    await page.waitForURL((url) => url.pathname.endsWith('/about'));
    await context.close();
  });
});
