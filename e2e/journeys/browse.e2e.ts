import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, dismissCulturalAdvice, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

test.describe('a visitor browses landing and collection pages', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('goes from the home page to a landing page through the navigation', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/');
    await dismissCulturalAdvice(page);
    await page
      .getByRole('navigation', { name: /categor|collections|main/i })
      .getByRole('link', { name: /Newspapers/ })
      .first()
      .click();
    await page.waitForURL(/\/landing\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Newspapers/);
    expect(await page.title()).toMatch(/ - Trove$/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("opens a collection's About view with its body, acknowledgements and related collections", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/collection/category/images');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Images/);
    expect(await page.title()).toMatch(/^Images, Maps & Artefacts - Trove$/);
    await expect.poll(() => page.getByText('Might also be interested in...').isVisible()).toBe(true);
    const related = page.getByRole('region', { name: 'Might also be interested in...' });
    await related.getByRole('link').first().click();
    await page.waitForURL(/\/collection\/category\/(?!images)/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('finds the data sources and their licences through the footer', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=federation');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources and credits' }).click();
    await page.waitForURL(/\/about\/credits$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await expect.poll(() => page.locator('main').textContent()).toMatch(/GLAM Workbench/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
