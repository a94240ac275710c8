import type { Browser } from 'playwright-core';
import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';

test.describe('a visitor makes an account, leaves and comes back', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  // A new address each run: the e2e server's store lives as long as the whole suite.
  const email = `reader${Date.now()}@example.org`;
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('signs up, logs out, logs in and returns to the page it was on', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const start = '/search?keyword=federation';
    await page.goto(start);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sign up to /);
    await expectNoAxeViolations(page);

    // A short password is refused with the reason beside the field.
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('User name').fill(usernameFor(email));
    await page.getByLabel('Display name').fill('E2E Reader');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true);
    expect(
      await page.getByText('The password must be at least 10 characters long.').first().isVisible(),
    ).toBe(true);
    // The title says there is an error, and focus is on the summary that lists it.
    expect(await page.title()).toMatch(/^Error: Sign up to /);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await expectNoAxeViolations(page);
    // A common password is refused too, saying why (zxcvbn's reason).
    await page.getByLabel('Password').fill('password12');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/^This password is too easy to guess\. /)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'federation',
    );

    // Signed in: the menu replaces Login and Sign up.
    const username = email.split('@')[0] ?? '';
    const menuButton = header.getByRole('button', { name: new RegExp(username) });
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Sign up' }).count()).toBe(0);
    // The menu opens once the page has hydrated: press until it does.
    const menu = page.getByRole('menu');
    await expect
      .poll(async () => {
        if (!(await menu.isVisible())) await menuButton.click();
        return menu.isVisible();
      })
      .toBe(true);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => header.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

    // A wrong password first, then the right one brings the visitor back here.
    await header.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address or user name').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByText('The e-mail address, user name or password is not correct.').isVisible())
      .toBe(true);
    expect(await page.title()).toMatch(/^Error: Log in to /);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'federation',
    );
    await expect.poll(() => menuButton.isVisible()).toBe(true);

    // The session is the browser's: the API knows who is asking.
    const info = await page.evaluate(
      async (address) => (await fetch(address)).json(),
      apiPathOf(ENDPOINTS.profile.info),
    );
    expect(info).toMatchObject({ username, displayName: 'E2E Reader', roles: [] });
    // A page that names the signed-in visitor is never kept by a shared cache.
    const pageAnswer = await context.request.get(page.url());
    expect(pageAnswer.headers()['cache-control']).toBe('private, no-store');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('finds its way back from a dead reset link and an expired sign-in', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/auth/reset/no-such-link');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This link no longer works');
    expect(await page.getByRole('alert').textContent()).toContain(
      'This reset link has expired or was already used.',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ask for a new one.' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/reset');
    expect(await page.title()).toMatch(/^Forgotten your password\? \| /);
    await expectNoAxeViolations(page);

    await page.goto('/auth/interaction/no-such-sign-in');
    expect(await page.title()).toMatch(/^Error: Your sign-in has expired \| /);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Start again: log in' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Log in to /);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('puts focus on the error summary with script turned off', async () => {
    // The sign-in pages are plain forms: they must work, focus included, without JavaScript.
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login?backurl=%2F');
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address or user name').fill('nobody');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.title()).toMatch(/^Error: Log in to /);
    expect(await page.locator(':focus').getAttribute('role')).toBe('alert');
    await context.close();
  });
});
