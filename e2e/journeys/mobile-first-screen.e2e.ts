import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 14 §4 (ADR 036): on a 390 × 844 phone the first screen of a results page shows the first
 * result and that of a work page the record's title, not only the header and the search box.
 * Before, the header alone took 224 pixels and the first result's title began at 1,009.
 */
const PHONE = { width: 390, height: 844 };
const RESULTS = '/search/category/books?keyword=australia';

/** Where the element is on the first screen, measured without scrolling, once the page is hydrated. */
async function onFirstScreen(page: Page, element: Locator) {
  await page.waitForLoadState('networkidle');
  const box = await element.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  if (!box) throw new Error('the element is not shown');
  return { top: box.y, bottom: box.y + box.height, scrolled };
}

function expectWithinFirstScreen(where: { top: number; bottom: number; scrolled: number }): void {
  expect(where.scrolled).toBe(0);
  expect(where.top).toBeGreaterThanOrEqual(0);
  expect(
    where.bottom,
    `it ends ${where.bottom} pixels down a ${PHONE.height}-pixel screen`,
  ).toBeLessThanOrEqual(PHONE.height);
}

test.describe('a reader on a phone', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test("sees the first result's title on the first screen of a results page", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto(RESULTS);
    const firstTitle = page.getByRole('list', { name: 'Search results' }).getByRole('heading').first();
    expect(await firstTitle.textContent()).toBeTruthy();
    expectWithinFirstScreen(await onFirstScreen(page, firstTitle));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [what, category] of [
    ['a book', 'books'],
    ['a picture, with its cultural advice when it has one', 'images'],
  ] as const)
    test(`sees the record's title on the first screen of the work page of ${what}`, async () => {
      const works = (await data(publicApi(baseUrl).search.run({ category, keyword: 'australia' }))).works;
      const work = works.find((w) => w.workType === 'work' && (category !== 'images' || w.thumbnailUrl));
      if (!work) throw new Error(`no work found in ${category}`);
      const { page, context, errors } = await openPage(browser, baseUrl, PHONE);
      await page.goto(`/work/${work.id}`);
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.textContent()).toBe(work.title);
      expectWithinFirstScreen(await onFirstScreen(page, title));
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });

  test('reaches the site links, the account and the collections through the Menu, and closes it with Escape', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto(RESULTS);
    await page.waitForLoadState('networkidle');
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login' });
    const collections = header.getByRole('navigation', { name: 'Collections' });
    expect(await login.isVisible()).toBe(false);

    const menu = header.getByText('Menu', { exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => login.isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    expect(await header.getByRole('navigation', { name: 'Site' }).isVisible()).toBe(true);
    expect(await collections.getByRole('link').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);

    await login.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => login.isVisible()).toBe(false);
    // Focus goes back to the toggle, not to the start of the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('keeps the Menu a reader opened while the script loaded, and closes it after they go on', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, PHONE);
    // A slow phone: the page's scripts arrive only after the reader has opened the Menu.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(RESULTS, { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login' });
    await header.getByText('Menu', { exact: true }).click();
    expect(await login.isVisible()).toBe(true);
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated (Escape closes the Menu only then), the Menu is still open.
    expect(await login.isVisible()).toBe(true);
    await login.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => login.isVisible()).toBe(false);

    // Opened again, a link taken within the site leaves it closed on the next page.
    await header.getByText('Menu', { exact: true }).click();
    await header.getByRole('navigation', { name: 'Site' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== '/search/category/books');
    await expect.poll(() => login.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a wide screen sees the same links without opening anything', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(RESULTS);
    await page.waitForLoadState('networkidle');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await header.getByRole('navigation', { name: 'Collections' }).isVisible()).toBe(true);
    expect(await header.getByText('Menu', { exact: true }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
