import type { Browser } from 'playwright-core';
import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import { expect, inject, test } from '../support/journey.ts';
import { describedBy, focusedText } from '../support/aria.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const SEARCH = '/search/category/books?keyword=australia';
/** Markup in a list name must stay text everywhere the name is shown (stored XSS). */
const LIST_NAME = 'Federation reading <img src=x onerror=alert(1)>';

test.describe('a signed-in reader selects results and adds them to a new list', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const email = `selector${Date.now()}@example.org`;
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('selects three results, adds them to a new list, and confirms before leaving with a selection', async () => {
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
    await page.getByLabel('User name').fill(usernameFor(email));
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
    const shown = await boxes.count();
    const counted = (n: number) =>
      page.getByText(`${n} of ${shown} results on this page selected`, { exact: true });
    await expect.poll(() => counted(3).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Turning the switch off clears the selection; on again, Select all results takes this page's
    // results, and says so: in its name for screen readers, in the count for everyone.
    // The switch works from the keyboard.
    await selectWorks.press('Space');
    await expect.poll(() => boxes.count()).toBe(0);
    await selectWorks.press('Space');
    const selectAll = page.getByRole('checkbox', { name: 'Select all results on this page', exact: true });
    await selectAll.check();
    await expect.poll(() => counted(shown).isVisible()).toBe(true);
    await selectAll.uncheck();
    for (const i of [0, 1, 2]) await boxes.nth(i).check();

    await page.getByRole('button', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to list' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('You have no lists yet.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Nothing typed: the spec's messages, each tied to its field, and focus on the first.
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual(['A name for the new list is required', 'You must specify the visibility of this tag']);
    const name = dialog.getByLabel('Name (required)');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(name)).toEqual(['A name for the new list is required']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('new-list-name');
    for (const radio of await dialog.getByRole('radio').all()) {
      expect(await radio.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(radio)).toEqual(['You must specify the visibility of this tag']);
    }
    await expectNoAxeViolations(page);
    await name.fill(LIST_NAME);
    await dialog.getByRole('radio', { name: 'Private' }).check();
    expect(await dialog.getByRole('switch', { name: 'Collaborative' }).isDisabled()).toBe(true);
    // Over 2000 characters: spec 03's generic message beside the hint.
    const description = dialog.getByLabel('Description');
    await description.fill('d'.repeat(2001));
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual(['The provided value is too long']);
    expect(await describedBy(description)).toEqual([
      'Please enter no more than 2000 characters',
      'The provided value is too long',
    ]);
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations(page);
    await description.fill('Sources for the essay');

    // No answer from the server: the spec's sentence, not the browser's text.
    await page.route(`**${apiPathOf(ENDPOINTS.lists.addItems)}`, (route) =>
      route.abort('internetdisconnected'),
    );
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('An unexpected error has occurred while attempting to saving your lists');
    await page.unroute(`**${apiPathOf(ENDPOINTS.lists.addItems)}`);

    await dialog.getByRole('button', { name: 'Add to list' }).click();
    const added = `3 works have been added to ${LIST_NAME}`;
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'works have been added' }).textContent())
      .toBe(added);
    // The selection is cleared after success, and focus is on the message, not lost to the page.
    await expect.poll(() => counted(0).isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(added);

    // The list holds the three, as the API says.
    const username = email.split('@')[0] ?? '';
    const summary = async () =>
      page.evaluate(
        async (address) => (await fetch(address)).json(),
        apiPathOf(ENDPOINTS.lists.summariesOf, { user: username }),
      );
    expect((await summary()).lists).toMatchObject([{ name: LIST_NAME, priv: true, numItems: 3 }]);

    // One already on the list, one not: the dialog stays open with the outcome, the results are
    // reloaded, and on closing the new notice replaces the earlier message.
    await boxes.nth(0).check();
    await boxes.nth(3).check();
    await page.getByRole('button', { name: 'Add to list' }).click();
    await dialog.waitFor();
    // Opened again, the dialog offers the list by its name, shown as text.
    await dialog.getByRole('checkbox', { name: LIST_NAME }).check();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    const reloaded = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.data'));
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    const partly = `1 works have been added to ${LIST_NAME} 1 of the selected works is already on ${LIST_NAME}.`;
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(partly);
    await reloaded;
    await expect.poll(() => focusedText(page)).toBe(partly);
    expect((await summary()).lists).toMatchObject([{ name: LIST_NAME, numItems: 4 }]);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'works have been added' }).allTextContents())
      .toEqual([partly]);
    await expect.poll(() => counted(0).isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(partly);

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
