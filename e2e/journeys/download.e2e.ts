import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';

test.describe('a signed-in visitor downloads the results of a search', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const email = `downloader${Date.now()}@example.org`;
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('signs up, opens Download, meets the name rule, queues it and fetches the CSV', async () => {
    test.setTimeout(120_000);
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/newspapers?keyword=tragedy');
    const results = page.getByRole('region', { name: 'Results' });
    // Anonymous visitors are not offered downloads.
    expect(await results.getByRole('button', { name: 'Download' }).count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('User name').fill(usernameFor(email));
    await page.getByLabel('Display name').fill('E2E Downloader');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/search/category/newspapers');

    // Every answer about the active count, to check the dialog shows the latest.
    const activeCounts: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === apiPathOf(ENDPOINTS.downloads.active))
        void response.json().then((body: { count: number }) => activeCounts.push(body.count));
    });
    const activeLine = (count: number) =>
      `You have ${count} active download${count === 1 ? '' : 's'} (at most 5).`;

    // The dialog opens once the page has hydrated: press until it does.
    const open = results.getByRole('button', { name: 'Download' });
    const dialog = page.getByRole('dialog', { name: 'Download these results' });
    await open.waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) await open.click();
        return dialog.isVisible();
      })
      .toBe(true);
    await expect
      .poll(() => dialog.getByText('You have 0 active downloads (at most 5).').isVisible())
      .toBe(true);
    expect(await dialog.getByText(/records will be exported as a CSV file\./).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Queue download' }).click();
    await expect
      .poll(() => dialog.getByText('You must provide a name for this download.').isVisible())
      .toBe(true);
    expect(await dialog.getByLabel('Name (required)').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Name (required)').fill('Federation books');
    await dialog.getByLabel('Description').fill('Everything about federation');
    await dialog.getByRole('button', { name: 'Queue download' }).click();
    await expect.poll(() => dialog.getByText('Your download has been queued.').isVisible()).toBe(true);
    // The count is read again after queuing, and the dialog says what it read (1, or 0 if the
    // worker was already done).
    await expect.poll(() => activeCounts.length).toBe(2);
    await expect.poll(() => dialog.getByText(activeLine(activeCounts[1] ?? -1)).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The worker writes the file in the background: check until it is ready.
    const fileLink = dialog.getByRole('link', { name: 'Download the CSV file' });
    await expect
      .poll(
        async () => {
          if (await fileLink.isVisible()) return true;
          await dialog.getByRole('button', { name: 'Check status' }).click();
          return fileLink.isVisible();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(true);

    // Each status check reads the count again: the finished download is no longer active.
    await expect.poll(() => activeCounts.length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => activeCounts.at(-1)).toBe(0);
    await expect.poll(() => dialog.getByText(activeLine(0)).isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,title,creator,date,format,collection,description,link');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/^\d+,/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
