import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const NOTICE = /Your browser is too old to run .*’s scripts/;

/**
 * Spec 01 §2.2's browser notice (issue 29 point 11): a current browser never sees it; one without
 * the features the site's scripts are built for does, and its link leads to the help page of
 * browsers and operating systems, which works on a phone.
 */
test.describe('the browser notice', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('stays hidden in a current browser', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=federation');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(1);
    expect(await page.getByText(NOTICE).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows in a browser without the features, and leads to the help page', async () => {
    const { page, context } = await openPage(browser, baseUrl, { width: 320, height: 800 });
    // An older browser, as far as the check can tell: no Array.prototype.findLast (before 2022).
    await page.addInitScript(() => {
      delete (Array.prototype as { findLast?: unknown }).findLast;
    });
    await page.goto('/about/credits');
    const notice = page.getByRole('note').filter({ hasText: NOTICE });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Browsers and operating systems we support' }).click();
    await page.waitForURL(/\/help\/using-trove\/browser-and-operating-system$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Browsers and operating systems');
    expect(
      await page.getByRole('heading', { level: 2, name: 'Browsers that run everything' }).isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
