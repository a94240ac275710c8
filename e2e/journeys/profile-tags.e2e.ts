import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Issue 16 §4, the profile's Tags tab (spec 03 §2; ADR 039): a reader signs in from the tab's
 * address, sees each of their tags with its count and visibility, sorts and filters them on a
 * phone's width; a visitor sees their public tags only.
 */
test.describe('the profile Tags tab', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const name = `Tagger.${stamp}`.slice(0, 30);
  const common = `goldrush${stamp}`;
  const rare = `anzac${stamp}`;
  const secret = `private reading ${stamp}`;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    const found = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' }));
    const works = found.works.filter((w) => w.workType === 'work').slice(0, 3);
    const reader = new HttpVisitor(baseUrl);
    await reader.signUp(`tagger${stamp}@example.org`, 'Tess Tagger', PASSWORD, name);
    const tag = (ids: number[], content: string, priv: boolean) =>
      data(
        reader.client.tags.add({
          body: { targets: ids.map((id) => ({ type: 'work' as const, id })), tags: [{ content, priv }] },
        }),
      );
    const ids = works.map((w) => w.id);
    await tag(ids, common, false);
    await tag(ids.slice(0, 1), rare, false);
    await tag(ids.slice(0, 2), secret, true);
  });
  test.afterAll(() => closeContexts(browser));

  /** The tag rows as 'name (facts)', in order. */
  const rows = (page: Page) =>
    page
      .getByRole('region', { name: 'Tags' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.textContent ?? ''));

  test('shows the reader’s tags with counts and visibility, sorted and filtered, on a phone', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await page.goto('/userProfile/tags?sort=mostUsed');
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address or user name').fill(name);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/tags');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('mostUsed');
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    expect(await tabs.getByRole('link', { name: 'Tags' }).getAttribute('aria-current')).toBe('page');
    expect(await rows(page)).toEqual([
      `${common}3 items · Public`,
      `${secret}2 items · Private`,
      `${rare}1 item · Public`,
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    // Least used, private only: the GET form's address.
    await page.getByLabel('Sort by').selectOption('leastUsed');
    await page.getByLabel('Visibility').selectOption('private');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('visibility') === 'private');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('leastUsed');
    await expect.poll(() => rows(page)).toEqual([`${secret}2 items · Private`]);
    // The private tag leads to a search of the reader's own tags.
    expect(await page.getByRole('link', { name: secret }).getAttribute('href')).toBe(
      `/search?${new URLSearchParams({ 'l-usertag': secret }).toString()}`,
    );
    await expectNoAxeViolations(page);

    // The menu's Tags item leads here too (on a wide window, where the menu sits in the banner).
    await page.setViewportSize({ width: 1280, height: 800 });
    const menuButton = page.getByRole('banner').getByRole('button', { name: new RegExp(name) });
    const menu = page.getByRole('menu');
    await expect
      .poll(async () => {
        if (!(await menu.isVisible())) await menuButton.click();
        return menu.isVisible();
      })
      .toBe(true);
    await menu.getByRole('menuitem', { name: 'Tags' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/tags' && url.search === '');
    await expect.poll(() => rows(page)).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows a visitor the reader’s public tags only', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/userProfile/user/${encodeURIComponent(name)}`);
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Tags' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/tags'));
    await expect.poll(() => rows(page)).toEqual([`${rare}1 item · Public`, `${common}3 items · Public`]);
    expect(await page.locator('main').textContent()).not.toContain(secret);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
