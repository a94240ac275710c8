import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 14 §4 (ADR 030): the portal runs without PUBLIC_URL here and is reached at 127.0.0.1, not
 * the localhost PUBLIC_URL would default to. A visitor who signs up there stays there, signed in,
 * and the page's canonical link names the address they are on.
 */
test.describe('a visitor on 127.0.0.1', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('signs up and comes back to the page, still on 127.0.0.1 and signed in', async () => {
    expect(new URL(baseUrl).hostname).toBe('127.0.0.1');
    const { page, context, errors } = await openPage(browser, baseUrl);
    const hosts = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) hosts.add(new URL(frame.url()).host);
    });
    await page.goto('/search?keyword=federation');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    const username = `address${Date.now()}`;
    await page.getByLabel('E-mail address').fill(`${username}@example.org`);
    await page.getByLabel('User name').fill(usernameFor(`${username}@example.org`));
    await page.getByLabel('Display name').fill('Loopback Reader');
    await page.getByLabel('Password').fill('a long enough secret');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/search\?keyword=federation$/);
    expect(new URL(page.url()).origin).toBe(baseUrl);
    expect([...hosts]).toEqual([new URL(baseUrl).host]);
    // Signed in here: the account menu names the visitor, and Login is gone.
    const header = page.getByRole('banner');
    await expect
      .poll(() => header.getByRole('button', { name: new RegExp(username) }).isVisible())
      .toBe(true);
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.startsWith(`${baseUrl}/search`)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
