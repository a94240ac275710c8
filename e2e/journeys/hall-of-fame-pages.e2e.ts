import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Issue 17 §2 (ADR 047): the hall of fame's filter and period form on a phone's width, and the
 * profile's Text corrections tab, each scanned by axe. The journey of corrections and their
 * ranking is issue 17's own (it needs the correction editor); this one needs no correction.
 */
test.describe('the hall of fame and the Text corrections tab', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const name = `Fame.${stamp}`.slice(0, 30);

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    await new HttpVisitor(baseUrl).signUp(`fame${stamp}@example.org`, 'Fay Fame', PASSWORD, name);
  });
  test.afterAll(() => closeContexts(browser));

  test('chooses a collection and a period with the form, on a phone, by keyboard', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await page.goto('/landing/community/hallOfFame');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hall of fame');
    expect(await page.getByLabel('Collection', { exact: true }).inputValue()).toBe('newspaper');
    expect(await page.getByLabel('Period', { exact: true }).inputValue()).toBe('all');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await page.getByLabel('Collection', { exact: true }).selectOption('gazette');
    await page.getByLabel('Period', { exact: true }).selectOption('hour');
    await page.getByRole('button', { name: 'Show' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('monthYearChoice') === 'hour');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('gazette');
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toBe('Top text correctors: Gazettes, Last hour');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('tells a signed-in reader without corrections so, and lists none on their tab', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/userProfile/corrections');
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address or user name').fill(name);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/corrections');
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    expect(await tabs.getByRole('link', { name: 'Text corrections' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expect
      .poll(() => page.getByRole('region', { name: 'Text corrections' }).textContent())
      .toContain('No text corrections within the last 90 days.');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'See the hall of fame' }).click();
    await page.waitForURL((url) => url.pathname === '/landing/community/hallOfFame');
    await expect
      .poll(() => page.getByRole('region', { name: 'Your position' }).textContent())
      .toContain("I don't have any corrections for this period.");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
