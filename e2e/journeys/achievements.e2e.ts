import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage, openPanel } from '../support/browser.ts';
import { signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

test.describe('a new contributor earns achievements', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('is told of a first tag and a first note in a notice that hides itself after 30 seconds', async () => {
    const id = (await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'history' })))
      .works[0]!.id;
    const { page, context, errors } = await openPage(browser, baseUrl);
    // The page's clock is the test's: 30 seconds pass at a call, not in real time.
    await page.clock.install();
    await page.goto(`/work/${id}`);
    await signUp(page, `achiever${Date.now()}@example.org`);
    const notice = page.getByRole('status').filter({ hasText: 'Achievement unlocked' });

    await openPanel(page, 'Tags', 'Add tags');
    const tags = page.getByRole('region', { name: 'Tags' });
    await tags.getByLabel('Tags (required)').fill('my reading');
    await tags.getByRole('radio', { name: 'Private' }).check();
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await expect.poll(() => notice.textContent()).toContain('First tag: You added your first tag.');

    // Left alone, it goes after 30 seconds (the page's clock also runs on in real time).
    await page.mouse.move(0, 0);
    await page.clock.runFor(25_000);
    expect(await notice.isVisible()).toBe(true);
    await page.clock.runFor(6_000);
    await expect.poll(() => notice.count()).toBe(0);

    // Someone on its Close button keeps it until they close it.
    await openPanel(page, 'Notes', 'Add a note');
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('Note (required)').fill('Chapter 3 has the map.');
    await notes.getByRole('radio', { name: 'Private' }).check();
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => notice.textContent()).toContain('First note: You added your first note.');
    await expectNoAxeViolations(page);
    const close = page.getByRole('button', { name: 'Close achievement notice' });
    await close.focus();
    await page.clock.runFor(31_000);
    expect(await notice.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => notice.count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
