import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** Issue 14 §4: the accessibility statement, reached from any page's footer. */
test.describe('a visitor looks for the accessibility statement', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('finds it through the footer: the standard, the tests, the exceptions and how to report a barrier', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=federation');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL(/\/about\/accessibility$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Accessibility statement');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toMatch(/WCAG 2\.2/);
    for (const heading of ['How it is tested', 'What does not meet the standard yet', 'Report a barrier'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
