import { USERNAME_MESSAGES } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Issue 16 §1 (ADR 039): a reader chooses a user name at sign-up, finds their profile and their
 * lists from the account menu, and opens another reader's public profile and its lists.
 */
test.describe('the profile area', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let books: { id: number; type: 'work' }[] = [];
  const otherName = `Lender.${stamp}`.slice(0, 30);
  let other: HttpVisitor;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    const found = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' }));
    books = found.works
      .filter((w) => w.workType === 'work')
      .slice(0, 3)
      .map((w) => ({ id: w.id, type: 'work' as const }));
    other = new HttpVisitor(baseUrl);
    await other.signUp(`lender${stamp}@example.org`, 'Lena Lender', PASSWORD, otherName);
    await data(
      other.client.lists.addItems({
        body: { items: books.slice(0, 2), lists: [{ name: `Lena's shelf ${stamp}`, priv: false }] },
      }),
    );
  });
  test.afterAll(() => closeContexts(browser));

  test('signs up choosing a user name, opens My profile and its Lists, then another reader’s profile', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    // A search page: the home page opens with the cultural advice over it.
    await page.goto('/search?keyword=federation');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    const email = `chooser${stamp}@example.org`;
    const chosen = `Quill${stamp}`.slice(0, 30);

    // A reserved word is refused on the field, in the rule's words; another reader's name, in any case, too.
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('User name').fill('Downloads');
    await page.getByLabel('Display name').fill('Quill Reader');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.getByText(USERNAME_MESSAGES.reserved('Downloads')).first().isVisible())
      .toBe(true);
    expect(await page.getByLabel('User name').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await page.getByLabel('User name').fill(otherName.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText(USERNAME_MESSAGES.taken).first().isVisible()).toBe(true);
    await page.getByLabel('User name').fill(chosen);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/search');

    // A list of their own, made through the API with the browser's session.
    const reader = new HttpVisitor(baseUrl);
    for (const cookie of await context.cookies()) reader.cookies.set(cookie.name, cookie.value);
    const title = `Quill's reading ${stamp}`;
    await data(
      reader.client.lists.addItems({
        body: { items: books.slice(0, 1), lists: [{ name: title, priv: true }] },
      }),
    );

    // The account menu, under the chosen name, leads to My profile.
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: new RegExp(chosen) });
    const menu = page.getByRole('menu');
    await expect
      .poll(async () => {
        if (!(await menu.isVisible())) await menuButton.click();
        return menu.isVisible();
      })
      .toBe(true);
    await menu.getByRole('menuitem', { name: 'My profile' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My profile');
    const about = page.getByRole('region', { name: 'About' });
    expect(await about.getByText(chosen, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).not.toContain(`chooser${stamp}`);
    await expectNoAxeViolations(page);

    // Lists: the private list just made, with 'Manage this list'.
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    await tabs.getByRole('link', { name: '1 List' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/lists');
    // A link within the app: the tab's data arrives after the address changes.
    await expect.poll(() => page.getByRole('heading', { name: 'Personal lists' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: title, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `Manage this list: ${title}` }).getAttribute('href')).toMatch(
      /^\/list\/manage\/\d+$/,
    );
    // The visibility filter narrows the tab: no public list of theirs.
    await page.getByLabel('Visibility').selectOption('PUBLIC');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('visibility') === 'PUBLIC');
    await expect.poll(() => page.getByText('No lists match the selected filters.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Another reader's public profile and their public list.
    await page.goto(`/userProfile/user/${encodeURIComponent(otherName.toLowerCase())}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lena Lender');
    expect(await page.locator('main').textContent()).not.toContain(`lender${stamp}`);
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: '1 List' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/lists'));
    await expect
      .poll(() => page.getByRole('link', { name: `Lena's shelf ${stamp}`, exact: true }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: /Manage this list/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // A tab the spec keeps for the owner sends anyone else home.
    await page.goto(`/userProfile/user/${encodeURIComponent(otherName)}/developers`);
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sends a visitor to sign in and back from their own profile', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/userProfile/lists?tab=followed');
    await page.waitForURL(/\/auth\/interaction\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Log in to /);
    await page.getByLabel('E-mail address or user name').fill(otherName);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/lists');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('followed');
    // Lena follows nothing: the tab asked for is gone and her own lists show.
    expect(await page.getByRole('heading', { name: 'Personal lists' }).isVisible()).toBe(true);
    await context.close();
  });
});
