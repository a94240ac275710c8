import type { Browser, BrowserContext } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { publicApi } from '../support/api.ts';
import { closeContexts, openPage } from '../support/browser.ts';
import { signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * ADR 035: a page's first load carries only what every visitor of it needs; the account menu,
 * the selection tools and the advanced search form are fetched when they are first shown. The
 * server still sends every page whole, so it reads without JavaScript, and a part loaded on
 * demand is in the HTML as the server sends it.
 */
test.describe('pages as the server sends them, and parts loaded when they are needed', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  const withoutScript = (options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> =>
    browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, ...options });

  test('reads the home, results, work and article pages with JavaScript off', async () => {
    const api = publicApi(baseUrl);
    const books = await api.search.run({ category: 'books', keyword: 'australia' });
    const articles = await api.search.run({ category: 'newspapers', keyword: 'australia' });
    const work = books.ok ? books.data.works[0] : undefined;
    const article = articles.ok ? articles.data.works[0] : undefined;
    if (!work || !article) throw new Error('the demo corpus has no books or articles about Australia');

    const context = await withoutScript();
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('search').first().isVisible()).toBe(true);
    // The cultural advice is a dialog the script opens: without it, nothing covers the page.
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto('/search/category/books?keyword=australia');
    const results = page.getByRole('region', { name: 'Results' });
    expect(await results.getByRole('link', { name: work.title }).first().isVisible()).toBe(true);

    await page.goto(`/work/${work.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(work.title.slice(0, 20));

    await page.goto(`/newspaper/article/${article.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(article.title);
    await context.close();
  });

  test('sends the advanced search form in the page when a collection opens in advanced mode', async () => {
    const context = await withoutScript();
    const page = await context.newPage();
    await page.goto('/search/category/books');
    expect(await page.getByLabel('Title').first().isVisible()).toBe(true);
    await context.close();
  });

  test("sends a signed-in reader's account menu and Select works in the page, and both work once it runs", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/books?keyword=australia');
    const email = `firstload${Date.now()}@example.org`;
    await signUp(page, email, 'First Load Reader');
    const origin = new URL(page.url()).origin;
    const username = email.split('@')[0] ?? '';

    // As the server sends it: the parts fetched on demand are there, whole.
    const plain = await withoutScript({ baseURL: origin, storageState: await context.storageState() });
    const plainPage = await plain.newPage();
    await plainPage.goto('/search/category/books?keyword=australia');
    const header = plainPage.getByRole('banner');
    expect(await header.getByRole('button', { name: new RegExp(username) }).isVisible()).toBe(true);
    expect(await plainPage.getByRole('switch', { name: 'Select works' }).isVisible()).toBe(true);
    await plain.close();

    // With the script: the switch (pressed until the page has hydrated) gives each result a checkbox,
    // and the menu opens.
    const selectWorks = page.getByRole('switch', { name: 'Select works' });
    await expect
      .poll(async () => {
        if (!(await selectWorks.isChecked())) await selectWorks.press('Space');
        return selectWorks.isChecked();
      })
      .toBe(true);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect.poll(() => results.getByRole('checkbox').count()).toBeGreaterThan(0);
    const menuButton = page.getByRole('banner').getByRole('button', { name: new RegExp(username) });
    const menu = page.getByRole('menu');
    await expect
      .poll(async () => {
        if (!(await menu.isVisible())) await menuButton.click();
        return menu.isVisible();
      })
      .toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
