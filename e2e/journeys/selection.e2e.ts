import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from '../support/browser.ts';

const PASSWORD = 'a long enough secret';
const SEARCH = '/search/category/books?keyword=australia';
/** Markup in a list name must stay text everywhere the name is shown (stored XSS). */
const LIST_NAME = 'Federation reading <img src=x onerror=alert(1)>';

describe('a signed-in reader selects results and adds them to a new list', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const email = `selector${Date.now()}@example.org`;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('selects three results, adds them to a new list, and confirms before leaving with a selection', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    // Markup run as code would raise an alert: none may open.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    // Signed out, there is no switch.
    await page.goto(SEARCH);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Select works' }).count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Display name').fill('E2E Selector');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/search/category/books');

    const results = page.getByRole('list', { name: 'Search results' });
    const selectWorks = page.getByRole('switch', { name: 'Select works' });
    // The switch works once the page has hydrated: press until the checkboxes appear.
    await expect
      .poll(async () => {
        if ((await results.getByRole('checkbox').count()) === 0) await selectWorks.press('Space');
        return results.getByRole('checkbox').count();
      })
      .toBeGreaterThanOrEqual(3);
    const boxes = results.getByRole('checkbox');
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    await expect.poll(() => page.getByText('3 selected', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Turning the switch off clears the selection; on again, Select all results takes the page.
    // The switch works from the keyboard.
    await selectWorks.press('Space');
    await expect.poll(() => boxes.count()).toBe(0);
    await selectWorks.press('Space');
    await page.getByRole('checkbox', { name: 'Select all results' }).check();
    const shown = await boxes.count();
    await expect.poll(() => page.getByText(`${shown} selected`, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select all results' }).uncheck();
    for (const i of [0, 1, 2]) await boxes.nth(i).check();

    await page.getByRole('button', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to list' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('You have no lists yet.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Nothing typed: the spec's message.
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('A name for the new list is required');
    await dialog.getByLabel('Name (required)').fill(LIST_NAME);
    await dialog.getByRole('radio', { name: 'Private' }).check();
    expect(await dialog.getByRole('switch', { name: 'Collaborative' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'works have been added' }).textContent())
      .toBe(`3 works have been added to ${LIST_NAME}`);
    // The selection is cleared after success.
    await expect.poll(() => page.getByText('0 selected', { exact: true }).isVisible()).toBe(true);

    // The list holds the three, as the API says.
    const username = email.split('@')[0] ?? '';
    const lists = await page.evaluate(
      async (user) => (await fetch(`/api/list/summary/user/${user}`)).json(),
      username,
    );
    expect(lists.lists).toMatchObject([{ name: LIST_NAME, priv: true, numItems: 3 }]);

    // Opened again, the dialog offers the list by its name, shown as text.
    await boxes.nth(0).check();
    await page.getByRole('button', { name: 'Add to list' }).click();
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: LIST_NAME }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Leaving with a selection asks first: cancel stays, proceed goes.
    await boxes.nth(0).check();
    await page.getByRole('link', { name: 'Year (latest first)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move away from this page?' });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).searchParams.get('sortBy')).toBeNull();
    expect(await boxes.nth(0).isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Year (latest first)' }).click();
    await page
      .getByRole('alertdialog', { name: 'Move away from this page?' })
      .getByRole('button', { name: 'Move away' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'dateDesc');

    expect(errors).toEqual([]);
    expect(alerts).toEqual([]);
    await context.close();
  });
});
