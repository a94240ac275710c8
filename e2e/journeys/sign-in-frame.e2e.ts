import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 14 §4: the sign-in and sign-up pages carry the portal's header, footer and styles, and
 * their links work (the pages are sent without scripts, so they work as HTML alone).
 */
test.describe("a visitor signs in on a page of the portal's own", () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} pixels wide: header, collections, footer and forms, checked by axe`, async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      const phone = viewport.width < 700;
      await page.goto('/search?keyword=federation');
      // On a phone the site links, the account and the collections fold into the header's Menu.
      if (phone) await page.getByRole('banner').getByText('Menu', { exact: true }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await page.waitForURL(/\/auth\/interaction\//);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Log in to /);
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: /home$/ }).isVisible()).toBe(true);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Accessibility' }).isVisible()).toBe(true);
      // The collections: shown on a wide screen; on a phone in the Menu, which opens without scripts.
      const collections = page.getByRole('navigation', { name: 'Collections' });
      const firstCollection = collections.getByRole('link').first();
      if (phone) {
        expect(await firstCollection.isVisible()).toBe(false);
        await header.getByText('Menu', { exact: true }).click();
      }
      expect(await firstCollection.isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      // The open Menu lies over the page, as a phone's menu does; closed again, the form is reached.
      if (phone) await header.getByText('Menu', { exact: true }).click();
      expect(await page.getByLabel('Password').isVisible()).toBe(true);

      // A refused password: the error summary, in the same frame.
      await page.getByLabel('E-mail address or user name').fill('nobody at all');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true);
      expect(await page.title()).toMatch(/^Error: Log in to /);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      // The sign-up form, the same way.
      await page
        .getByRole('main')
        .getByRole('link', { name: /Sign up$/ })
        .last()
        .click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sign up to /);
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      // The footer's and the header's links lead on.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await page.waitForURL(/\/about\/accessibility$/);
      await page.goBack();
      await page.waitForURL(/\/auth\//);
      await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
